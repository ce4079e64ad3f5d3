import { vitestConfig } from '@shop/config/vitest';

// The tests against the sandbox live in tooling/contract-tests: the sandbox depends on this
// package's contract, so this package cannot depend on the sandbox (a cycle for turbo). These
// thresholds are what the unit tests reach on their own (fake server, timing, failure paths).
export default vitestConfig(
  { coverage: { lines: 85, branches: 75 } },
  { test: { exclude: ['src/__tests__/fake-server.ts'] } },
);
