import { vitestConfig } from '@shop/config/vitest';

// One file, its steps in order against one running setup (Redis, two processes, nginx).
export default vitestConfig(
  {},
  { test: { environment: 'node', testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false } },
);
