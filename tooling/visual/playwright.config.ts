import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium.ts';

/** Where the static Storybook build is served for the pictures. */
export const STORYBOOK_URL = 'http://127.0.0.1:6106';
/** The page pictures' own sandbox (fresh seed) and brand servers, apart from the e2e suite's 4000–4204. */
export const PAGES_SANDBOX_URL = 'http://127.0.0.1:4400';
export const PAGE_BRANDS = [
  { id: 'bygg', port: 4401 },
  { id: 'konr', port: 4402 },
  { id: 'kasp', port: 4403 },
  { id: 'opti', port: 4404 },
] as const;
/** The instant the servers' and the browser's clocks start at: a Tuesday, 09:00 in Stockholm. */
export const FIXED_NOW = '2026-11-24T08:00:00.000Z';

export default defineConfig({
  testDir: './tests',
  // Every pixel is compared exactly (threshold 0: a one-step change of a colour token is below
  // Playwright's default colour tolerance). Up to 16 pixels may differ: the anti-aliased edge of
  // a rounded corner can move by one step between two runs, while a changed token moves
  // whole backgrounds, borders and texts.
  expect: { toHaveScreenshot: { threshold: 0, maxDiffPixels: 16, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // One worker: `./shop test` runs the pictures beside the e2e suite, the longest step, on a 2-core
  // runner; two workers here took both cores from it (32 min in all, the budget is 30). One worker
  // pictures all 299 in about 21 min there, so the suite's own limit is 30.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  globalTimeout: 30 * 60_000,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: STORYBOOK_URL,
    browserName: 'chromium',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--font-render-hinting=none'],
      timeout: 30_000,
    },
  },
  projects: [
    { name: 'stories', testMatch: 'stories.spec.ts' },
    // One page after the other, in the file's order: each server sees the same requests every run.
    { name: 'pages', testMatch: 'pages.spec.ts', fullyParallel: false },
  ],
  webServer: [
    {
      command: 'node serve.ts ../../packages/ui/storybook-static 6106',
      url: `${STORYBOOK_URL}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import ./fixed-world.ts ../sandbox/src/cli.ts',
      url: `${PAGES_SANDBOX_URL}/health`,
      env: { SANDBOX_PORT: '4400', SANDBOX_DB: ':memory:', FIXED_NOW },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...PAGE_BRANDS.map((brand) => ({
      command: `node --import ./fixed-world.ts ../../apps/${brand.id}/dist/server/index.js`,
      url: `http://127.0.0.1:${brand.port}/health`,
      env: {
        PORT: String(brand.port),
        HOST: '127.0.0.1',
        COMMERCE_URL: PAGES_SANDBOX_URL,
        SESSION_SECRET: 'visual-session-secret-of-32-characters',
        HTML_CACHE_SECONDS: '0',
        FIXED_NOW,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    })),
  ],
});
