import { useId } from 'react';

/** The name a form bot expects to fill; people never see the field. */
export const HONEYPOT_NAME = 'company_fax';

/**
 * A field only bots fill (docs/decisions/0003-security-model.md). Off-screen rather than `display: none`, which many bots
 * skip; out of the tab order and hidden from assistive tech so no person lands in it.
 * Uncontrolled: read it at submit time with `readHoneypot(form)`.
 */
export function Honeypot() {
  const id = `${HONEYPOT_NAME}${useId().replace(/:/g, '')}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden" data-slot="honeypot">
      <label htmlFor={id}>Company fax (leave empty)</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The honeypot's value in the submitted form ('' when absent). Pass `event.target` or the form. */
export function readHoneypot(form: EventTarget | null | undefined): string {
  if (!(form instanceof HTMLFormElement)) return '';
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement ? field.value : '';
}
