#!/usr/bin/env node
// `shop-dts [dist]`, after `tsc --emitDeclarationOnly`: makes a package's declarations resolve
// under every `moduleResolution` a consumer may use, `bundler` and `node16`/`nodenext` alike.
//
// - Relative specifiers get the file Node would load: `./calendar` becomes `./calendar.js`, a
//   folder `./contract` becomes `./contract/index.js`. The sources import without extensions (a
//   bundler resolves them), and tsc copies specifiers as written, so under nodenext a consumer's
//   typecheck failed on every one (TS2834/TS2307).
// - Side-effect CSS imports (`import './x.css'`) are removed: the CSS is bundled into the
//   package's own stylesheet, so those files are not beside the declarations (TS2882), and they
//   carry no types.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g;
const CSS_IMPORT = /^import\s+['"][^'"]+\.css['"];?\r?\n/gm;

/** The specifier Node resolves to the declaration tsc wrote for `spec`, from the file in `dir`. */
function withExtension(dir, spec) {
  if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return spec;
  const target = join(dir, spec);
  if (existsSync(`${target}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${spec.replace(/\/$/, '')}/index.js`;
  throw new Error(`shop-dts: ${spec} (from ${dir}) matches no declaration file`);
}

let changed = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      // Line by line, past comments: a JSDoc example may show an import that is no file here.
      const out = text
        .replace(CSS_IMPORT, '')
        .split('\n')
        .map((line) =>
          /^\s*(\*|\/\*|\/\/)/.test(line)
            ? line
            : line.replace(
                SPECIFIER,
                (_, lead, quote, spec) => `${lead}${quote}${withExtension(dirname(path), spec)}${quote}`,
              ),
        )
        .join('\n');
      if (out !== text) {
        writeFileSync(path, out);
        changed += 1;
      }
    }
  }
}
if (!existsSync(dist)) throw new Error(`shop-dts: no ${dist} (run after tsc)`);
walk(dist);
console.log(`shop-dts: ${changed} declaration files resolve under nodenext`);
