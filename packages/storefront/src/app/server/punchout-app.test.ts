// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RenderPage } from './options';
import { createStorefrontServer } from './server';
import { createSessionSeal } from './session-seal';
import { builtClient, render } from './test-server';

const dir = builtClient();

const ociCalls: unknown[] = [];
const pages: Parameters<RenderPage>[1][] = [];
const logs: string[] = [];
const punchoutApp = createStorefrontServer({
  brandId: 'bygg',
  clientDir: dir,
  commerceUrl: 'https://commerce.example.com',
  sessionSecret: 'a-test-secret-of-at-least-32-characters',
  htmlCacheSeconds: 0,
  render: async (request, page) => {
    pages.push(page);
    return render(request, page);
  },
  log: (line) => logs.push(line),
  fetch: async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/v2/oci/sessions') {
      ociCalls.push(JSON.parse(input instanceof Request ? await input.clone().text() : String(init?.body)));
      return Response.json({ token: 'oci-token', refreshToken: 'oci-refresh', customerId: '10004' });
    }
    return Response.json({ error: 'not_found' }, { status: 404 });
  },
});
const form = (fields: Record<string, string>) =>
  punchoutApp.request('/punchout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://srm.example.com' },
    body: new URLSearchParams(fields).toString(),
  });
const hand = {
  USERNAME: 'punchout.user',
  PASSWORD: 'secret-password',
  HOOK_URL: 'https://srm.example.com/oci/hook?sid=1',
  '~TARGET': '_top',
  '~CALLER': 'SRM',
  Bolag: 'Bolaget AB',
};

/** The same-site step after a posted hand-over: the browser follows the 303 with its cookies. */
const follow = async (answer: Response, cookies: string[] = []) => {
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/punchout/continue');
  const pending = answer.headers.getSetCookie().find((c) => c.startsWith('shop_punchout_pending='));
  expect(pending).toContain('HttpOnly');
  expect(pending).not.toContain('secret-password');
  return punchoutApp.request('/punchout/continue', {
    headers: { cookie: [pending?.split(';')[0] ?? '', ...cookies].join('; ') },
  });
};

/** A signed-in customer's cookie, as this server seals it. */
const signedIn = async () => {
  const seal = createSessionSeal('a-test-secret-of-at-least-32-characters');
  return `shop_session=${await seal.seal({ token: 'customer-token', refreshToken: 'customer-refresh', customerId: '10001' })}`;
};

describe('the punch-out hand-over (/punchout)', () => {
  it('logs in with the OCI call, keeps the settings in the sealed cookie and answers 303 to a clean /', async () => {
    const answer = await follow(await form(hand));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(ociCalls.at(-1)).toEqual({
      username: 'punchout.user',
      password: 'secret-password',
      hookUrl: 'https://srm.example.com/oci/hook?sid=1',
    });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('shop_session=')) ?? '';
    expect(cookie).toMatch(/^shop_session=[^;]+; /);
    expect(cookie).not.toContain('secret-password');
    expect(cookie).toContain('HttpOnly');
    // The next page is in PUNCHOUT mode, may post a form to the hook's origin and to no other.
    const page = await punchoutApp.request('/', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(pages.at(-1)?.punchout).toEqual({
      hookUrl: 'https://srm.example.com/oci/hook?sid=1',
      target: '_top',
      company: 'Bolaget AB',
      system: 'SRM',
      emulation: false,
    });
    expect(page.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://srm.example.com;",
    );
    expect(logs).toEqual([]);
  });

  it('takes the GET hand-over of older systems too, with the same clean redirect', async () => {
    const answer = await punchoutApp.request(`/punchout?${new URLSearchParams(hand)}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/');
    expect(answer.headers.get('set-cookie')).toMatch(/^shop_session=/);
  });

  it('refuses a missing or hostile HOOK_URL and missing credentials without calling the service or starting a session', async () => {
    const before = ociCalls.length;
    const cases: [Record<string, string>, string][] = [
      [{ ...hand, HOOK_URL: '' }, 'punchout_missing_callback'],
      [{ ...hand, HOOK_URL: 'javascript:alert(1)' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: 'data:text/html,x' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: '//evil.example.com/hook' }, 'punchout_invalid_callback'],
      [{ ...hand, HOOK_URL: 'https://user:pw@srm.example.com/' }, 'punchout_invalid_callback'],
      [{ ...hand, PASSWORD: '' }, 'punchout_login_failed'],
    ];
    for (const [fields, note] of cases) {
      const answer = await form(fields);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('set-cookie')).toBe(
        `shop_flash=${note}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`,
      );
    }
    expect(ociCalls.length).toBe(before);
  });
});

describe('a hand-over to a browser that has a session (/punchout/continue, /punchout/cancel)', () => {
  it('never replaces a signed-in session by itself: a hand-over from any site asks the person on the shop page (login CSRF)', async () => {
    const customer = await signedIn();
    // A link on another site: a top-level GET carries the customer's (SameSite=Lax) cookie.
    const linked = await punchoutApp.request(`/punchout?${new URLSearchParams(hand)}`, {
      headers: { cookie: customer },
    });
    expect(linked.status).toBe(303);
    expect(linked.headers.get('location')).toBe('/punchout/continue');
    expect(linked.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(false);
    // A posted form carries no cookie cross-site; the same-site step that follows does.
    for (const first of [linked, await form(hand)]) {
      const asked = await follow(first, [customer]);
      expect(asked.status).toBe(200);
      expect(asked.headers.getSetCookie()).toEqual([]);
      const html = await asked.text();
      expect(html).toContain('Byta till inköpssystemets session?');
      expect(html).toContain('Fortsätt i punch-out');
      expect(html).toContain('Behåll min inloggning');
      expect(asked.headers.get('content-security-policy')).toContain("form-action 'self'");
    }
  });

  it("replaces the session only on the person's answer from the shop's own page, and keeps it on theirs", async () => {
    const customer = await signedIn();
    const first = await form(hand);
    const pending =
      first.headers
        .getSetCookie()
        .find((c) => c.startsWith('shop_punchout_pending='))
        ?.split(';')[0] ?? '';
    const cookies = `${pending}; ${customer}`;
    // Posted from another site: refused, nothing changes.
    const forged = await punchoutApp.request('/punchout/continue', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    // 'Behåll min inloggning': the customer's cookie is untouched, the hand-over is dropped.
    const kept = await punchoutApp.request('/punchout/cancel', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'http://localhost' },
    });
    expect(kept.status).toBe(303);
    expect(kept.headers.getSetCookie().some((c) => c.startsWith('shop_session='))).toBe(false);
    expect(kept.headers.getSetCookie()).toContain(
      'shop_flash=punchout_kept_session; Path=/; Max-Age=60; HttpOnly; SameSite=Lax',
    );
    // 'Fortsätt i punch-out': now the punch-out session replaces it.
    const replaced = await punchoutApp.request('/punchout/continue', {
      method: 'POST',
      headers: { cookie: cookies, origin: 'http://localhost' },
    });
    expect(replaced.status).toBe(303);
    const session = replaced.headers.getSetCookie().find((c) => c.startsWith('shop_session=')) ?? '';
    await punchoutApp.request('/', { headers: { cookie: session.split(';')[0] ?? '' } });
    expect(pages.at(-1)?.punchout?.hookUrl).toBe('https://srm.example.com/oci/hook?sid=1');
    // The customer's own session is over, in every copy.
    await punchoutApp.request('/', { headers: { cookie: customer } });
    expect(pages.at(-1)?.session).toBeNull();
  });
});
