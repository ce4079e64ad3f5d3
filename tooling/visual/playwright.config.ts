import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium.ts';

/** Where the static Storybook build is served for the pictures. */
export const STORYBOOK_URL = 'http://127.0.0.1:6106';

export default defineConfig({
  testDir: './tests',
  // Every pixel is compared exactly (threshold 0: a one-step change of a colour token is below
  // Playwright's default colour tolerance). Up to 16 pixels may differ: the anti-aliased edge of
  // a rounded corner can move by one step between two runs, while a changed token moves
  // whole backgrounds, borders and texts.
  expect: { toHaveScreenshot: { threshold: 0, maxDiffPixels: 16, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  globalTimeout: 20 * 60_000,
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
  webServer: {
    command: 'node serve.ts ../../packages/ui/storybook-static 6106',
    url: `${STORYBOOK_URL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
