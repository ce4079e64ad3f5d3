import { vitestConfig } from '@shop/config/vitest';

// The session and content tests run against the sandbox (a devDependency: turbo re-runs them when it changes).
// prom-client is pre-bundled: its @opentelemetry/api, under the base's `module` condition, is an
// ESM build with extensionless imports that Node cannot load, and esbuild can.
export default vitestConfig(
  {},
  {
    test: {
      environment: 'node',
      deps: { optimizer: { ssr: { enabled: true, include: ['prom-client'] } } },
    },
  },
);
