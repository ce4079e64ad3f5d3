import { packageConfig } from '@shop/config/tsup';

export default [
  packageConfig({ platform: 'browser', external: [/^react/, /^@shop\//], loader: { '.json': 'json' } }),
  packageConfig({ entry: ['src/vite.ts', 'src/server.ts'], platform: 'node', clean: false }),
  // The renderer holds the whole app (pages split off as they are in the browser build).
  packageConfig({
    entry: ['src/render.tsx'],
    platform: 'node',
    clean: false,
    splitting: true,
    external: [/^react/, /^@shop\//],
    loader: { '.json': 'json' },
  }),
];
