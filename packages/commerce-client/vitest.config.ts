import { fileURLToPath } from 'node:url';
import { vitestConfig } from '@shop/config/vitest';

// The sandbox depends on this package's contract, so it cannot also be a
// dependency here (a cycle for turbo): its source is aliased for the tests,
// and turbo.json lists it among this package's test inputs.
const sandbox = fileURLToPath(new URL('../../tooling/sandbox/src/index.ts', import.meta.url));

export default vitestConfig(
  // A ratchet while the client grows (issue 5 sets 90 / 90): raise it with every change.
  { coverage: { lines: 65, branches: 50 } },
  { resolve: { alias: { '@shop/sandbox': sandbox } }, test: { exclude: ['src/__tests__/fake-server.ts'] } },
);
