import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../config/chromium.ts';

/** Where the static Storybook build is served for the pictures. */
export const STORYBOOK_URL = 'http://127.0.0.1:6106';

export default defineConfig({
  testDir: './tests',
  // Pictures are compared pixel by pixel: the same machine, fonts and browser give the same
  // pixels, so no threshold hides a one-step colour change.
  expect: { toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
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
