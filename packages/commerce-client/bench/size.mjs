// What the client costs a browser page: everything the package exports
// (client, contract, ky, zod/mini, jwt-decode, and urql core for the
// gateway) bundled, minified and gzipped with esbuild with code splitting,
// as an app bundler would. urql is a dynamic import: it loads with the first
// gateway call. Target: under 25 KB gzip.
//   pnpm --filter @shop/commerce-client bench
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const result = await build({
  entryPoints: { client: new URL('./entry.js', import.meta.url).pathname },
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  conditions: ['@shop/source'],
  outdir: '/tmp/shop-commerce-client-size',
  write: false,
  metafile: true,
});

const outputs = result.metafile.outputs;
const byBase = (path) => Object.keys(outputs).find((k) => k.split('/').pop() === path.split('/').pop());
const entryKey = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('entry.js'));
const initial = new Set();
const walk = (key) => {
  if (!key || initial.has(key)) return;
  initial.add(key);
  for (const imp of outputs[key].imports) if (imp.kind === 'import-statement') walk(byBase(imp.path));
};
walk(entryKey);

let initialKb = 0;
let totalKb = 0;
for (const file of result.outputFiles.filter((f) => f.path.endsWith('.js'))) {
  const key = byBase(file.path);
  const gzip = gzipSync(file.contents, { level: 9 }).length / 1024;
  totalKb += gzip;
  if (initial.has(key)) initialKb += gzip;
  const packages = [
    ...new Set(
      Object.keys(outputs[key]?.inputs ?? {}).map(
        (p) =>
          /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(p)?.[1] ??
          '@shop/commerce-client',
      ),
    ),
  ];
  console.log(
    `${initial.has(key) ? 'initial' : 'lazy   '} ${(file.contents.length / 1024).toFixed(1).padStart(6)} KB minified ${gzip.toFixed(1).padStart(5)} KB gzip  ${packages.join(', ')}`,
  );
}
console.log(
  `client + contract: ${initialKb.toFixed(1)} KB gzip loaded with the page, ${totalKb.toFixed(1)} KB gzip in all (target < 25 KB)`,
);
