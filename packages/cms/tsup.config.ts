import { packageConfig } from '@shop/config/tsup';

export default packageConfig({
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  splitting: true,
});
