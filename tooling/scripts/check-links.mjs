#!/usr/bin/env node
// Part of `pnpm lint`: every relative link in the repo's Markdown points at a file or folder of
// this repo. A link that leaves the clone (`../shared/…`) or names a file that is gone fails,
// with the file and line. Web links (`https:`) and in-page anchors are not checked.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const files = execFileSync('git', ['ls-files', '*.md', '**/*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.endsWith('CHANGELOG.md'));
const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const problems = [];
for (const file of [...new Set(files)]) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [, href] of line.matchAll(LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) continue;
      const path = decodeURIComponent(href.split('#')[0] ?? '');
      if (!path) continue;
      const target = resolve(dirname(join(root, file)), path);
      const where = `${file}:${i + 1}`;
      if (relative(root, target).startsWith('..')) problems.push(`${where}: ${href} leaves the repo`);
      else if (!existsSync(target)) problems.push(`${where}: ${href} does not exist`);
    }
  });
}
if (problems.length > 0) {
  console.error(`check-links: ${problems.length} broken link(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-links: ${files.length} Markdown files, every relative link inside the repo`);
