import { resolveDeployment } from './overrides';

/** The deployment values baked into this bundle by Vite at build time. */
export const deployment = resolveDeployment(import.meta.env);
