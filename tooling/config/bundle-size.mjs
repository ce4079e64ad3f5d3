// Bundle cost as an app bundler would see it: esbuild, minified, code-split,
// gzipped. Shared by the packages' size benches.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Bundles `entry` and reports each output chunk: minified and gzip size,
 * whether it loads with the page (the entry and its static imports,
 * transitively) or lazily, and the packages it holds.
 */
export async function measureBundle(entry, { conditions = ['@shop/source'] } = {}) {
  const result = await build({
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions,
    outdir: '/tmp/shop-bundle-size',
    write: false,
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const keyOf = (path) => Object.keys(outputs).find((k) => k.split('/').pop() === path.split('/').pop());
  const initial = new Set();
  const walk = (key) => {
    if (!key || initial.has(key)) return;
    initial.add(key);
    for (const imp of outputs[key].imports) if (imp.kind === 'import-statement') walk(keyOf(imp.path));
  };
  walk(Object.keys(outputs).find((k) => outputs[k].entryPoint));
  return result.outputFiles
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => {
      const key = keyOf(file.path);
      const packages = [
        ...new Set(
          Object.keys(outputs[key]?.inputs ?? {}).map(
            (p) =>
              /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(p)?.[1] ??
              'own code',
          ),
        ),
      ];
      return {
        initial: initial.has(key),
        minifiedKb: file.contents.length / 1024,
        gzipKb: gzipSync(file.contents, { level: 9 }).length / 1024,
        packages,
      };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipKb - a.gzipKb);
}

/** Prints the chunks and returns the gzip size that loads with the page. */
export function printBundle(chunks) {
  for (const c of chunks) {
    console.log(
      `${c.initial ? 'initial' : 'lazy   '} ${c.minifiedKb.toFixed(1).padStart(6)} KB minified ${c.gzipKb.toFixed(1).padStart(6)} KB gzip  ${c.packages.join(', ')}`,
    );
  }
  return chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzipKb, 0);
}
