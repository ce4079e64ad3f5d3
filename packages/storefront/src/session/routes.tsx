import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage, type ShopRootRoute, safeReturnPath, stringParam } from '../core';
import { sessionAtom } from './atoms';
import { requireAuth } from './guards';

/**
 * The pathless layout of the pages outside my pages that need a signed-in visitor (the cart,
 * the checkout): its `beforeLoad` signs the visitor in once for all of them. Paths and route
 * names of its pages are their own (`/cart`, not `/_signed-in/cart`).
 */
export function signedInLayout(root: ShopRootRoute) {
  return createRoute({ getParentRoute: () => root, id: '_signed-in', beforeLoad: requireAuth });
}
export type SignedInRoute = ReturnType<typeof signedInLayout>;

/** The minimal-layout pages of signing in: the sign-in page, activation after a challenge, and a forgotten password. */
export function sessionRoutes(root: ShopRootRoute) {
  const activateUser = createRoute({
    getParentRoute: () => root,
    path: '/activate-user',
    staticData: { layout: 'minimal', name: 'activate-user' },
    component: lazyPage(() => import('./account-pages'), 'ActivateUserPage'),
  });
  const forgotPassword = createRoute({
    getParentRoute: () => root,
    path: '/gloemt-loesenord',
    staticData: { layout: 'minimal', name: 'gloemt-loesenord' },
    component: lazyPage(() => import('./account-pages'), 'ForgotPasswordPage'),
  });
  const signIn = createRoute({
    getParentRoute: () => root,
    path: '/logga-in',
    staticData: { layout: 'minimal', name: 'logga-in' },
    // A failed form post's message key, the user name it typed, and the page to go back to.
    validateSearch: (
      search: Record<string, unknown>,
    ): { fel?: string | undefined; anvandare?: string | undefined; tillbaka?: string | undefined } => ({
      fel: stringParam(search.fel),
      anvandare: stringParam(search.anvandare),
      tillbaka: stringParam(search.tillbaka),
    }),
    // Someone already signed in has nothing to do here: on to where they were going.
    beforeLoad: async ({ context, search }) => {
      await context.services.session.ready;
      if (context.services.store.get(sessionAtom).status === 'signed-in')
        throw redirect({ href: safeReturnPath(search.tillbaka) ?? '/', statusCode: 302 });
    },
    component: lazyPage(() => import('./sign-in'), 'SignInPage'),
  });
  return [activateUser, forgotPassword, signIn] as const;
}
