#!/usr/bin/env node
// Writes the storefront's layering into biome.json as `noRestrictedImports` overrides, one per
// domain folder: a domain imports only the domains below it in LAYERS (never a peer, never one
// above), and another domain only through its index.ts. `pnpm lint` then fails on a break with
// the rule's name (lint/style/noRestrictedImports) and the message below. Run after changing
// LAYERS: `node tooling/scripts/layering.mjs` (the storefront README lists the same order).
import { readFileSync, writeFileSync } from 'node:fs';

/** Top to bottom. Domains on one line are peers: they may not import each other. */
export const LAYERS = [
  ['app'],
  ['shell'],
  ['content', 'account', 'checkout'],
  ['catalogue'],
  ['lists'],
  ['cart'],
  ['punchout'],
  ['stores'],
  ['session'],
  ['core'],
];

const SRC = 'packages/storefront/src';
const TESTS = ['!**/*.test.ts', '!**/*.test.tsx', '!**/*.stories.tsx'];
const order = LAYERS.map((line) => line.join(', ')).join(' → ');

const overrides = LAYERS.flatMap((line, level) =>
  line.map((domain) => {
    const above = LAYERS.slice(0, level + 1)
      .flat()
      .filter((other) => other !== domain);
    // Files of app/server sit one folder deeper: '../../session/…' is the same reach.
    const prefixes = domain === 'app' ? ['../', '../../'] : ['../'];
    const patterns = [
      {
        group: prefixes
          .flatMap((p) => ['*/*', '*/**'].map((rest) => `${p}${rest}`))
          .concat(
            prefixes.flatMap((p) => [`!${p}messages/*.json`, `!${p}*/*.css`, `!${p}*/**/*.css`]),
            // From app/server, '../../core' is a domain's index and '../x' is app's own file.
            domain === 'app' ? ['!../../*', '!../server/*'] : [],
          ),
        message: `${domain}/ imports another domain only through its index.ts (storefront README, "Imports go down this list only").`,
      },
    ];
    if (above.length > 0)
      patterns.push({
        group: above.flatMap((other) => prefixes.flatMap((p) => [`${p}${other}`, `${p}${other}/*`])),
        message: `${domain}/ may import only the domains below it: ${order} (storefront README).`,
      });
    return {
      includes: [`${SRC}/${domain}/**`, ...TESTS],
      linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
    };
  }),
);

const config = JSON.parse(readFileSync('biome.json', 'utf8'));
config.overrides = overrides;
writeFileSync('biome.json', `${JSON.stringify(config, null, 2)}\n`);
console.log(`biome.json: ${overrides.length} layering overrides (${order})`);
