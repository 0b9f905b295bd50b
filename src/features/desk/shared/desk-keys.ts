/**
 * The root of the desk's lead and RFQ query keys: invalidating it reloads what they show (Refresh,
 * a change that moves counts and clocks). Sign-out forgets it with the rest (forget-desk-data.ts).
 */
export const deskKeys = { all: ['leads'] as const };
