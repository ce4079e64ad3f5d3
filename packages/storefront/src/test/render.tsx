import type { Customer, TokenClaims, User } from '@shop/commerce-client/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  type RootRoute,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, cleanup as unmountAll, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import {
  type Brand,
  type ContentSource,
  createShopIntl,
  createShopRootRoute,
  DEFAULT_BRAND_ROUTES,
  IntlProvider,
  NotFoundPage,
  noContentSource,
  parseSearch,
  type Services,
  ServicesProvider,
  stringifySearch,
} from '../core';
import { ANONYMOUS, type SessionState, sessionAtom } from '../session';
import { InTestRouter } from './test-router';

/*
 * Component tests of the domains: the app's providers (messages, jotai, react-query, services)
 * around a page, in an in-memory router. Services are plain objects with only what the page
 * calls; a call nobody stubbed fails the test with a TypeError that names it.
 */

// jsdom has no user-agent rule for the `popover` attribute: a closed popover (the header's panels
// before the scripts) is hidden here as a browser hides it, so queries see what a person sees.
if (typeof document !== 'undefined' && !document.getElementById('test-popover-rule')) {
  const rule = document.createElement('style');
  rule.id = 'test-popover-rule';
  rule.textContent = '[popover] { display: none; }';
  document.head.append(rule);
}

// Vitest runs without globals, so Testing Library cannot switch React's act environment on by itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const testBrand: Brand = {
  id: 'bygg',
  name: 'Bygghandeln',
  theme: {} as Brand['theme'],
  logoUrl: '/logo.svg',
  defaultStoreId: '1001',
  centralStorageId: '9000',
  routes: DEFAULT_BRAND_ROUTES,
  settings: { stockColours: true, extraClosedDays: [], appUserAgentMarker: 'ShopApp' },
};

/** Services for a test: a fresh query cache and jotai store, the brand above, no content service. */
export function testServices(
  parts: {
    client?: Record<string, unknown>;
    content?: Partial<ContentSource>;
    brand?: Partial<Brand>;
    session?: Record<string, unknown>;
    cart?: Record<string, unknown>;
    extra?: Partial<Services>;
  } = {},
): Services {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(sessionAtom, ANONYMOUS);
  return {
    brand: { ...testBrand, ...parts.brand },
    commerceUrl: 'https://commerce.test',
    client: (parts.client ?? {}) as unknown as Services['client'],
    content: { ...noContentSource(), ...parts.content },
    queryClient,
    store,
    session: (parts.session ?? {}) as unknown as Services['session'],
    cart: (parts.cart ?? {}) as unknown as Services['cart'],
    ...parts.extra,
  } as Services;
}

/** A signed-in session for customer 10001 (project P1 when given), with the user's name. */
export function signedInSession(
  options: { projectId?: string | null; role?: TokenClaims['role']; customers?: Customer[] } = {},
): SessionState {
  const customers: Customer[] = options.customers ?? [
    {
      customerId: '10001',
      customerName: 'Nordbygg Entreprenad AB',
      active: true,
      projects: [{ projectId: 'P1', projectName: 'Kv. Linden' }],
    } as unknown as Customer,
  ];
  return {
    ...ANONYMOUS,
    status: 'signed-in',
    user: { firstName: 'Anna', lastName: 'Berg', preferredStore: null } as unknown as User,
    claims: {
      sub: 'u1',
      role: options.role ?? 'USER',
      customerId: '10001',
      projectId: options.projectId === undefined ? 'P1' : options.projectId,
      customerPermissions: [{ customerId: '10001', permissionDenies: [] }],
    } as unknown as TokenClaims,
    customers,
  };
}

/** Lets pending queries, lazy chunks and effects settle. */
export async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Unmounts what `renderInShop` and `renderRoutes` mounted (call in afterEach). */
export async function cleanup() {
  await act(async () => unmountAll());
}

function Providers({ services, children }: { services: Services; children: ReactNode }) {
  return (
    <IntlProvider intl={createShopIntl()}>
      <Provider store={services.store}>
        <QueryClientProvider client={services.queryClient}>
          <ServicesProvider services={services}>{children}</ServicesProvider>
        </QueryClientProvider>
      </Provider>
    </IntlProvider>
  );
}

async function mount(node: ReactNode) {
  // Testing Library's render runs in act, and its waits let React commit (IS_REACT_ACT_ENVIRONMENT off meanwhile).
  const { container } = await act(async () => render(node));
  await settle();
  return {
    container,
    user: userEvent.setup(),
    // Queries over the whole document: flyouts and popovers render in a portal.
    ...within(document.body),
  };
}

/** Renders `node` with the app's providers inside `InTestRouter` at `path`. */
export function renderInShop(
  node: ReactNode,
  { services, path = '/' }: { services: Services; path?: string },
) {
  return mount(
    <Providers services={services}>
      <InTestRouter path={path}>{node}</InTestRouter>
    </Providers>,
  );
}

type TestRoutes = (root: ReturnType<typeof createShopRootRoute>) => readonly AnyRoute[];

/**
 * A router of a domain's real routes under a bare root, at `path`, not rendered: `await
 * router.load()` runs their guards and loaders as the server does before it renders.
 */
export function routesRouter(
  routes: TestRoutes,
  { services, path = '/' }: { services: Services; path?: string },
) {
  const root = createShopRootRoute({
    shellComponent: ({ children }) => children,
    component: Outlet,
    notFoundComponent: NotFoundPage,
    errorComponent: ({ error }) => <p role="alert">{String(error)}</p>,
  });
  return createRouter({
    routeTree: (root as unknown as RootRoute).addChildren(routes(root)),
    context: { services },
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  });
}

/**
 * Renders a domain's real routes (loaders, lazy pages, not-found) under a bare root at `path`:
 * `renderRoutes((root) => storeRoutes(root), { services, path: '/butiker/1001' })`.
 */
export async function renderRoutes(routes: TestRoutes, options: { services: Services; path?: string }) {
  const { services } = options;
  const router = routesRouter(routes, options);
  const view = await mount(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/**
 * Renders `node` as the server does (React's stream, the app's providers, an in-memory router
 * at `path`, loaded first): each chunk as React writes it. `afterShell` runs once the first chunk
 * is out, while the rest is still rendering (a late answer arriving, say). Node's environment only.
 */
export async function renderOnServer(
  node: ReactNode,
  { services, path = '/', afterShell }: { services: Services; path?: string; afterShell?: () => void },
) {
  const { renderToReadableStream } = await import('react-dom/server.node');
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <main>{node}</main> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const stream = await renderToReadableStream(
    <Providers services={services}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of stream) {
    chunks.push(decoder.decode(chunk));
    if (chunks.length === 1) afterShell?.();
  }
  return chunks;
}
