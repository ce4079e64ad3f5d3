// After `tsc --emitDeclarationOnly`: the declarations keep the components' `import './x.css'`
// lines, but the CSS is bundled into `dist/styles.css`, so those files do not exist beside the
// declarations and a consumer's strict typecheck fails on them (TS2882). They carry no types:
// remove them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = new URL('../dist', import.meta.url).pathname;
let stripped = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const out = text.replace(/^import\s+['"][^'"]+\.css['"];?\r?\n/gm, '');
      if (out !== text) {
        writeFileSync(path, out);
        stripped += 1;
      }
    }
  }
}
walk(dist);
console.log(`strip-dts-css: ${stripped} declaration files without CSS imports`);
