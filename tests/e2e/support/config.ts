import { loadEnv } from 'vite';
import { brand } from '../../../src/config/constants';
import { resolveDeployment } from '../../../src/config/overrides';

/**
 * The deployment values the browser tests' build baked in: `npm run build:test` builds in mode
 * `test`, so the same `.env` files and `VITE_*` variables resolve here exactly as they did there.
 */
export const testDeployment = resolveDeployment(loadEnv('test', process.cwd(), 'VITE_'));

export { brand };
