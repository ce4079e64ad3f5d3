// What tracking costs a page: the package bundled, minified and gzipped with
// esbuild with code splitting, as an app bundler would. The Sentry SDK is a
// dynamic import, so it must land in a chunk of its own that loads only when
// error reporting starts. Target: the initial part under 6 KB gzip.
//   pnpm --filter @shop/tracking bench
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const result = await build({
  entryPoints: { tracking: new URL('../src/index.ts', import.meta.url).pathname },
  bundle: true,
  splitting: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outdir: '/tmp/shop-tracking-size',
  write: false,
  metafile: true,
});

const outputs = result.metafile.outputs;
const byBase = (path) => Object.keys(outputs).find((k) => k.split('/').pop() === path.split('/').pop());
// The initial part: the entry and whatever it imports statically, transitively.
const entryKey = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith('src/index.ts'));
const initial = new Set();
const walk = (key) => {
  if (!key || initial.has(key)) return;
  initial.add(key);
  for (const imp of outputs[key].imports) if (imp.kind === 'import-statement') walk(byBase(imp.path));
};
walk(entryKey);
const rows = result.outputFiles
  .filter((file) => file.path.endsWith('.js'))
  .map((file) => {
    const key = byBase(file.path);
    const inputs = Object.keys(outputs[key]?.inputs ?? {});
    const kind = initial.has(key)
      ? 'initial'
      : inputs.some((i) => i.includes('@sentry'))
        ? 'lazy: Sentry'
        : inputs.some((i) => i.includes('web-vitals'))
          ? 'lazy: web-vitals'
          : 'lazy';
    return {
      kind,
      minified: file.contents.length / 1024,
      gzip: gzipSync(file.contents, { level: 9 }).length / 1024,
    };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind));

for (const row of rows)
  console.log(
    `${row.kind.padEnd(18)} ${row.minified.toFixed(1).padStart(7)} KB minified  ${row.gzip.toFixed(1).padStart(6)} KB gzip`,
  );
const initialKb = rows.filter((r) => r.kind === 'initial').reduce((sum, r) => sum + r.gzip, 0);
console.log(`initial tracking code: ${initialKb.toFixed(1)} KB gzip (target < 6 KB)`);
