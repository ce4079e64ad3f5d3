import { vitestConfig } from '@shop/config/vitest';

// The error sink test runs against the sandbox (a devDependency: turbo re-runs it when it changes).
export default vitestConfig({ coverage: { lines: 90, branches: 85 } });
