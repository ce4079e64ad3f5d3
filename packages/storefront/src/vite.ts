import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { NONCE_PLACEHOLDER } from './app/server/security';

/** The storefront is served on this port in development and preview (README Quick start). */
export const STOREFRONT_PORT = 4173;

/**
 * Parses the message catalogue at build time, so the app ships ASTs and
 * not the ICU parser (`no-parser` alias below): less script to load and no
 * parsing on the phone. A message that does not parse fails the build.
 */
function precompileMessages(): Plugin {
  return {
    name: 'shop:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]storefront[\\/]src[\\/]messages[\\/]sv\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** Which page chunk a path needs (module path under `src/`): the first paint of a deep link waits for it. */
const ROUTE_CHUNKS: Record<string, string> = {
  'content/start-page': '^/$',
  'catalogue/listing-pages': '^/(kategorier|kampanjer|sortiment|search)(/|$)',
  'catalogue/product-page': '^/produkt/',
  'stores/store-pages': '^/(hitta-butik|butiker/)',
  'session/account-pages': '^/(activate-user|gloemt-loesenord)$',
  'cart/cart-page': '^/cart$',
  'checkout/delivery-page': '^/delivery$',
  'checkout/summary-page': '^/summary$',
  'checkout/success-page': '^/checkout-success-page$',
};

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** Where the client build leaves the page chunks' files by path, for the server build to bundle. */
const ROUTE_ASSETS_FILE = 'dist/route-assets.json';

/**
 * Finds each page chunk's files (its scripts and stylesheets beyond the
 * entry's) for the paths that open it, and writes them to
 * `dist/route-assets.json`: the server puts them in the page's `<head>`, so
 * a server-rendered product page is styled at its first paint and its
 * script loads in parallel with the entry's.
 */
function routeAssets(): Plugin {
  let table: [string, string[]][] = [];
  return {
    name: 'shop:route-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle as Record<string, ChunkLike | { type: 'asset' }>).filter(
        (c): c is ChunkLike => c.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entryFiles = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      for (const c of chunks) if (c.isEntry) walk(c.fileName, entryFiles);
      table = Object.entries(ROUTE_CHUNKS).map(([name, pattern]) => {
        const page = chunks.find((c) =>
          c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/storefront/src/${name}.tsx`),
        );
        // A page that moved or stopped being its own chunk would silently lose its assets.
        if (!page) throw new Error(`shop:route-assets: no chunk for src/${name}.tsx`);
        const files = new Set<string>();
        walk(page.fileName, files);
        const needed = [...files].filter((f) => !entryFiles.has(f));
        const css = needed.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
        return [pattern, [...new Set([...css, ...needed])].map((f) => `/${f}`)];
      });
    },
    writeBundle(_options, bundle) {
      // Vite drops chunks that held only CSS after this plugin's generateBundle: a file the
      // final bundle does not have would be a 404 (and a console error) on every page load.
      const written = table.map(
        ([pattern, files]) =>
          [pattern, files.filter((file) => file.slice(1) in bundle)] as [string, string[]],
      );
      writeFileSync(ROUTE_ASSETS_FILE, `${JSON.stringify(written)}\n`);
    },
  };
}

/** What a brand's page says in its `<head>` before the app renders: the same on every page unless the page says otherwise. */
export interface BrandPageHead {
  /** The tab's title: the brand's name (a page that names itself replaces it). */
  title: string;
  /** The summary search engines show (`<meta name="description">`; a page may give its own). */
  description: string;
  /** The browser's colour around the page on a phone (`<meta name="theme-color">`): the brand's header colour. */
  themeColor: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `index.html` of a brand app: one template, the brand's head filled in; the app's `main.tsx` is the entry. */
function brandIndexHtml(page: BrandPageHead): string {
  return `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${escapeHtml(page.description)}" />
    <meta name="theme-color" content="${escapeHtml(page.themeColor)}" />
    <link rel="icon" type="image/svg+xml" href="/logo.svg" />
    <title>${escapeHtml(page.title)}</title>
    <script type="module" src="/main.tsx"></script>
  </head>
  <!-- The server renders the body (and adds to <head>): see @shop/storefront/render. -->
  <body></body>
</html>
`;
}

/**
 * The brand app's `index.html` (the client build's entry) from `brandIndexHtml`, so the apps
 * keep no copy of it.
 */
function indexHtmlFromTemplate(page: BrandPageHead): Plugin {
  const file = resolvePath('index.html');
  return {
    name: 'shop:index-html',
    enforce: 'pre',
    resolveId: (id) => (resolvePath(id) === file ? file : null),
    load: (id) => (id === file ? brandIndexHtml(page) : null),
  };
}

/** The bundle's server entry: the brand's HTTP server, configured from the environment. */
const SERVER_ENTRY = 'virtual:shop-server-entry';

/**
 * The brand's server entry (`dist/server/index.js` after the SSR build):
 * the brand's pages rendered with `@shop/storefront/render`, served with
 * `../client`; reads `PORT`, `HOST`, `COMMERCE_URL`, `SESSION_SECRET`,
 * `HTML_CACHE_SECONDS`, `TOKEN_REFRESH_MARGIN_SECONDS`, `PUNCHOUT_TEST_URL`, the content settings (`contentOptionsFromEnv`) and
 * tracking's (`trackingOptionsFromEnv`: `GTM_ID`, `GTM_SCRIPT_URL`, `SENTRY_DSN`, `SHOP_ENV`) and
 * `SEARCH_API_VERSION` (`searchApiVersionFromEnv`) at start.
 */
function serverEntry(brandId: string): Plugin {
  const resolved = `\0${SERVER_ENTRY}`;
  return {
    name: 'shop:server-entry',
    resolveId: (id) => (id === SERVER_ENTRY ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const commerceUrl = process.env.VITE_COMMERCE_URL || 'http://localhost:4000';
      let assets: string;
      try {
        assets = readFileSync(ROUTE_ASSETS_FILE, 'utf8');
      } catch {
        throw new Error(
          `shop:server-entry: no ${ROUTE_ASSETS_FILE}; run the client build (vite build) first`,
        );
      }
      return [
        "import { fileURLToPath } from 'node:url';",
        "import { contentOptionsFromEnv, heapGrowingPercent, refreshMarginSeconds, searchApiVersionFromEnv, startStorefrontServer, trackingOptionsFromEnv, workerCount } from '@shop/storefront/server';",
        "import { createPageRenderer } from '@shop/storefront/render';",
        `import { brand } from ${JSON.stringify(resolvePath('brand.ts'))};`,
        `const commerceUrl = process.env.COMMERCE_URL || ${JSON.stringify(commerceUrl)};`,
        'const searchApiVersion = searchApiVersionFromEnv(process.env);',
        'startStorefrontServer({',
        `  brandId: ${JSON.stringify(brandId)},`,
        "  clientDir: fileURLToPath(new URL('../client/', import.meta.url)),",
        '  commerceUrl,',
        '  render: createPageRenderer(brand, { commerceUrl, searchApiVersion }),',
        '  searchApiVersion,',
        '  locales: brand.settings.locales,',
        '  stores: { defaultStoreId: brand.defaultStoreId, centralStorageId: brand.centralStorageId },',
        '  extraClosedDays: brand.settings.extraClosedDays,',
        "  sessionSecret: process.env.SESSION_SECRET ?? '',",
        '  tokenRefreshMarginSeconds: refreshMarginSeconds(process.env.TOKEN_REFRESH_MARGIN_SECONDS),',
        '  redisUrl: process.env.REDIS_URL || undefined,',
        '  logLevel: process.env.LOG_LEVEL || undefined,',
        '  edge: process.env.EDGE_NONCE_TOKEN ? { nonceToken: process.env.EDGE_NONCE_TOKEN } : undefined,',
        '  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS) || undefined,',
        '  workers: workerCount(process.env.WORKERS),',
        '  heapGrowingPercent: heapGrowingPercent(process.env.HEAP_GROWING_PERCENT),',
        '  overload: { concurrency: Number(process.env.MAX_RENDERS) || undefined, queue: Number(process.env.MAX_RENDER_QUEUE) || undefined, deadlineMs: Number(process.env.RENDER_DEADLINE_MS) || undefined },',
        '  punchoutTestUrl: process.env.PUNCHOUT_TEST_URL || undefined,',
        '  content: contentOptionsFromEnv(process.env, commerceUrl),',
        '  htmlCacheSeconds: process.env.HTML_CACHE_SECONDS === undefined ? 10 : Number(process.env.HTML_CACHE_SECONDS) || 0,',
        '  tracking: trackingOptionsFromEnv(process.env),',
        `  routeAssets: ${assets.trim()},`,
        `  port: Number(process.env.PORT) || ${STOREFRONT_PORT},`,
        // Loopback unless told: a proxy or load balancer on the same host reaches it; in a
        // container, HOST=0.0.0.0 (README, Security).
        "  hostname: process.env.HOST || '127.0.0.1',",
        "  proxy: { publicOrigin: process.env.PUBLIC_ORIGIN || undefined, trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? '') },",
        '});',
      ].join('\n');
    },
  };
}

/**
 * `vite` (`./shop dev`): every page rendered on the server as in
 * production, from source, with hot reload. Vite serves modules and files;
 * what is left (pages) goes to the storefront's server built anew per
 * request from the current modules, so a change to a page or the server
 * shows on the next load.
 */
function devServerRendering(brandId: string, page: BrandPageHead | undefined): Plugin {
  // One secret per development server: restarting it signs everyone out, as rotating it would.
  const sessionSecret = process.env.SESSION_SECRET || randomBytes(32).toString('hex');
  const commerceUrl = process.env.VITE_COMMERCE_URL || 'http://localhost:4000';
  // The server object is built anew per request (from the current modules); the sessions' refresh
  // memory is not: two requests refreshing one session apart would replay its refresh token.
  let tokenKeeper: import('./server').TokenKeeper | undefined;
  return {
    name: 'shop:dev-server-rendering',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          try {
            const url = req.originalUrl ?? '/';
            const indexHtml = await server.transformIndexHtml(
              url,
              page ? brandIndexHtml(page) : readFileSync('index.html', 'utf8'),
            );
            const {
              contentOptionsFromEnv,
              createStorefrontServer,
              createTokenKeeper,
              refreshMarginSeconds,
              searchApiVersionFromEnv,
              trackingOptionsFromEnv,
            } = (await server.ssrLoadModule('@shop/storefront/server')) as typeof import('./server');
            tokenKeeper ??= createTokenKeeper({
              commerceUrl,
              marginSeconds: refreshMarginSeconds(process.env.TOKEN_REFRESH_MARGIN_SECONDS),
            });
            const { createPageRenderer } = (await server.ssrLoadModule(
              '@shop/storefront/render',
            )) as typeof import('./render');
            const { brand } = (await server.ssrLoadModule(resolvePath('brand.ts'))) as {
              brand: import('./core').Brand;
            };
            const app = createStorefrontServer({
              brandId,
              indexHtml,
              commerceUrl,
              sessionSecret,
              tokenKeeper,
              // The sandbox is the services in development: admins can test punch-out against its simulator.
              punchoutTestUrl: process.env.PUNCHOUT_TEST_URL || `${commerceUrl}/procurement`,
              // Every load shows the current code (and content).
              htmlCacheSeconds: 0,
              content: { ...contentOptionsFromEnv(process.env, commerceUrl), cacheSeconds: 0 },
              // Nothing is reported from development unless asked for (REPORT_ERRORS_IN_DEV=1).
              tracking: trackingOptionsFromEnv(process.env, { development: true }),
              // Vite's client and the hot-reload preamble run before the app, as Vite writes them.
              scripts: 'eager',
              searchApiVersion: searchApiVersionFromEnv(process.env),
              render: createPageRenderer(brand, {
                commerceUrl,
                searchApiVersion: searchApiVersionFromEnv(process.env),
              }),
              locales: brand.settings.locales,
              stores: { defaultStoreId: brand.defaultStoreId, centralStorageId: brand.centralStorageId },
              extraClosedDays: brand.settings.extraClosedDays,
            });
            const { getRequestListener } = await import('@hono/node-server');
            await getRequestListener(app.fetch)(req, res);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

/**
 * Source maps stay out of what the server serves: written beside the
 * client (`dist/sourcemaps/`), for upload to error reporting, with no
 * `sourceMappingURL` comment in the scripts (`sourcemap: 'hidden'`).
 */
function sourceMapsOutOfPublic(): Plugin {
  return {
    name: 'shop:source-maps-out-of-public',
    apply: 'build',
    // A new client build starts from an empty `dist/` (client, source maps; the server follows).
    buildStart() {
      rmSync('dist', { recursive: true, force: true });
    },
    writeBundle(output, bundle) {
      const outDir = output.dir;
      if (!outDir) return;
      const target = join(dirname(outDir), 'sourcemaps');
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        mkdirSync(dirname(join(target, fileName)), { recursive: true });
        renameSync(join(outDir, fileName), join(target, fileName));
      }
    },
  };
}

/**
 * The whole build configuration of a brand app; a brand's `vite.config.ts`
 * is `export default brandAppConfig({}, page)`. `vite build` writes the client to
 * `dist/client/` (source maps to `dist/sourcemaps/`); `vite build --ssr`
 * writes the brand's self-contained server to `dist/server/index.js`. With
 * `page`, the app's `index.html` is made from one template with the brand's
 * head (`BrandPageHead`); without, the app keeps its own `index.html`.
 *
 * @example
 * // apps/bygg/vite.config.ts
 * import { brandAppConfig } from '@shop/storefront/vite';
 * export default brandAppConfig({}, { title: 'Bygghandeln', description: 'Bygghandeln – …', themeColor: '#0b2540' });
 */
export function brandAppConfig(
  overrides: UserConfig = {},
  page?: BrandPageHead,
): (env: ConfigEnv) => UserConfig {
  const port = Number(process.env.PORT) || STOREFRONT_PORT;
  const resolve: UserConfig['resolve'] = {
    // Workspace packages are read from source (`@shop/source`); Vite's defaults follow.
    conditions: ['@shop/source', 'module', 'browser', 'development|production'],
    // Messages arrive pre-parsed (precompileMessages), so the runtime parser is dead weight.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  };
  const brandId = basename(process.cwd());
  return ({ isSsrBuild }) => {
    if (!/^[a-z]+$/.test(brandId)) throw new Error(`brandAppConfig: "${brandId}" is not a brand folder`);
    if (isSsrBuild) {
      return {
        plugins: [serverEntry(brandId)],
        // React's production build on the server (issue 39): the packages pick their build by
        // `process.env.NODE_ENV` when they load, and nothing sets it where `node dist/server/index.js`
        // runs, so the bundle ran React's development build (prop validation, owner stacks, debug
        // tasks: about half a signed-in page's render time in a `--cpu-prof` profile). Fixed at
        // build time, the development branches are left out of the bundle.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Everything bundled: the server needs no node_modules of the repo at run time.
        ssr: {
          noExternal: true,
          target: 'node',
          resolve: { conditions: ['@shop/source', 'module', 'node'] },
        },
        build: {
          target: 'node24',
          outDir: 'dist/server',
          emptyOutDir: true,
          ssr: true,
          rollupOptions: { input: SERVER_ENTRY, output: { entryFileNames: 'index.js' } },
        },
        ...overrides,
      };
    }
    return {
      plugins: [
        ...(page ? [indexHtmlFromTemplate(page)] : []),
        react(),
        precompileMessages(),
        routeAssets(),
        sourceMapsOutOfPublic(),
        devServerRendering(brandId, page),
      ],
      resolve,
      // Without an index.html on disk, the dependency scan starts from the template's entry.
      ...(page ? { optimizeDeps: { entries: ['main.tsx'] } } : {}),
      // Pages are the server's (devServerRendering); Vite serves modules and files only.
      appType: 'custom',
      // The development server renders from source too, not from the packages' last build.
      ssr: { resolve: { conditions: ['@shop/source', 'module', 'node', 'development|production'] } },
      // Vite puts this placeholder wherever a nonce goes; the server swaps in one per response.
      html: { cspNonce: NONCE_PLACEHOLDER },
      server: { port, strictPort: true, host: '127.0.0.1' },
      preview: { port, strictPort: true, host: '127.0.0.1' },
      build: {
        target: 'es2022',
        outDir: 'dist/client',
        sourcemap: 'hidden',
        assetsInlineLimit: 0,
        // One stylesheet for every page (about 10 KB gzip), cached across them: the first paint
        // waits for one request, not for a page chunk's ten.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Only the captured modules themselves (react-aria's group does not drag React along).
              includeDependenciesRecursively: false,
              groups: [
                // The entry and everything it imports statically are one file. Left to the automatic
                // chunking they were 17 (the modules the pages share with the entry each in its own),
                // and a phone on HTTP/1.1 opens six connections a host: each small file cost a round
                // trip, and the largest was requested last.
                {
                  name: 'app',
                  tags: ['$initial'],
                  priority: 3,
                },
                // react-aria (the dialogs, fields and buttons of the pages and overlays) goes into chunks
                // by the pages that use it: left to the automatic chunking, a shared chunk with it also
                // held what the entry needs, and every page fetched 14 KB gzip of react-aria first.
                {
                  name: 'react-aria',
                  priority: 2,
                  test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/,
                  entriesAware: true,
                },
              ],
            },
          },
        },
      },
      ...overrides,
    };
  };
}
