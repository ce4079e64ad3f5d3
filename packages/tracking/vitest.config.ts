import { fileURLToPath } from 'node:url';
import { vitestConfig } from '@shop/config/vitest';

// The sandbox is aliased, not a dependency: it may one day import this package.
const sandbox = fileURLToPath(new URL('../../tooling/sandbox/src/index.ts', import.meta.url));

export default vitestConfig(
  { coverage: { lines: 90, branches: 85 } },
  { resolve: { alias: { '@shop/sandbox': sandbox } } },
);
