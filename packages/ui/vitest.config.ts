import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@shop/config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// `test` and `test:storybook` run one project each; each keeps its own report.
const project = process.argv.includes('storybook') ? 'storybook' : 'unit';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@shop/source', 'module', 'browser', 'development|production'] },
  // Unit tests run in Node (Vite's ssr side): workspace packages from source there too.
  ssr: { resolve: { conditions: ['@shop/source', 'module', 'node', 'development|production'] } },
  test: {
    reporters: ['default', ['json', { outputFile: `.reports/vitest-${project}.json` }]],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
