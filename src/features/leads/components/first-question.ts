/**
 * Spread on a dialog form's first question: the browser focuses it as the dialog opens, with no
 * script and no second focus inside the tap. The prerendered page has `autofocus` in its HTML
 * (React writes it only when rendering on the server); a form the app renders later is marked
 * `data-autofocus`, which the dialog turns into the attribute (lead-dialog.tsx).
 */
export const firstQuestion = {
  'data-autofocus': '',
  autoFocus: import.meta.env.SSR ? true : undefined,
} as const;
