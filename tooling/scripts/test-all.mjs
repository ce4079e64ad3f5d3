#!/usr/bin/env node
// The README's test command (`./shop test`): lint, typecheck, build, unit,
// Storybook interaction tests and Playwright e2e, through turbo's cache, then
// one line `N passed, N failed` summed over every runner's JSON report.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((top) =>
  readdirSync(join(root, top))
    .map((name) => join(root, top, name))
    .filter((dir) => existsSync(join(dir, 'package.json'))),
);

/**
 * Each step's time limit, in minutes. A fresh machine runs the whole suite in about 25 minutes
 * (README); CI stops at 90. A step past its limit is ended, with its whole process group, and
 * the run fails saying which step it was.
 */
const LIMIT_MINUTES = { apt: 10, lint: 10, turbo: 70 };

/** Runs one step in a process group of its own; resolves true when it exited 0 within its limit. */
function step(name, command, args, minutes, env = process.env) {
  console.log(`\n[test] ${name}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, detached: true });
    const stopGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      console.log(
        `\n[test] TIMEOUT: step '${name}' went past its ${minutes}-minute limit and was stopped (tooling/scripts/test-all.mjs, LIMIT_MINUTES)`,
      );
      stopGroup('SIGTERM');
      setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
    }, minutes * 60_000);
    // This script stopped (CI's own limit, ^C): its steps stop too.
    const forward = (signal) => {
      stopGroup(signal);
      process.exit(1);
    };
    process.once('SIGTERM', forward);
    process.once('SIGINT', forward);
    child.once('error', (error) => {
      console.log(`[test] ${name} could not start: ${error.message}`);
      clearTimeout(timer);
      resolve(false);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(code === 0);
    });
  });
}

/**
 * Debian's packages the suite runs against: Chromium (e2e), redis-server and nginx (the
 * session coordinator's tests and the scaled setup's, issue 39). Installed when missing.
 */
async function ensureDebianPackages() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(existsSync('/usr/bin/redis-server') ? [] : ['redis-server']),
    ...(existsSync('/usr/sbin/nginx') ? [] : ['nginx-light']),
  ];
  if (missing.length === 0) return;
  console.log(`[test] missing: ${missing.join(', ')}: installing Debian's packages with apt-get`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...missing],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    if (!(await step(args.slice(0, 2).join(' '), command, rest, LIMIT_MINUTES.apt, env)))
      throw new Error(`[test] ${args.join(' ')} failed`);
  }
}

/** Sums the JSON reports (vitest and Playwright) that this run left in `<package>/.reports/`. */
function summarise() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const lines = [];
  for (const dir of workspaceDirs) {
    const reports = join(dir, '.reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports).filter((f) => f.endsWith('.json'))) {
      const path = join(reports, file);
      if (!statSync(path).isFile()) continue;
      const report = JSON.parse(readFileSync(path, 'utf8'));
      let p;
      let f;
      let s;
      if (report.stats && 'expected' in report.stats) {
        // Playwright: a flaky test passed on retry; count it as passed.
        p = report.stats.expected + report.stats.flaky;
        f = report.stats.unexpected;
        s = report.stats.skipped;
      } else if ('numPassedTests' in report) {
        p = report.numPassedTests;
        f = report.numFailedTests;
        s = report.numPendingTests + report.numTodoTests;
        // A suite that failed to load counts as a failure even with no test in it.
        if (report.numFailedTestSuites > 0 && f === 0) f = report.numFailedTestSuites;
      } else {
        continue;
      }
      passed += p;
      failed += f;
      skipped += s;
      lines.push(`  ${relative(root, path)}: ${p} passed, ${f} failed${s ? `, ${s} skipped` : ''}`);
    }
  }
  return { passed, failed, skipped, lines };
}

// Stale reports would be counted again: clear them; turbo restores the
// reports of cached tasks from its cache.
for (const dir of workspaceDirs) rmSync(join(dir, '.reports'), { recursive: true, force: true });

const started = Date.now();
await ensureDebianPackages();
const results = [];
results.push(['lint', await step('lint', 'pnpm', ['run', 'lint'], LIMIT_MINUTES.lint)]);
results.push([
  'turbo',
  await step(
    'typecheck, build, unit, storybook, e2e',
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'typecheck',
      'build',
      'test:build',
      'test',
      'test:storybook',
      'build-storybook',
      'check:docs',
      'visual',
      'e2e',
      '--continue',
      '--concurrency=2',
      '--output-logs=new-only',
    ],
    LIMIT_MINUTES.turbo,
  ),
]);

const { passed, failed, skipped, lines } = summarise();
console.log('\n[test] reports:');
for (const line of lines) console.log(line);
const broken = results.filter(([, ok]) => !ok).map(([name]) => name);
if (broken.length) console.log(`[test] failed steps: ${broken.join(', ')}`);
// Lint, typecheck and build failures are not tests; they still fail the run.
const failedTotal = failed + (broken.length && failed === 0 ? broken.length : 0);
console.log(`[test] took ${Math.round((Date.now() - started) / 60_000)} min`);
console.log(`${passed} passed, ${failedTotal} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken.length || failed ? 1 : 0);
