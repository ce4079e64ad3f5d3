import { vitestConfig } from '@shop/config/vitest';

// The tests run against a real sandbox (a devDependency: turbo re-runs them when it changes).
export default vitestConfig(
  // Branches stay lower: the mappers give every optional content field a `?? null` fallback.
  { coverage: { lines: 90, branches: 65 } },
  { test: { exclude: ['src/graphql-env.gen.ts'] } },
);
