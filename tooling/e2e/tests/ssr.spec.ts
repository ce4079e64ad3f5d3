import { SANDBOX_URL } from '../brands.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { BRACKET_PRODUCT, clearFaults, expectNoSeriousViolations, PASSWORD, signIn } from './helpers.ts';

// Issue 15: pages come rendered from the brand's server, the session stays on the server.
const PRODUCT = {
  path: '/produkt/datakabel-cat6-prysmian-417-1703824',
  name: 'Datakabel Cat6 3G1,5 50 m',
  // Prices are written with a no-break space before 'kr'.
  visitorPrice: '61,88\u00a0kr',
  // anna.user buys for Nordbygg Entreprenad AB, whose agreement takes 12 % off.
  customerPrice: '54,45\u00a0kr',
};

// The pages are the same in every brand; one brand's server is enough.
test('an HTTP request without a browser gets the product page with its heading, image and price', async ({
  request,
}) => {
  const response = await request.get(PRODUCT.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1 class="shop-product__title">${PRODUCT.name}</h1>`);
  expect(html).toMatch(
    /<img class="shop-image-gallery__image" src="http[^"]+1703824\.svg"[^>]*fetchPriority="high"/,
  );
  expect(html).toContain(`shop-price__amount">${PRODUCT.visitorPrice}`);

  // The same request with a signed-in customer's cookie: their price, their company in the header.
  const signIn = await request.post('/session/login', {
    data: { username: 'anna.user', password: PASSWORD },
  });
  expect(await signIn.json()).toMatchObject({ outcome: 'success' });
  const theirs = await (await request.get(PRODUCT.path)).text();
  expect(theirs).toContain(`shop-price__amount">${PRODUCT.customerPrice}`);
  expect(theirs).toContain('Nordbygg Entreprenad AB / Kv. Hamnen etapp 2');
  // Their price in a listing's first HTML too, not the visitor's until the browser has fetched.
  const listing = await (await request.get('/kategorier/el/kabel')).text();
  expect(listing).toContain(`shop-price__amount">${PRODUCT.customerPrice}`);
  expect(listing).not.toContain(`shop-price__amount">${PRODUCT.visitorPrice}`);
});

test('with JavaScript off a person can read a category and a product', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/kategorier/el/kabel');
  await expect(page.getByRole('heading', { level: 1, name: 'Kabel' })).toBeVisible();
  // Three makes share the name: the one with this address.
  await page
    .getByRole('link', { name: PRODUCT.name })
    .and(page.locator(`[href="${PRODUCT.path}"]`))
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expect(page.locator('.shop-product__price').getByText(PRODUCT.visitorPrice)).toBeVisible();
  await context.close();
});

// A crawler gets each page whole (Node's and headless Chromium's user agents count as crawlers):
// these tests ask as the browser a person uses.
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

test.describe('as a person’s browser', () => {
  test.use({ userAgent: BROWSER });

  test('a slow part streams in behind the page: heading, image and price first, the bracket prices later in the same response', async ({
    page,
    baseURL,
  }) => {
    // The bracket prices answer after 3 s: for the HTTP request below, then for the browser.
    await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
      data: { method: 'GET', path: '/prices/*/brackets', delayMs: 3000, times: 2 },
    });
    try {
      // A query string of its own: rendered for this request, not taken from the visitors' page cache.
      const url = new URL(`${BRACKET_PRODUCT}?stream=${Date.now()}`, baseURL).href;
      // Node's fetch hands over the body as it arrives (Playwright's request reads it whole).
      const response = await fetch(url, {
        headers: { 'accept-encoding': 'identity', 'user-agent': BROWSER },
      });
      expect(response.status).toBe(200);
      const decoder = new TextDecoder();
      let html = '';
      let firstPart = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        html += decoder.decode(chunk, { stream: true });
        if (!firstPart && html.includes('</h1>')) firstPart = html;
      }
      expect(firstPart).toMatch(/<h1 class="shop-product__title">Träskruv/);
      expect(firstPart).toMatch(/<img class="shop-image-gallery__image"[^>]*fetchPriority="high"/);
      expect(firstPart).toMatch(/shop-price__amount">\d+,\d{2}\u00a0kr/);
      expect(firstPart).toContain('Hämtar mängdpriser');
      expect(firstPart).not.toContain('Mängdpriser</caption>');
      // The table follows in the same response.
      expect(html.slice(firstPart.length)).toContain('Mängdpriser</caption>');

      // In the browser: the page is usable at once, the table takes the skeleton's place.
      // A page of its own too (the request above left its page in the visitors' cache). Not
      // with `goto`, which here waits for the scripts, and they start once the whole page is in.
      await page.evaluate((href) => window.location.assign(href), `${url}-browser`);
      await expect(page.getByRole('heading', { level: 1, name: /Träskruv/ })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Hämtar mängdpriser' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Mängdpriser' })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole('status', { name: 'Hämtar mängdpriser' })).toHaveCount(0);
      // The scripts take over the page with the table in it: no hydration warning (the guard).
      await waitForHydration(page);
      await expect(page.getByRole('table', { name: 'Mängdpriser' }).getByRole('row')).toHaveCount(4);
    } finally {
      await clearFaults(page);
    }
  });
});

test('after sign-in no token is anywhere a script on the page can read it', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/cart');
  const readable = await page.evaluate(() =>
    JSON.stringify({ ...localStorage, ...sessionStorage, cookie: document.cookie }),
  );
  // A JWT starts with eyJ (base64 of '{"').
  expect(readable).not.toContain('eyJ');
  const [session] = (await context.cookies()).filter((c) => c.name === 'shop_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Sealed: an encrypted JWE (five parts), not a token the browser could read.
  expect(session?.value.split('.')).toHaveLength(5);
});

test('HTTP statuses: 404 for what does not exist, 302 to sign in or away from an empty search, 500 when a page cannot be read', async ({
  page,
  request,
}) => {
  for (const path of ['/produkt/finns-inte-123', '/kategorier/finns-inte', '/en/sida/som/inte/finns']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Sidan finns inte');
  }
  // The brand's store page is a page (no placeholder any more); an unknown store is a 404.
  const storePage = await request.get('/butik/1001');
  expect(storePage.status()).toBe(200);
  expect(await storePage.text()).toMatch(/<h1[^>]*>[^<]*Stockholm Syd[^<]*<\/h1>/);
  expect((await request.get('/butik/0000')).status()).toBe(404);
  const noFollow = { maxRedirects: 0 };
  const search = await request.get('/search?q=', noFollow);
  expect(search.status()).toBe(302);
  expect(search.headers().location).toBe('/');
  const cart = await request.get('/cart', noFollow);
  expect(cart.status()).toBe(302);
  expect(new URL(cart.headers().location ?? '', 'http://x').search).toBe('?login=%2Fcart');
  // The way back is only ever a path of this shop.
  const foreign = await request.get('/?login=https%3A%2F%2Fevil.example%2F');
  expect(await foreign.text()).not.toContain('evil.example');

  await clearFaults(page);
  // A page whose own record cannot be read is a 500, with the error page.
  const fault = await request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/getEntitiesByAttribute', status: 500 },
  });
  expect(fault.status()).toBe(201);
  try {
    const failed = await request.get('/produkt/traskruv-gunnebo-2-1000009');
    expect(failed.status()).toBe(500);
    const html = await failed.text();
    expect(html).toContain('Något gick fel hos oss');
    // The error was reported (the suite's servers have a DSN: the sandbox's sink), and the page says so.
    expect(html).toContain('Vi har fått information om felet');
    expect(html).toContain('Försök igen om en stund.');
  } finally {
    await clearFaults(page);
  }

  await request.post('/session/login', { data: { username: 'anna.user', password: PASSWORD } });
  const lists = await request.get('/mina-sidor/inkopslistor');
  expect(lists.status()).toBe(200);
  expect(await lists.text()).toContain('Standardbeställning byggbod');
  // A built account page comes from the server with the customer's own data.
  const myPage = await request.get('/mina-sidor');
  expect(myPage.status()).toBe(200);
  expect(await myPage.text()).toMatch(/<h1[^>]*>Mina sidor<\/h1>[\s\S]*Order \d+/);
});

test('signing out ends the session on the server: the cookie is gone and a sign-in route sends to the start page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'shop_session')).toEqual([]);
  const cart = await page.request.get('/cart', { maxRedirects: 0 });
  expect(cart.status()).toBe(302);
});

test('a failed search keeps the page and says so in the results, with a retry that works', async ({
  page,
}) => {
  await clearFaults(page);
  await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
    data: { method: 'POST', path: '/search', status: 500 },
  });
  try {
    const answer = await page.goto('/kategorier/el?sort=name_asc');
    expect(answer?.status()).toBe(200);
    // The header, the heading and the filters in the URL stay; the results say what happened.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'El' })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: 'Sökningen kunde inte göras just nu.' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Något gick fel hos oss' })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await clearFaults(page);
    await failed.getByRole('button', { name: 'Försök igen' }).click();
    await expect(page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first()).toBeVisible();
    await expect(failed).toHaveCount(0);
    expect(new URL(page.url()).search).toContain('sort=name_asc');
  } finally {
    await clearFaults(page);
  }
});
