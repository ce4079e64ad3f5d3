// What the client costs a browser page: the package entry with gql.tada's
// runtime and the parsed query documents; urql core and the contentful SDK
// (with axios) are dynamic imports that load with the first query / the
// first entry fetch.   pnpm --filter @shop/cms bench
import { measureBundle, printBundle } from '@shop/config/bundle-size';

const chunks = await measureBundle(new URL('../src/index.ts', import.meta.url).pathname);
const page = printBundle(chunks);
const all = chunks.reduce((sum, c) => sum + c.gzipKb, 0);
console.log(`@shop/cms: ${page.toFixed(1)} KB gzip loaded with the page, ${all.toFixed(1)} KB gzip in all`);
