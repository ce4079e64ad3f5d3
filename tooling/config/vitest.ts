import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Shared vitest base: runs on source through the `@shop/source` condition,
 * writes a JSON report to `.reports/` (summed into the CI's
 * `N passed, N failed` line) and, with `coverage`, enforces thresholds.
 */
export function vitestConfig(
  options: {
    coverage?: { lines: number; branches: number; functions?: number; statements?: number };
    name?: string;
  } = {},
  overrides: ViteUserConfig = {},
) {
  // One report per run: a package whose suite runs under several time zones
  // keeps one file per zone, so the CI totals count every run.
  const suffix = options.name ?? process.env.TZ?.replace(/[^A-Za-z0-9]+/g, '-');
  const reportFile = `.reports/vitest${suffix ? `-${suffix}` : ''}.json`;
  return defineConfig({
    resolve: { conditions: ['@shop/source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['@shop/source', 'module', 'node', 'development|production'] } },
    ...overrides,
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: ['default', ['json', { outputFile: reportFile }]],
      ...(options.coverage
        ? {
            coverage: {
              provider: 'v8',
              include: ['src/**/*.{ts,tsx}'],
              exclude: [
                'src/**/*.test.{ts,tsx}',
                'src/**/*.bench.ts',
                'src/**/index.ts',
                'src/**/*.stories.tsx',
              ],
              reporter: ['text-summary', 'json-summary'],
              thresholds: options.coverage,
            },
          }
        : {}),
      ...overrides.test,
    },
  });
}
