import { vitestConfig } from '@shop/config/vitest';

// These tests exercise @shop/commerce-client's source (the `@shop/source` condition): its
// coverage here is the calls' coverage against a real service; the package's own tests cover
// retries, timing and failure paths against a fake.
export default vitestConfig(
  {},
  {
    test: {
      coverage: {
        provider: 'v8',
        allowExternal: true,
        include: ['../../packages/commerce-client/src/**/*.ts'],
        exclude: ['**/*.test.ts', '**/__tests__/**', '**/index.ts'],
        reporter: ['text-summary', 'json-summary'],
        thresholds: { lines: 90, branches: 65 },
      },
    },
  },
);
