import { packageConfig } from '@shop/config/tsup';

export default packageConfig({
  // `contract/index` so the JS lands beside tsc's `dist/contract/index.d.ts`: a `dist/contract.js`
  // next to that folder made the declarations' `./contract` imports resolve to untyped JS.
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts', errors: 'src/errors.ts' },
  splitting: true,
});
