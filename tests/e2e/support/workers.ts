/**
 * How many Playwright workers the e2e server seeds admins for (two each, supabase/local/config.ts
 * workerAdmin): playwright.config.ts passes it to the server as LOCAL_WORKER_ADMINS.
 */
export const E2E_WORKER_ADMINS = 4;
