#!/usr/bin/env node
// `pnpm release`: versions the packages from the pending changesets and packs them, without
// publishing. Run it on a release branch: `changeset version` writes the new versions and
// CHANGELOG.md files and consumes the changesets (commit that), and the tarballs other teams
// would install land in `.release/` (workspace:* dependencies become the real versions).
// Publishing stays a separate, deliberate step (`pnpm publish -r`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const out = join(root, '.release');

function run(command, args, cwd = root) {
  console.log(`[release] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[release] ${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(root, 'packages', entry.name))
  .filter((dir) => {
    try {
      return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private !== true;
    } catch {
      return false;
    }
  });

run('pnpm', ['exec', 'changeset', 'status']);
run('pnpm', ['exec', 'changeset', 'version']);
run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const dir of packages) run('pnpm', ['pack', '--pack-destination', out], dir);
const tarballs = readdirSync(out).filter((name) => name.endsWith('.tgz'));
console.log(`[release] ${tarballs.length} packages versioned and packed in .release/ (nothing published):`);
for (const name of tarballs) console.log(`  ${name}`);
