import { packageConfig } from '@shop/config/tsup';

export default [
  packageConfig({ platform: 'browser', external: [/^react/, /^@shop\//], loader: { '.json': 'json' } }),
  packageConfig({ entry: ['src/vite.ts', 'src/server.ts'], platform: 'node', clean: false }),
];
