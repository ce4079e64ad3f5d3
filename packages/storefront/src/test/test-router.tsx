import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';

/**
 * Renders `node` as the only route of an in-memory router at `path`, for
 * unit tests of a page that holds links (`AppLink` needs a router above it).
 */
export function InTestRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <>{children}</> }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}
