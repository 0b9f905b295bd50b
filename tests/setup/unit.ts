import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';

// findBy*/waitFor give up after this long. Their default second is shorter than a lazy form's
// first render takes under a full suite on a loaded 2-core machine (3–4 s measured); a passing
// query returns as soon as it matches, so a longer bound costs nothing when all is well.
configure({ asyncUtilTimeout: 15_000 });

// The toast queue lives in its module, not in the rendered tree, so it outlives a test's render.
// Each test starts with none; otherwise a toast left by the test before could be read as this one's.
afterEach(() => {
  cleanup();
  clearToasts();
});
