import { fileURLToPath } from 'node:url';
import { vitestConfig } from '@shop/config/vitest';

// The session tests run against the sandbox, from source (it is not a dependency of this package:
// it depends on the commerce client's contract); turbo.json lists it among the test inputs.
const sandbox = fileURLToPath(new URL('../../tooling/sandbox/src/index.ts', import.meta.url));

export default vitestConfig(
  {},
  { resolve: { alias: { '@shop/sandbox': sandbox } }, test: { environment: 'node' } },
);
