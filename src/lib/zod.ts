import { z } from 'zod';

/**
 * zod for every schema of the app. The production Content-Security-Policy allows no `eval`, and
 * zod's just-in-time parser probes for it with `new Function`, which the browser reports as a
 * policy violation even though zod catches the error. Jitless parsing skips the probe.
 */
z.config({ jitless: true });

export { z };
