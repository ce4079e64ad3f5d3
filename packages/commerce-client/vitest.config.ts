import { fileURLToPath } from 'node:url';
import { vitestConfig } from '@shop/config/vitest';

// The sandbox depends on this package's contract, so it cannot also be a
// dependency here (a cycle for turbo): its source is aliased for the tests,
// and turbo.json lists it among this package's test inputs.
const sandbox = fileURLToPath(new URL('../../tooling/sandbox/src/index.ts', import.meta.url));

export default vitestConfig(
  { coverage: { lines: 90, branches: 90 } },
  { resolve: { alias: { '@shop/sandbox': sandbox } }, test: { exclude: ['src/__tests__/fake-server.ts'] } },
);
