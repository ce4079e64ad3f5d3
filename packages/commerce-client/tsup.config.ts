import { packageConfig } from '@shop/config/tsup';

export default packageConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  splitting: true,
});
