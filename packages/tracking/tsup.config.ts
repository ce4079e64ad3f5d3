import { packageConfig } from '@shop/config/tsup';

// Split: the Sentry SDK (`src/sentry-sdk.ts`, an optional peer) stays behind a dynamic import in
// its own chunk, so a consumer without @sentry/react can import this package.
export default packageConfig({
  entry: { index: 'src/index.ts', names: 'src/names.ts' },
  splitting: true,
});
