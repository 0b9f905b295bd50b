import { factorLockedCopy } from '../../../src/shared/email/security-emails.ts';
import { factsEmail, type RenderedEmail } from '../../../src/shared/email/html.ts';

/**
 * The team's alert that an admin's authenticator was locked after too many wrong codes, from the
 * facts the outbox claim gives (private.locked_factor_facts): the account's email, the lock's end
 * and the limit. No code and no secret is ever in it.
 */

export type LockedFactorFacts = {
  email?: unknown;
  locked_until?: unknown;
  max_failures?: unknown;
  failures_per?: unknown;
  max_consecutive_failures?: unknown;
};

export function renderFactorLocked(facts: LockedFactorFacts): RenderedEmail {
  const until = new Date(String(facts.locked_until));
  const lockedUntil = Number.isNaN(until.getTime())
    ? 'unknown'
    : `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const intro = factorLockedCopy.intro(
    Number(facts.max_failures) || 5,
    String(facts.failures_per ?? '5 minutes'),
    Number(facts.max_consecutive_failures) || 10,
  );
  const lines: [string, string][] = [
    [factorLockedCopy.accountLabel, String(facts.email ?? 'unknown')],
    [factorLockedCopy.lockedUntilLabel, lockedUntil],
  ];
  const { text, html } = factsEmail({ intro, lines, advice: factorLockedCopy.advice });
  return { subject: factorLockedCopy.subject, text, html };
}
