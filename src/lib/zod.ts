import * as z from 'zod/mini';

/**
 * zod for every schema of the app, in its tree-shakable `zod/mini` form: the forms use a few
 * string, enum and array checks, and the full builder API would add about 17 KB gzip to every
 * form page. The production Content-Security-Policy allows no `eval`, and
 * zod's just-in-time parser probes for it with `new Function`, which the browser reports as a
 * policy violation even though zod catches the error. Jitless parsing skips the probe.
 */
z.config({ jitless: true });

export { z };
