import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { SERVER_COMMAND, SERVER_ENV } from './apps/server/node-args.mjs';
import { CHROMIUM_FLAGS } from './e2e/chromium';
import {
  APP_PORT,
  APP_URL,
  CATCHER_SMTP_PORT,
  CATCHER_URL,
  OIDC_ISSUER,
  OIDC_PORT,
} from './e2e/servers';

/**
 * Browser journeys against the BUILT app and server (`npm run build` first; `npm test` does it),
 * served by the compiled server on its own port with a throwaway embedded database and the demo data.
 * The browser is Debian's (`apt-get install -y chromium chromium-headless-shell`): no
 * `playwright install`.
 */
// Outside Playwright's outputDir, which Playwright empties while the server may already run.
const dataDir = 'test-results/e2e-data';

/**
 * Debian's headless shell when installed (.ci/run installs it): the browser without its window
 * machinery, a third less CPU for the same journeys (decision 074); else the full chromium.
 */
function chromium(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // No page checked by axe yet in this run (e2e/axe-audits.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A journey is short, but the machine may be shared: a minute before calling it stuck.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./e2e/summary-reporter.ts'],
  ],
  use: {
    baseURL: APP_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Headless Chromium says "HeadlessChrome", which isbot() reads as a crawler, and crawlers get
    // no error page (spec §2): the journeys browse as a person would.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? chromium(),
      args: [
        '--headless',
        ...CHROMIUM_FLAGS,
        // A journey's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend
        // more CPU compiling than their code saves there. Without them, the same journeys take
        // about a sixth less CPU (decision 087).
        '--js-flags=--no-maglev --no-turbofan',
      ],
    },
  },
  // The test OpenID provider and the mail catcher first, then the journeys' one app server, which
  // signs in through the provider and delivers its mails to the catcher. Playwright stops them all
  // at the end of the run.
  webServer: [
    {
      command: 'exec node --import tsx e2e/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_OIDC_PORT: String(OIDC_PORT), E2E_PORTAL_URL: APP_URL },
    },
    {
      command: 'exec node --import tsx e2e/mail-catcher.ts',
      url: `${CATCHER_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // A fresh database on every start, with the demo data and the accounts of
      // e2e/prepare-data.ts, then the compiled server, as `npm start` runs it (built by `npm run
      // build`).
      command: `rm -rf ${dataDir} && node --import tsx e2e/prepare-data.ts && exec ${SERVER_COMMAND}`,
      url: `${APP_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        ...SERVER_ENV,
        // What is deployed: React's production build. The demo accounts come from prepare-data.ts.
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: APP_URL,
        DATA_DIR: dataDir,
        // The error screens on demand (/__test/error/{status}) of apps/web/app/routes/test-error.tsx.
        E2E_ERROR_ROUTES: '1',
        LOG_LEVEL: 'warn',
        // Every journey logs in from 127.0.0.1: lift the per-IP and per-account login throttles,
        // and the password reset's (its journey may run again on a reused server).
        LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
        PASSWORD_RESET_MAX_PER_ACCOUNT: '100000',
        PASSWORD_RESET_MAX_PER_IP: '100000',
        // Required in production: the contact form's captcha signing key.
        ALTCHA_HMAC_KEY: 'e2e-altcha-key-0123456789abcdef0123456789abcdef',
        // Single sign-on through the test provider: one button more on the login page.
        OIDC_ISSUER,
        OIDC_CLIENT_ID: 'passerelle-e2e',
        OIDC_CLIENT_SECRET: 'passerelle-e2e-secret',
        OIDC_SCOPES: 'openid email profile siret',
        OIDC_BUTTON_LABEL: 'ProConnect',
        OIDC_TOKEN_ENCRYPTION_KEY: 'e2e-oidc-key-0123456789abcdef0123456789abcdef',
        // The outbox delivers to the mail catcher, at once, and retries soon: journeys wait for
        // their mails there (e2e/mails.ts).
        SMTP_URL: `smtp://127.0.0.1:${CATCHER_SMTP_PORT}`,
        MAIL_RETRY_BASE_MS: '500',
        // The timed tasks run here (the automatic tasks journey shows them and runs one now).
        FILES_CLEANUP_INTERVAL_MINUTES: '60',
        COLD_SURVEY_CHECK_MINUTES: '60',
        FAVORITE_ALERTS_CHECK_MINUTES: '60',
      },
    },
  ],
});
