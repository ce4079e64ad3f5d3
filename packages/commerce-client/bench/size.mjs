// What the client costs a browser page: the package entry (client, contract,
// ky, urql core, zod/mini, jwt-decode) bundled, minified and gzipped with
// esbuild, as an app bundler would. Target: under 25 KB gzip.
//   pnpm --filter @shop/commerce-client bench
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const TARGET_KB = 25;
const entries = {
  'client + contract (everything)':
    "export * from '@shop/commerce-client'; export * from '@shop/commerce-client/contract';",
  'contract only': "export * from '@shop/commerce-client/contract';",
};

for (const [name, contents] of Object.entries(entries)) {
  const result = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@shop/source'],
    write: false,
    metafile: true,
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length / 1024;
  const inputs = Object.entries(
    result.metafile.outputs[Object.keys(result.metafile.outputs)[0]].inputs,
  ).reduce((acc, [path, { bytesInOutput }]) => {
    const pkg =
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ??
      '@shop/commerce-client';
    acc[pkg] = (acc[pkg] ?? 0) + bytesInOutput;
    return acc;
  }, {});
  const parts = Object.entries(inputs)
    .sort((a, b) => b[1] - a[1])
    .map(([pkg, bytes]) => `${pkg} ${(bytes / 1024).toFixed(1)} KB`)
    .join(', ');
  console.log(
    `${name}: ${(code.length / 1024).toFixed(1)} KB minified, ${gzip.toFixed(1)} KB gzip${name.startsWith('client') ? ` (target < ${TARGET_KB} KB)` : ''}`,
  );
  console.log(`  minified by package: ${parts}`);
}
