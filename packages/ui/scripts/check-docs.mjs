// Every component exported from src/index.ts has a Docs page in the built catalogue.
// Run after `pnpm build-storybook`: `pnpm check:docs` (turbo runs the build first).
//
// A component is a value export in PascalCase (types, SCREAMING_CASE constants and
// camelCase functions are left out). Its Docs page is the autodocs entry of
// storybook-static/index.json whose title ends in the component's name
// ('Components/Button', 'Content/CmsHero'), and its stories file must give the page
// a description (`parameters.docs.description.component`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexTs = path.join(root, 'src/index.ts');
const indexJson = path.join(root, 'storybook-static/index.json');

/**
 * The names `index.ts` exports as values, in PascalCase. It holds only `export { … } from`,
 * `export type { … } from` and plain declarations; type-only exports are skipped.
 */
export function exportedComponents(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const names = [];
  for (const [, typeOnly, list] of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/).at(-1));
    }
  }
  for (const [, name] of code.matchAll(
    /export\s+(?:async\s+)?(?:function|const|class)\s+([A-Za-z_$][\w$]*)/g,
  )) {
    names.push(name);
  }
  return [...new Set(names)].filter((name) => /^[A-Z][a-z0-9]/.test(name)).sort();
}

if (!existsSync(indexJson)) {
  console.error(`${path.relative(process.cwd(), indexJson)} is missing: run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

const components = exportedComponents(readFileSync(indexTs, 'utf8'));
const entries = Object.values(JSON.parse(readFileSync(indexJson, 'utf8')).entries);
const docs = entries.filter((entry) => entry.type === 'docs');
const autodocs = new Map(
  docs
    .filter((entry) => entry.tags?.includes('autodocs'))
    .map((entry) => [entry.title.split('/').at(-1), entry]),
);

const problems = [];
for (const name of components) {
  const entry = autodocs.get(name);
  if (!entry) {
    problems.push(`${name}: no Docs page (a stories file titled '…/${name}' with tags: ['autodocs'])`);
    continue;
  }
  const stories = readFileSync(path.resolve(root, entry.importPath), 'utf8');
  if (!/docs:\s*\{\s*description:\s*\{\s*component:/.test(stories)) {
    problems.push(`${name}: ${entry.importPath} gives no parameters.docs.description.component`);
  }
}
if (!docs.some((entry) => entry.title === 'Introduction')) problems.push('Introduction: no MDX page');

console.log(
  `${components.length} exported components, ${components.length - problems.filter((p) => !p.startsWith('Introduction')).length} with a described Docs page; ${docs.length} docs entries in index.json.`,
);
if (problems.length > 0) {
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
