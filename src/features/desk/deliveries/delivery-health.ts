/**
 * How a delivery stands, as the desk flags it. A delivery whose last attempt failed is in trouble
 * until it is sent: `retrying` while attempts remain, `failed` once they are spent. A skipped one
 * (nothing to send to) and one that has not failed yet are not.
 */
export type DeliveryTrouble = 'retrying' | 'failed';

export type DeliveryStanding = { status: string; last_error: string | null };

export function deliveryTrouble(delivery: DeliveryStanding): DeliveryTrouble | undefined {
  if (delivery.status === 'failed') return 'failed';
  if (delivery.status === 'pending' && delivery.last_error !== null) return 'retrying';
  return undefined;
}

/** The worse of a lead's deliveries' troubles: a failed one outranks one still retrying. */
export function leadTrouble(deliveries: readonly DeliveryStanding[]): DeliveryTrouble | undefined {
  const troubles = deliveries.map(deliveryTrouble);
  if (troubles.includes('failed')) return 'failed';
  return troubles.includes('retrying') ? 'retrying' : undefined;
}

/** Retry is offered for every delivery that is not sent. */
export const canRetry = (delivery: { status: string }): boolean => delivery.status !== 'sent';

/** A delivery some sender has claimed and is sending right now (its lease has not run out). */
export const isBeingSent = (delivery: { claimed_until: string | null }, now = Date.now()): boolean =>
  delivery.claimed_until !== null && Date.parse(delivery.claimed_until) > now;

/**
 * Attempts that failed so far. A claim counts its attempt before sending, so the one being sent
 * right now has not failed (yet).
 */
export const failedAttempts = (
  delivery: { attempts: number; claimed_until: string | null },
  now = Date.now(),
): number => (isBeingSent(delivery, now) ? Math.max(0, delivery.attempts - 1) : delivery.attempts);
