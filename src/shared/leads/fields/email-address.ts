/**
 * The one shape of email address a lead may carry, checked by the forms and by the check
 * constraint of every lead table's email column (supabase/migrations/20261127130000_one_mailbox_one_count.sql,
 * the same pattern; supabase/tests/field-parity.test.ts keeps the two equal).
 *
 * A plain address: dot-separated atoms of letters, digits and _ ' + - before the @, a dotted
 * domain after it, ending in a letters-only top-level domain. No comments, display names or
 * quotes, and none of ( ) < > " , ? % : a mail server reads them as a second mailbox, and a
 * mailto: link as parameters.
 */
export const plainEmailPattern =
  /^[A-Za-z0-9_'+-]+(\.[A-Za-z0-9_'+-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
