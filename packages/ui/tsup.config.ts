import { packageConfig } from '@shop/config/tsup';

// Split: parts a page opens later (the gallery's enlarged view, the variant select) are chunks of
// their own for a consumer's bundler too.
export default packageConfig({
  platform: 'browser',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  splitting: true,
});
