// How another team uses our packages: every package meant for them is packed (`pnpm pack`, as a
// release would), the tarballs are installed into an empty project outside this workspace,
// every entry point is imported by Node, and a small consumer file is typechecked with tsc.
//
// The install needs no network: `@shop/*` come from the tarballs, and every third-party
// package (the tarballs' dependencies, the peers, the compiler) is linked to the copy this
// workspace installed, at the version its lockfile chose (README: why).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, runChecked } from '@shop/config/process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;

/** The packages other teams import, and their entry points. */
const PACKAGES: Record<string, string[]> = {
  'delivery-rules': ['@shop/delivery-rules'],
  'stock-rules': ['@shop/stock-rules'],
  punchout: ['@shop/punchout'],
  'cart-machine': ['@shop/cart-machine'],
  'commerce-client': ['@shop/commerce-client', '@shop/commerce-client/contract'],
  cms: ['@shop/cms', '@shop/cms/react'],
  tracking: ['@shop/tracking'],
  ui: ['@shop/ui'],
};

/** What a consumer installs beside the tarballs: the peers, and the types and compiler of the typecheck. */
const BESIDE = ['react', 'react-dom', 'xstate', '@types/react', 'typescript'];

/**
 * Where this workspace installed a third-party package: the real folder of the copy that a
 * workspace package (or the root) resolves, whose own dependencies sit beside it in pnpm's
 * virtual store. Null when no workspace package has it.
 */
function workspaceCopy(name: string): string | null {
  const from = [
    root,
    ...Object.keys(PACKAGES).map((p) => join(root, 'packages', p)),
    join(root, 'packages', 'storefront'),
  ];
  for (const dir of from) {
    const path = join(dir, 'node_modules', name);
    if (existsSync(path)) return realpathSync(path);
  }
  return null;
}

const CONSUMER = `
import { chosenDeliveryOption, type DeliveryType, isClosedDay, planDeliveryDates } from '@shop/delivery-rules';
import { centralStockColour, stockColour } from '@shop/stock-rules';
import { buildOciFields, parsePunchoutEntry } from '@shop/punchout';
import { cartStatusMachine } from '@shop/cart-machine';
import { CommerceError, createCommerceClient, memoryTokenStore } from '@shop/commerce-client';
import { Variant } from '@shop/commerce-client/contract';
import { createCmsClient } from '@shop/cms';
import { safeHref } from '@shop/cms/react';
import { createDataLayer, CURRENCY } from '@shop/tracking';
import { Button, fontFallbackCss, themeCss, themes } from '@shop/ui';

const method: DeliveryType | null = chosenDeliveryOption(['DBI', 'EXH'], {});
const closed: boolean = isClosedDay('2026-12-25');
const plan = planDeliveryDates({ deliveryIds: ['DBI'], cartDates: {}, savedDates: {}, now: new Date() });
const colour: 'yellow' | undefined = centralStockColour('VIR', { stockColours: true });
const text: string = stockColour({ locationId: '1001', quantity: 2, stocked: true }, { stockColours: false }).key;
const fields: [string, string][] = buildOciFields([]);
const entry = parsePunchoutEntry(new URLSearchParams('HOOK_URL=https://example.com'), { now: new Date() });
const machineId: string = cartStatusMachine.id;
const client = createCommerceClient({ commerceUrl: 'http://localhost:4000', tokenStore: memoryTokenStore() });
const isError: boolean = new Error('x') instanceof CommerceError;
const parsed = Variant.safeParse({});
const cms = createCmsClient({ space: 'shop-sandbox', accessToken: 'token' });
const href: string | null = safeHref('javascript:alert(1)');
const layer = createDataLayer({ gtmId: '' });
const currency: string = CURRENCY;
const css: string = themeCss(themes.bygg) + fontFallbackCss(themes.konr);
const button: typeof Button = Button;

export const used = [method, closed, plan, colour, text, fields, entry, machineId, client, isError, parsed, cms, href, layer, currency, css, button];
`;

let dir = '';
/** Each step's time limit: a step that hangs fails the test with its output instead of hanging it. */
const STEP_MS = 60_000;
const env = { ...process.env, CI: 'true' };

/** The third-party packages the tarballs depend on or expect as peers, by name. */
function thirdParty(): string[] {
  const names = new Set<string>();
  for (const name of Object.keys(PACKAGES)) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'peerDependencies'])
      for (const dep of Object.keys(manifest[field] ?? {})) if (!dep.startsWith('@shop/')) names.add(dep);
  }
  return [...names].sort();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-consumer-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  for (const name of Object.keys(PACKAGES))
    await runChecked('pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: join(root, 'packages', name),
      env,
      timeoutMs: STEP_MS,
    });
  const files = readdirSync(tarballs);
  const fileFor = (name: string) => {
    const file = files.find((f) => f.startsWith(`shop-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new Error(`No tarball for ${name} in ${files.join(', ')}`);
    return `file:${join(tarballs, file)}`;
  };
  const shop = Object.fromEntries(Object.keys(PACKAGES).map((name) => [`@shop/${name}`, fileFor(name)]));
  const linked: Record<string, string> = {};
  for (const name of [...thirdParty(), ...BESIDE]) {
    const copy = workspaceCopy(name);
    // An optional peer no workspace package installs (none today) is simply not there, as for a consumer who skips it.
    if (copy) linked[name] = `link:${copy}`;
  }
  const missing = BESIDE.filter((name) => !linked[name]);
  if (missing.length)
    throw new Error(`The workspace has no installed copy of ${missing.join(', ')}: run pnpm install`);
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'another-team',
        private: true,
        type: 'module',
        dependencies: {
          ...shop,
          react: linked.react,
          'react-dom': linked['react-dom'],
          xstate: linked.xstate,
        },
        devDependencies: {
          '@types/react': linked['@types/react'],
          typescript: linked.typescript,
        },
        // The tarballs' own `@shop/*` dependencies come from the tarballs too, and their
        // third-party ones from the workspace's copies: nothing is asked of a registry.
        pnpm: { overrides: { ...linked, ...shop } },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(project, 'consumer.ts'), CONSUMER);
  // A bundler-based app (Vite, webpack), as most teams that import these are, and a Node
  // service on node16/nodenext resolution, which finds a relative import only by its file name
  // (`shop-dts` of @shop/config writes those into the declarations).
  const compilerOptions = {
    target: 'es2022',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    jsx: 'react-jsx',
    lib: ['es2023', 'dom', 'dom.iterable'],
    types: [],
  };
  for (const [file, resolution] of [
    ['tsconfig.json', { module: 'esnext', moduleResolution: 'bundler' }],
    ['tsconfig.nodenext.json', { module: 'nodenext', moduleResolution: 'nodenext' }],
  ] as const) {
    writeFileSync(
      join(project, file),
      JSON.stringify({ compilerOptions: { ...compilerOptions, ...resolution }, files: ['consumer.ts'] }),
    );
  }
  // `--offline`: should anything still need the registry, pnpm says so at once
  // (ERR_PNPM_NO_OFFLINE_META names the package) instead of waiting on the network.
  await runChecked(
    'pnpm',
    [
      'install',
      '--offline',
      '--ignore-workspace',
      '--config.strict-peer-dependencies=false',
      '--config.auto-install-peers=false',
    ],
    { cwd: project, env, timeoutMs: STEP_MS },
  );
}, 5 * STEP_MS);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packages as another team installs them from their tarballs', () => {
  it.each(Object.values(PACKAGES).flat())('%s imports in Node', async (entry) => {
    const imported = await run(
      'node',
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); console.log(Object.keys(m).length);`,
      ],
      { cwd: join(dir, 'project'), env, timeoutMs: STEP_MS },
    );
    expect(imported.output).toMatch(/^\d+\s*$/);
    expect(Number(imported.output.trim())).toBeGreaterThan(0);
  });

  it('typechecks a consumer of every package with strict TypeScript, bundler resolution', async () => {
    const checked = await run(join(dir, 'project', 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], {
      cwd: join(dir, 'project'),
      env,
      timeoutMs: STEP_MS,
    });
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  it('typechecks the same consumer with nodenext resolution: no error in any @shop declaration', async () => {
    const checked = await run(
      join(dir, 'project', 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.nodenext.json'],
      { cwd: join(dir, 'project'), env, timeoutMs: STEP_MS },
    );
    const errors = checked.output.split('\n').filter((line) => /error TS\d+/.test(line));
    // contentful 11's own declarations (concept.d.ts, concept-scheme.d.ts) import without file
    // extensions: theirs to fix, and only a consumer with skipLibCheck off meets it (README).
    const ours = errors.filter((line) => !line.includes('/node_modules/contentful/'));
    expect(ours).toEqual([]);
    // tsc ran: it passed, or what failed it is listed above.
    if (checked.status !== 0) expect(errors.length).toBeGreaterThan(0);
  });
});
