/**
 * Fetches and evaluates a form's checks (its zod schema and the resolver that runs it) ahead of
 * use, e.g. with a dialog's form as soon as it is wanted. Called from the form's own module once
 * it has arrived: the landing page's chunk holds no import of the checks. Failures are left to the
 * first submit, which reports them (./use-lead-form.ts).
 */
export function preloadChecks(loadSchema: () => Promise<unknown>): void {
  void Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).catch(() => undefined);
}
