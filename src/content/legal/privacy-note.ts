/**
 * The line under every lead form. It promises only what holds for every form: details are never
 * sold. What each form's details are used for differs (a partner's sign-up also feeds the supplier
 * register; the template form has its own opt-in for emails), so the line sends the reader to the
 * privacy policy for that, rather than saying "only to answer your request".
 */
export const privacyNote = {
  before: 'We never sell these details. Our',
  link: 'privacy policy',
  after: 'says how we use them.',
} as const;
