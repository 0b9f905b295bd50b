/**
 * How long a signed download link to a lead's file may live. A link works for whoever holds it,
 * even after its signer signs out, so it lives only as long as it is needed:
 * - the desk opens a file at once: its links last a minute, and no signed-in user may ask for
 *   more than five;
 * - a supplier's brief page gets a link per click to one neutral copy, signed by the brief-files
 *   function as the service role once the supplier accepted the terms: five minutes;
 * - the one longer link (seven days) was the drawing link a brief's email carried until briefs
 *   linked their page instead; only the service may still sign that long.
 * The embedded Storage enforces both caps (supabase/local/storage/object-routes.ts).
 */
export const signedLinkSeconds = {
  desk: 60,
  signedInMax: 5 * 60,
  supplierBriefDrawing: 7 * 24 * 60 * 60,
  briefPageDownload: 5 * 60,
} as const;
