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
