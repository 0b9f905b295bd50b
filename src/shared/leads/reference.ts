/*
 * A lead's short reference, derived from its id: the id is made by the form (a random uuid, so a
 * retry is recognised as the same row) and stored as the row's primary key, so the visitor's
 * success view, the receipt, the team alert and the desk all derive the same reference from the
 * same stored value, and nothing has to be read back to show it. Plain data with no imports, so
 * the Deno Edge Function uses it too (docs/decisions/0023-lead-reference-and-due-time.md).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "FB-3F9A-C21B": the first 8 hex digits of the id, upper case, in two groups of four. */
export function leadReference(id: string): string {
  if (!UUID.test(id)) throw new Error('A lead reference is derived from a uuid');
  const hex = id.slice(0, 8).toUpperCase();
  return `FB-${hex.slice(0, 4)}-${hex.slice(4)}`;
}
