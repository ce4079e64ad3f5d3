// How another team uses our packages: every package meant for them is packed (`pnpm pack`, as a
// release would), the tarballs are installed into an empty project outside this workspace
// (their own dependencies from the registry or the local store, `@shop/*` from the tarballs),
// every entry point is imported by Node, and a small consumer file is typechecked with tsc.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** What a consumer installs beside them: the peers, and the types and compiler of the typecheck. */
function catalogVersion(name: string): string {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = workspace.split('\n').find((l) => l.trim().replace(/^["']|["']?:.*$/g, '') === name);
  const version = line
    ?.split(':')
    .slice(1)
    .join(':')
    .trim()
    .replace(/^["']|["']$/g, '');
  if (!version) throw new Error(`No catalog version for ${name}`);
  return version;
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
const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-consumer-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  for (const name of Object.keys(PACKAGES)) {
    const packed = run('pnpm', ['pack', '--pack-destination', tarballs], join(root, 'packages', name));
    if (packed.status !== 0) throw new Error(`pnpm pack ${name} failed:\n${packed.output}`);
  }
  const files = readdirSync(tarballs);
  const fileFor = (name: string) => {
    const file = files.find((f) => f.startsWith(`shop-${name}-`) && f.endsWith('.tgz'));
    if (!file) throw new Error(`No tarball for ${name} in ${files.join(', ')}`);
    return `file:${join(tarballs, file)}`;
  };
  const shop = Object.fromEntries(Object.keys(PACKAGES).map((name) => [`@shop/${name}`, fileFor(name)]));
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
          react: catalogVersion('react'),
          'react-dom': catalogVersion('react-dom'),
          xstate: catalogVersion('xstate'),
        },
        devDependencies: {
          '@types/react': catalogVersion('@types/react'),
          typescript: catalogVersion('typescript'),
        },
        // The tarballs' own `@shop/*` dependencies come from the tarballs too, not a registry.
        pnpm: { overrides: shop },
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
  const install = run(
    'pnpm',
    ['install', '--prefer-offline', '--ignore-workspace', '--config.strict-peer-dependencies=false'],
    project,
  );
  if (install.status !== 0) throw new Error(`pnpm install failed:\n${install.output}`);
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packages as another team installs them from their tarballs', () => {
  it.each(Object.values(PACKAGES).flat())('%s imports in Node', (entry) => {
    const imported = run(
      'node',
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(entry)}); console.log(Object.keys(m).length);`,
      ],
      join(dir, 'project'),
    );
    expect(imported.output).toMatch(/^\d+\s*$/);
    expect(Number(imported.output.trim())).toBeGreaterThan(0);
  });

  it('typechecks a consumer of every package with strict TypeScript, bundler resolution', () => {
    const checked = run(
      join(dir, 'project', 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.json'],
      join(dir, 'project'),
    );
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  it('typechecks the same consumer with nodenext resolution: no error in any @shop declaration', () => {
    const checked = run(
      join(dir, 'project', 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.nodenext.json'],
      join(dir, 'project'),
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
