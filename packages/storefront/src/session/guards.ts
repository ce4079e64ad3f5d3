import { redirect } from '@tanstack/react-router';
import { type RouterContext, safeReturnPath } from '../core';
import { afterSignInAtom, sessionAtom } from './atoms';

/**
 * `beforeLoad` of every page that needs a signed-in user: waits for the
 * stored session, else sends the visitor to the start page with the sign-in
 * open and the way back remembered (§2).
 */
export async function requireAuth({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}): Promise<void> {
  const { services } = context;
  await services.session.ready;
  if (services.store.get(sessionAtom).status === 'signed-in') return;
  const back = safeReturnPath(location.href);
  services.store.set(afterSignInAtom, back);
  // 302: the visitor is sent on, nothing about the page moved (the router's default is 307).
  throw redirect({ to: '/', search: { login: back ?? '/' }, statusCode: 302 });
}
