import { defineConfig, devices } from '@playwright/test';
import { TEST_CLIENT_ADDRESS_HEADER } from './supabase/local/config';
import { E2E_WORKER_ADMINS } from './tests/e2e/support/workers';

// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
const port = Number(process.env.E2E_PORT || 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The preview server's lead delivery stack (mail capture, webhook receiver, deliver-leads and
// brief-files in Deno), on ports of their own so a `npm run dev` beside the tests keeps its defaults.
const mailPort = Number(process.env.E2E_MAIL_PORT || 5245);
const capture = `http://127.0.0.1:${mailPort}`;

/**
 * Browser tests run against the built, prerendered site served by `vite preview`, with the
 * embedded backend on a throwaway data directory. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Each worker has admins of its own (tests/e2e/support/workers.ts: at most E2E_WORKER_ADMINS).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf .data/e2e && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    env: {
      LOCAL_DB_DIR: '.data/e2e',
      // Each test is a visitor of its own (tests/e2e/support/test.ts): trust its address header.
      LOCAL_CLIENT_ADDRESS_FROM: TEST_CLIENT_ADDRESS_HEADER,
      LOCAL_SMTP_PORT: process.env.E2E_SMTP_PORT || '5244',
      LOCAL_MAIL_PORT: String(mailPort),
      LOCAL_FUNCTION_PORT: process.env.E2E_FUNCTION_PORT || '5246',
      // brief-files, behind /functions/v1/brief-files: beside deliver-leads unless named.
      LOCAL_BRIEF_FILES_PORT:
        process.env.E2E_BRIEF_FILES_PORT || String(Number(process.env.E2E_FUNCTION_PORT || '5246') + 1),
      LOCAL_DRAIN_EVERY_MS: '1000',
      // Two admins per worker, each with its own authenticator (tests/e2e/support/sign-in.ts).
      LOCAL_WORKER_ADMINS: String(E2E_WORKER_ADMINS),
      PARTNER_WEBHOOK_URL: `${capture}/webhooks/partner`,
      OEM_WEBHOOK_URL: `${capture}/webhooks/oem`,
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
