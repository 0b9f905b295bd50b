/**
 * The root of every desk query key: invalidating it reloads all the desk shows (Refresh, a change
 * that moves counts and clocks), and removing it on sign-out leaves nothing for the next account.
 */
export const deskKeys = { all: ['leads'] as const };
