import { vitestConfig } from '@shop/config/vitest';

// Each spawned step has its own limit (60 s, src/consumer.test.ts); a test waits for at most two.
export default vitestConfig({}, { test: { testTimeout: 120_000 } });
