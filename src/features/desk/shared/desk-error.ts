/*
 * What a failed change on the desk says. The database's refusals are written in words; a check
 * constraint the database enforces without its own message would surface as `violates check
 * constraint "name"`, which no one on the team should have to read: each known one is said in
 * words here, and any other in general words.
 */

const constraintWords: Readonly<Record<string, string>> = {
  introductions_hand_reason_visible: 'A pick by hand needs a reason of at least 3 characters that are not spaces.',
  introductions_answer_reason_visible: 'Say why the supplier declined, in at least 3 characters that are not spaces.',
  rfq_clock_pauses_reason_visible: 'A pause needs a reason of at least 3 characters that are not spaces.',
  introductions_brief_wording_object: 'The wording for the brief could not be saved as given.',
  introductions_files_checked_whole: 'Confirm the files were checked before sending.',
  supplier_certificates_verified_expiry: 'Give the certificate’s expiry date to verify it.',
  supplier_certificates_verified_whole: 'The certificate’s verification is incomplete: verify it again.',
  supplier_visits_revisit_after_visit: 'The revisit date must come after the visit.',
  supplier_visits_revisit_when_passed: 'Give a revisit date when the visit passed, and only then.',
  supplier_visits_outcome_check: 'Choose the visit’s outcome from the list.',
  suppliers_axes_with_multi_axis: 'Give the number of axes only for a supplier that does multi-axis machining.',
  suppliers_capacity_dated: 'Capacity needs the date it was set.',
  suppliers_email_check: 'Give a valid email address.',
  oem_leads_clock_due_check: 'The RFQ’s due time is not valid.',
  consultation_requests_clock_due_check: 'The RFQ’s due time is not valid.',
};

const GENERAL = 'A value was not accepted. Check the fields and try again.';

/** The message of an error from a desk change, in words the team can act on. */
export function deskErrorMessage(error: unknown): string {
  const message =
    typeof (error as { message?: unknown } | null)?.message === 'string' ? (error as { message: string }).message : '';
  const constraint = /violates (?:check|not-null|unique|foreign key) constraint "([^"]+)"/.exec(message)?.[1];
  if (constraint !== undefined) return constraintWords[constraint] ?? GENERAL;
  return message.trim() === '' ? GENERAL : message;
}

/** Whether the error is the database refusing a change (it carries a SQLSTATE), rather than the network failing. */
export function isDatabaseRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
