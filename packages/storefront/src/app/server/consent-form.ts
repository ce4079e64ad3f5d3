import type { Handler } from 'hono';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, safeReturnPath } from '../../core';
import type { ServerContext } from './context';

/**
 * `POST /samtycke`: the consent question answered before (or without) the page's scripts. The
 * banner's two buttons post `samtycke` (`granted` or `denied`) and the page to go back to; the
 * answer is kept as the app keeps it (the `shop_consent` cookie, a year, readable by the page),
 * and the page comes back without the question. Anything else changes nothing.
 */
export function answerConsent({ facts }: ServerContext): Handler {
  return async (c) => {
    if (facts.isForeign(c)) return c.text('Förfrågan kom från en annan webbplats.', 403);
    const fields = new URLSearchParams(await c.req.text());
    const value = fields.get('samtycke');
    const headers = new Headers({
      'cache-control': 'no-store',
      location: safeReturnPath(fields.get('tillbaka')) ?? '/',
    });
    if (value === 'granted' || value === 'denied')
      headers.append(
        'Set-Cookie',
        `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${facts.isTls(c) ? '; Secure' : ''}`,
      );
    return new Response(null, { status: 303, headers });
  };
}
