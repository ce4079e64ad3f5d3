import { fileURLToPath } from 'node:url';
import { vitestConfig } from '@shop/config/vitest';

// The tests run against a real sandbox. It is not a dependency of this
// package (the sandbox is a private tool, and a workspace edge would make
// every build of @shop/cms wait for the sandbox's dependencies): its source
// is aliased, and turbo.json lists it among the test inputs.
const sandbox = fileURLToPath(new URL('../../tooling/sandbox/src/index.ts', import.meta.url));

export default vitestConfig(
  // Branches stay lower: the mappers give every optional content field a `?? null` fallback.
  { coverage: { lines: 90, branches: 65 } },
  { resolve: { alias: { '@shop/sandbox': sandbox } }, test: { exclude: ['src/graphql-env.gen.ts'] } },
);
