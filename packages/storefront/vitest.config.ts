import { vitestConfig } from '@shop/config/vitest';

// The session and content tests run against the sandbox (a devDependency: turbo re-runs them when it changes).
export default vitestConfig({}, { test: { environment: 'node' } });
