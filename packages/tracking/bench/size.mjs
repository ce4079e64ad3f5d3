// What tracking costs a page: the package with its dependencies. web-vitals
// and the Sentry SDK are dynamic imports and must land in lazy chunks.
// Target: the part that loads with the page under 6 KB gzip.
//   pnpm --filter @shop/tracking bench
import { measureBundle, printBundle } from '@shop/config/bundle-size';

const page = printBundle(await measureBundle(new URL('../src/index.ts', import.meta.url).pathname));
console.log(`initial tracking code: ${page.toFixed(1)} KB gzip (target < 6 KB)`);
