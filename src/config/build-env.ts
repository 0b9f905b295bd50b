import type { Deployment } from './overrides';

/** Replaced at build time by the validated deployment values (see `deploymentDefine`). */
declare const __DEPLOYMENT__: Deployment;

/** The deployment values baked into this bundle by Vite at build time. */
export const deployment: Deployment = __DEPLOYMENT__;
