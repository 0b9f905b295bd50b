/*
 * The wording of the team's security alerts, read by the deliver-leads Edge Function (Deno):
 * plain data with no imports.
 */

export const factorLockedCopy = {
  subject: 'An admin authenticator was locked after wrong codes',
  intro: (maxFailures: number, window: string) =>
    `Someone entered ${maxFailures} wrong authenticator codes for one admin account within ${window}, so the website has locked that authenticator. Until the time below, no code is accepted for it, the right one included.`,
  accountLabel: 'Account',
  lockedUntilLabel: 'Locked until',
  advice:
    'If this was not a member of the team, the password of this account is known to someone else: change it, and sign out its other sessions.',
} as const;
