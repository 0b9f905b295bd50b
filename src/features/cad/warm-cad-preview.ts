/**
 * For a form's file input's click (a pointer or the keyboard opening the picker): opening the
 * picker is intent enough to start the preview's work in the background: the parser worker and
 * OpenCascade's compile, and the viewer's code (and its worker, with three.js). A visitor who
 * never opens the picker fetches none of it; the preview of the file they then choose starts from a warm worker. The parser's starter
 * is fetched here too, not carried by the page, and so is the preview's slot (the file rows' code
 * asks for it): their few hundred bytes would hold /quote at its JavaScript budget
 * (tests/e2e/js-budget.spec.ts).
 */
export function warmCadPreview(): void {
  void import('@/lib/cad/parse-in-worker').then(({ warmParser }) => warmParser()).catch(() => undefined);
  // The preview's code is asked for at once, beside its slot, not one import after it; the slot's
  // loader then finds it loaded.
  void Promise.all([import('./cad-preview-slot'), import('./cad-preview')])
    .then(([{ loadCadPreview }]) => loadCadPreview())
    .catch(() => undefined);
  // In a worker, the viewer's start is warmed too: three.js loads there while the visitor chooses.
  void import('./load-viewer')
    .then(({ loadViewer }) => loadViewer())
    .then(({ warmViewer }) => warmViewer())
    .catch(() => undefined);
}
