import { defineConfig, type Options } from 'tsup';

/**
 * The one tsup base every package builds with: ESM only, no bundled
 * dependencies, target Node 24 / evergreen browsers. Declarations come from
 * `tsc -p tsconfig.build.json` because tsup's dts needs the TypeScript
 * compiler API, which TypeScript 7 (native) does not have.
 */
export function packageConfig(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    target: 'es2023',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    dts: false,
    treeshake: true,
    splitting: false,
    ...overrides,
  });
}
