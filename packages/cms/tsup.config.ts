import { packageConfig } from '@shop/config/tsup';

export default packageConfig({
  // `react/index` so the JS lands beside tsc's `dist/react/index.d.ts` (see commerce-client).
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  splitting: true,
});
