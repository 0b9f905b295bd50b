/*
 * The wording of the team's security alerts, read by the deliver-leads Edge Function (Deno):
 * plain data with no imports.
 */

export const factorLockedCopy = {
  subject: 'An admin authenticator was locked after wrong codes',
  intro: (maxFailures: number, window: string, inARow: number) =>
    `Someone entered too many wrong authenticator codes for one admin account (${maxFailures} within ${window}, or ${inARow} in a row), so the website has locked that authenticator. Until the time below, a sign-in with it opens no lead, the right code included. Sessions that were signed in before the lock keep working.`,
  accountLabel: 'Account',
  lockedUntilLabel: 'Locked until',
  advice:
    'If this was not a member of the team, the password of this account is known to someone else: change it, and sign out its other sessions.',
} as const;
