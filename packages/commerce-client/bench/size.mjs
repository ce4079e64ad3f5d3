// What the client costs a browser page: everything the package and its
// contract export (with ky, zod/mini, jwt-decode, and urql core, which is a
// dynamic import that loads with the first gateway call). Target: < 25 KB gzip.
//   pnpm --filter @shop/commerce-client bench
import { measureBundle, printBundle } from '@shop/config/bundle-size';

const chunks = await measureBundle(new URL('./entry.js', import.meta.url).pathname);
const page = printBundle(chunks);
const all = chunks.reduce((sum, c) => sum + c.gzipKb, 0);
console.log(
  `client + contract: ${page.toFixed(1)} KB gzip loaded with the page, ${all.toFixed(1)} KB gzip in all (target < 25 KB)`,
);
