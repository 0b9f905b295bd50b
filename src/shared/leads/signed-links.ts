/**
 * How long a signed download link to a lead's file may live. A link works for whoever holds it,
 * even after its signer signs out, so it lives only as long as it is needed:
 * - the desk opens a file at once: its links last a minute, and no signed-in user may ask for
 *   more than five;
 * - the one longer link is the drawing in a supplier's brief (seven days, for the supplier to
 *   quote), which only the server signs, as the service role, for exactly that file when the
 *   brief is sent.
 * The embedded Storage enforces both caps (supabase/local/storage/object-routes.ts).
 */
export const signedLinkSeconds = {
  desk: 60,
  signedInMax: 5 * 60,
  supplierBriefDrawing: 7 * 24 * 60 * 60,
} as const;
