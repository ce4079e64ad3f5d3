#!/usr/bin/env node
// `./shop start` (README Quick start 1): builds the brand app (default bygg,
// `BRAND=konr` for another) through turbo's cache, then serves it on :4173
// next to the sandbox on :4000, with the brand's own server (dist/server). Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const brand = process.env.BRAND || 'bygg';
const app = join(root, 'apps', brand);
if (!/^[a-z]+$/.test(brand) || !existsSync(join(app, 'brand.ts'))) {
  console.error(`[start] Unknown brand "${brand}". Brands: bygg (default), konr, kasp, opti.`);
  process.exit(2);
}

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    `--filter=@shop/app-${brand}...`,
    '--filter=@shop/sandbox...',
    '--output-logs=errors-only',
  ],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, ['src/cli.ts'], { cwd: join(root, 'tooling/sandbox'), stdio: 'inherit' }),
  // The brand's built server, as it is deployed (`node dist/server/index.js`).
  spawn(process.execPath, [join(app, 'dist', 'server', 'index.js')], {
    cwd: app,
    // A fresh session secret per start unless one is given: restarting signs everyone out.
    env: {
      ...process.env,
      PORT: '4173',
      // Customer admins can test punch-out against the sandbox's procurement simulator.
      PUNCHOUT_TEST_URL: process.env.PUNCHOUT_TEST_URL || 'http://localhost:4000/procurement',
      // Tracking as in production, with the sandbox's stand-ins: its tag-manager container (the
      // consent question shows; window.dataLayer fills) and its error sink (GET /__sandbox/errors).
      GTM_ID: process.env.GTM_ID ?? 'GTM-SANDBOX',
      GTM_SCRIPT_URL: process.env.GTM_SCRIPT_URL || 'http://localhost:4000/gtm.js',
      SENTRY_DSN: process.env.SENTRY_DSN ?? 'http://sandbox@localhost:4000/errors/1',
      SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
    },
    stdio: 'inherit',
  }),
];
console.log(`[start] ${brand}: storefront http://localhost:4173  sandbox http://localhost:4000`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
