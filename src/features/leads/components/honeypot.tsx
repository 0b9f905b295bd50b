import { useId } from 'react';

/**
 * The honeypot's name: a field bots fill because it is there, but one that neither browser
 * autofill nor password managers recognise (no name, email, phone, fax, company or address word),
 * so a person's saved details never land in it and turn a real lead into a silent "bot".
 */
export const HONEYPOT_NAME = 'referral_code';

/**
 * A field only bots fill (docs/decisions/0003-security-model.md). Off-screen rather than
 * `display: none`, which many bots skip; out of the tab order and hidden from assistive tech so no
 * person lands in it. `autocomplete="off"` and the password managers' own opt-out attributes
 * (1Password, LastPass, Bitwarden, Dashlane) keep autofill away from it.
 * Uncontrolled: read it at submit time with `readHoneypot(form)`.
 */
export function Honeypot() {
  const id = `${HONEYPOT_NAME}${useId().replace(/:/g, '')}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-slot="honeypot">
      <label htmlFor={id}>Referral code (leave empty)</label>
      <input
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
        defaultValue=""
      />
    </div>
  );
}

/** The honeypot's value in the submitted form ('' when absent). Pass `event.target` or the form. */
export function readHoneypot(form: EventTarget | null | undefined): string {
  if (!(form instanceof HTMLFormElement)) return '';
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement ? field.value : '';
}
