import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium.ts';
import { brands, EVERY_BRAND, SANDBOX_URL } from './brands.ts';

const reuse = !process.env.CI;
/** The brands' servers seal session cookies with this; any value of 32+ characters does for tests. */
const SESSION_SECRET = process.env.SESSION_SECRET || 'e2e-session-secret-of-32-characters';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Nothing here may hang the suite: each test has Playwright's 30 s, the browser 30 s to
  // start, each server below 30 s to answer, and the whole run 45 minutes (about 12 here).
  timeout: 30_000,
  globalTimeout: 45 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, timeout: 30_000 },
  },
  // Every test runs in the default brand; another brand runs the tests tagged for it (brands.ts).
  projects: brands.map((brand, n) => ({
    name: brand.id,
    ...(n === 0 ? {} : { grep: [new RegExp(EVERY_BRAND), new RegExp(`@${brand.id}\\b`)] }),
    use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${brand.port}` },
  })),
  webServer: [
    {
      command: 'node ../sandbox/src/cli.ts',
      url: `${SANDBOX_URL}/health`,
      env: { SANDBOX_PORT: '4000', SANDBOX_DB: ':memory:' },
      reuseExistingServer: reuse,
      timeout: 30_000,
    },
    ...brands.map((brand) => ({
      // The brand's built server, as it is deployed.
      command: `node ../../apps/${brand.id}/dist/server/index.js`,
      // No page cache for visitors: journeys change the sandbox's data and reload at once
      // (server.spec.ts runs a server with the default cache).
      env: {
        PORT: String(brand.port),
        HOST: '127.0.0.1',
        SESSION_SECRET,
        HTML_CACHE_SECONDS: '0',
        PUNCHOUT_TEST_URL: `${SANDBOX_URL}/procurement`,
        // Tracking on, as in production, with the sandbox's stand-ins: its tag-manager container
        // script and its error-reporting sink (tracking.spec.ts reads both).
        GTM_ID: `GTM-E2E${brand.id.toUpperCase()}`,
        GTM_SCRIPT_URL: `${SANDBOX_URL}/gtm.js`,
        SENTRY_DSN: `http://e2epublickey@127.0.0.1:4000/errors/1`,
        SHOP_ENV: 'e2e',
        // As behind a load balancer: X-Forwarded-Proto counts (server.spec.ts reads HSTS with it).
        TRUST_PROXY: '1',
      },
      url: `http://127.0.0.1:${brand.port}/health`,
      reuseExistingServer: reuse,
      timeout: 30_000,
    })),
  ],
});
