import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import {
  addOnProductPage,
  BRACKET_PRODUCT,
  CATEGORY,
  clearFaults,
  expectNoSeriousViolations,
  named,
  PASSWORD,
  quickAdd,
  recordDataLayer,
  signIn,
} from './helpers.ts';

// Issue 20: tracking and error reporting, live in the journeys. The suite's brand servers run
// with a tag-manager id (the sandbox's stand-in container) and a DSN (the sandbox's sink).

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

/** The tracking id this browser sends behaviour events with (content §9 key `_l54a`). */
const trackingIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('_l54a'));

async function behaviourEvents(page: Page, trackingId: string) {
  const { events } = await (await page.request.get(`${SANDBOX_URL}/__sandbox/events`)).json();
  return (
    events as {
      trackingId: string;
      type: string;
      entity: { id: string };
      quantity?: number;
      orderId?: string;
    }[]
  ).filter((e) => e.trackingId === trackingId);
}

test('the order journey pushes each shopping event once with its values, and the search service learns from it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const pushed = await recordDataLayer(context);

  // Start page: the banners in view are promotions; one is chosen.
  await page.goto('/');
  await signIn(page, 'cecilia.selleradmin');
  // Read down the page, as a person does: each banner is in view on the way.
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  await expect.poll(() => named(pushed, 'view_promotion').length).toBeGreaterThan(0);
  const promotions = named(pushed, 'view_promotion').flatMap((p) => p.ecommerce?.items ?? []);
  const ids = promotions.map((p) => `${p.creative_slot}|${p.promotion_id}`);
  expect(new Set(ids).size, 'each banner once').toBe(ids.length);
  expect(promotions).toContainEqual({
    promotion_id: 'MKT-101',
    promotion_name: 'Vårkampanj på virke',
    creative_name: 'banner-start-sektion-02-1',
    creative_slot: 'sub_banners:Underbanners 1',
    index: 1,
  });
  const banner = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Vårkampanj på virke' }) });
  await banner.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/inspiration\//);
  expect(named(pushed, 'select_promotion').map((p) => p.ecommerce?.items)).toEqual([
    [
      expect.objectContaining({
        promotion_id: 'MKT-101',
        creative_slot: 'sub_banners:Underbanners 1',
        index: 1,
      }),
    ],
  ]);

  // Search: the list once it is 80% in view, the product chosen from it.
  await page.goto('/search?q=tr%C3%A4skruv%20gunnebo');
  await page.mouse.wheel(0, 6000);
  await expect.poll(() => named(pushed, 'view_item_list').length).toBe(1);
  const list = named(pushed, 'view_item_list')[0]?.ecommerce;
  expect(list?.item_list_name).toBe('search_result_list');
  expect(list?.items?.[0]).toMatchObject({
    item_id: '1000009',
    index: 1,
    item_brand: 'Gunnebo',
    item_category: 'Infästning',
  });
  await page.mouse.wheel(0, -6000);
  await page.getByRole('link', { name: 'Träskruv 3,5x30 Varmförzinkad' }).first().click();
  await expect(page).toHaveURL(/\/produkt\/traskruv-gunnebo-2-1000009$/);
  await expect.poll(() => named(pushed, 'view_item').length).toBe(1);
  expect(named(pushed, 'select_item')).toHaveLength(1);
  expect(named(pushed, 'select_item')[0]?.ecommerce).toMatchObject({
    item_list_name: 'search_result_list',
    items: [expect.objectContaining({ item_id: '1000009', index: 1 })],
  });
  const viewed = named(pushed, 'view_item')[0]?.ecommerce;
  expect(viewed).toMatchObject({
    currency: 'SEK',
    items: [expect.objectContaining({ item_id: '1000009', quantity: 1 })],
  });
  const price = Number(viewed?.items?.[0]?.price);
  expect(price).toBeGreaterThan(0);
  expect(viewed?.value).toBe(price);

  // Add to cart from the product page: 2 at the customer's price.
  await addOnProductPage(page, 'Utkörning', '2');
  await expect.poll(() => named(pushed, 'add_to_cart').length).toBe(1);
  expect(named(pushed, 'add_to_cart')[0]?.ecommerce).toEqual({
    currency: 'SEK',
    value: Math.round(price * 2 * 100) / 100,
    items: [
      expect.objectContaining({
        item_id: '1000009',
        price,
        quantity: 2,
        item_list_name: 'product-detail-page',
      }),
    ],
  });

  // The cart: viewed, the funnel's step 1; a line added by article number and taken out again.
  await page.goto('/cart');
  await expect.poll(() => named(pushed, 'view_cart').length).toBe(1);
  await quickAdd(page, '1000010', '1');
  await expect.poll(() => named(pushed, 'add_to_cart').length).toBe(2);
  expect(named(pushed, 'add_to_cart')[1]?.ecommerce?.items?.[0]).toMatchObject({
    item_id: '1000010',
    quantity: 1,
    item_list_name: 'quick_order_list',
    item_name: 'Träskruv 4,0x40 Elförzinkad',
  });
  const line = page.getByRole('listitem').filter({ hasText: 'Träskruv 4,0x40 Elförzinkad' });
  await line.getByRole('button', { name: /^Ta bort/ }).click();
  await expect(line).toHaveCount(0);
  await expect.poll(() => named(pushed, 'remove_from_cart').length).toBe(1);
  expect(named(pushed, 'remove_from_cart')[0]?.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: '1000010', quantity: 1 }),
  ]);

  // Delivery, summary, order.
  await page.getByRole('link', { name: 'Till kassan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leverans' })).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Granska och skicka' })).toBeVisible();
  await page.getByRole('button', { name: 'Skicka order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tack för din order');
  const orderNumber = (await page.getByText(/Ordernummer \d+/).textContent())?.match(/\d+/)?.[0];
  expect(orderNumber).toBeTruthy();
  await expect.poll(() => named(pushed, 'purchase').length).toBe(1);

  const steps = named(pushed, 'checkout').map((p) => p.ecommerce?.checkout_step);
  expect(steps).toEqual([1, 2, 3, 4]);
  expect(named(pushed, 'purchase')[0]?.ecommerce).toEqual({
    transaction_id: orderNumber,
    affiliation: 'Bygghandeln',
    value: Math.round(price * 2 * 100) / 100,
    tax: 0,
    shipping: 0,
    currency: 'SEK',
    items: [expect.objectContaining({ item_id: '1000009', price, quantity: 2 })],
  });

  // Reloading the success page, or coming back to it, tracks no second purchase.
  await page.reload();
  await page.goBack().catch(() => undefined);
  await page.goForward().catch(() => undefined);
  await page.waitForTimeout(1500);
  expect(named(pushed, 'purchase')).toHaveLength(1);

  // Every shopping event of the journey exactly once (view_promotion: once per banner).
  for (const event of ['select_promotion', 'select_item', 'view_item', 'view_cart', 'remove_from_cart'])
    expect(named(pushed, event), event).toHaveLength(1);
  expect(named(pushed, 'view_item_list')).toHaveLength(1);
  expect(named(pushed, 'add_to_cart')).toHaveLength(2);
  // GA4: the previous ecommerce object is cleared before each ecommerce event.
  for (const [i, p] of pushed.entries())
    if (p.event && p.ecommerce) expect(pushed[i - 1], `before ${p.event}`).toEqual({ ecommerce: null });
  // Web vitals are rated with the §9 thresholds.
  const vitals = named(pushed, 'web-vitals');
  expect(vitals.length).toBeGreaterThan(0);
  expect(vitals[0]?.web_vitals).toMatchObject({
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
  });

  // The search service received the click, the add and the purchase, with one tracking id.
  const trackingId = await trackingIdOf(page);
  expect(trackingId).toMatch(/^[\w-]{21}$/);
  await expect
    .poll(async () => (await behaviourEvents(page, trackingId ?? '')).map((e) => e.type).sort())
    .toEqual(expect.arrayContaining(['addtocart', 'click', 'purchase']));
  const received = await behaviourEvents(page, trackingId ?? '');
  expect(received.find((e) => e.type === 'click')?.entity.id).toBe('1000009');
  expect(received.find((e) => e.type === 'addtocart' && e.entity.id === '1000009')?.quantity).toBe(2);
  expect(received.filter((e) => e.type === 'purchase')).toEqual([
    expect.objectContaining({
      entity: { type: 'Variant', id: '1000009' },
      quantity: 2,
      orderId: orderNumber,
    }),
  ]);
});

/** 21 URL-safe characters, as the tracking id is (content §9). */
const freshTrackingId = () => `e2e${randomUUID().replace(/-/g, '')}`.slice(0, 21);

/** The first product of the search results' list. */
const firstResult = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Produkter' }).getByRole('link').first();

test('a search result clicked the moment it shows, before the scripts have taken over, still tells the search service', async ({
  page,
}) => {
  await page.goto('/');
  // A tracking id of this test's own, so a retry or another test's events are not counted.
  const trackingId = await page.evaluate((id) => {
    localStorage.setItem('_l54a', id);
    return localStorage.getItem('_l54a');
  }, freshTrackingId());
  // A plain navigation (not `page.goto`, which waits for the app): the click comes as soon as
  // the list is there, whatever the scripts are doing.
  await page.evaluate(() => window.location.assign('/search?q=skruv'));
  const first = firstResult(page);
  const slug = (await first.getAttribute('href'))?.split('/').pop() ?? '';
  const hydratedAtClick = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${slug}$`));
  const articleNumber = /(\d+)$/.exec(slug)?.[1];
  await expect
    .poll(
      async () => (await behaviourEvents(page, trackingId ?? '')).map((e) => `${e.type}:${e.entity.id}`),
      {
        timeout: 10_000,
      },
    )
    .toEqual([`click:${articleNumber}`]);
  test.info().annotations.push({ type: 'hydrated at click', description: String(hydratedAtClick) });
});

test('signed in, a search by the header and the first result opened at once: one click event, and the product page renders without an error', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  const trackingId = await page.evaluate((id) => {
    localStorage.setItem('_l54a', id);
    return localStorage.getItem('_l54a');
  }, freshTrackingId());
  const search = page.getByRole('searchbox', { name: 'Sök' });
  await search.fill('skruv');
  await search.press('Enter');
  const first = firstResult(page);
  const slug = (await first.getAttribute('href'))?.split('/').pop() ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const articleNumber = /(\d+)$/.exec(slug)?.[1];
  await expect
    .poll(async () =>
      (await behaviourEvents(page, trackingId ?? ''))
        .filter((e) => e.type === 'click')
        .map((e) => e.entity.id),
    )
    .toEqual([articleNumber]);
});

test('a suggestion chosen in the header search is a select_item of the sticky header and a click for the search service', async ({
  page,
  context,
}) => {
  const pushed = await recordDataLayer(context);
  await page.goto('/');
  // A tracking id of this test's own, so a retry or another test's events are not counted.
  const trackingId = await page.evaluate((id) => {
    localStorage.setItem('_l54a', id);
    return localStorage.getItem('_l54a');
  }, freshTrackingId());
  await page.getByRole('searchbox', { name: 'Sök' }).fill('skruv');
  // The suggestions of 'skruv' itself (those of a shorter query may show for a moment first): a
  // product, named with its article number, not a content page ('Välj rätt skruv') that may be
  // first in the region while the products are still on their way.
  const suggestion = page
    .getByRole('region', { name: 'Sökförslag' })
    .getByRole('link', { name: /skruv.*\d{7}/i })
    .first();
  await suggestion.click();
  // The product opened, whichever the list held at the click: its article ends the address.
  await expect(page).toHaveURL(/\/produkt\/[^/]+-\d+$/);
  const articleNumber = /-(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  await expect
    .poll(async () => (await behaviourEvents(page, trackingId ?? '')).map((e) => `${e.type}:${e.entity.id}`))
    .toEqual([`click:${articleNumber}`]);
  // Not a listing: the header's suggestions are the spec's sticky header (content §2).
  await expect.poll(() => named(pushed, 'select_item').length).toBe(1);
  expect(named(pushed, 'select_item')[0]?.ecommerce).toMatchObject({
    item_list_name: 'sticky_header',
    items: [expect.objectContaining({ item_id: articleNumber, item_list_name: 'sticky_header' })],
  });
});

test('a long listing tracks view_item_list once, when 80% of it has been in view', async ({
  page,
  context,
}) => {
  const pushed = await recordDataLayer(context);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(CATEGORY);
  const grid = page.getByRole('list', { name: 'Produkter' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(named(pushed, 'view_item_list'), 'not before it is seen').toHaveLength(0);
  // Scrolled until the bottom fifth of the list is all that is left below the screen.
  const box = await grid.boundingBox();
  if (!box) throw new Error('no listing');
  const scrollY = await page.evaluate(() => window.scrollY);
  const target = scrollY + box.y + box.height * 0.85 - 600;
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => named(pushed, 'view_item_list').length).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  expect(named(pushed, 'view_item_list')).toHaveLength(1);
  const event = named(pushed, 'view_item_list')[0]?.ecommerce;
  expect(event?.item_list_name).toBe('product_list');
  const items = event?.items ?? [];
  expect(items.length).toBe(await grid.getByRole('listitem').count());
  expect(items.map((i) => i.index)).toEqual(items.map((_, i) => i + 1));
});

test.describe('a product read that fails', () => {
  // The error page is the journey here: the boundary's error is expected, nothing else.
  test.use({ expectedPageErrors: [/search answered 500/] });

  test('a render error reaches the error sink with its route and without a token, password or e-mail', async ({
    page,
  }) => {
    const since = new Date().toISOString();
    await page.goto('/');
    await signIn(page, 'anna.user');
    // The product read fails: the server renders the error page, and reports it.
    await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
      data: { method: 'POST', path: '/getEntitiesByAttribute', status: 500 },
    });
    const answer = await page.goto(BRACKET_PRODUCT);
    expect(answer?.status()).toBe(500);
    await expect(page.getByText('Vi har fått information om felet och tittar på det.')).toBeVisible();
    // The same in the browser: an in-app navigation to a product that fails.
    await page.goto('/search?q=tr%C3%A4skruv%20gunnebo');
    await clearFaults(page);
    await page.goto('/search?q=tr%C3%A4skruv%20gunnebo');
    await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
      data: { method: 'POST', path: '/getEntitiesByAttribute', status: 500 },
    });
    await page.getByRole('link', { name: 'Träskruv 4,0x40 Elförzinkad' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Något gick fel hos oss' })).toBeVisible();
    await clearFaults(page);

    type Stored = {
      receivedAt: string;
      type: string;
      payload: Record<string, unknown> & { tags?: Record<string, string>; platform?: string };
    };
    const received = async () => {
      const { events } = await (await page.request.get(`${SANDBOX_URL}/__sandbox/errors`)).json();
      return (events as Stored[]).filter((e) => e.receivedAt >= since && e.type === 'event');
    };
    await expect
      .poll(async () =>
        (await received())
          .filter((e) => e.payload.tags?.route === '/produkt/$slug')
          .map((e) => e.payload.platform)
          .sort(),
      )
      .toEqual(['javascript', 'node']);
    const all = await received();
    for (const event of all) expect(event.payload.tags?.brand).toBe('bygg');
    // Nothing secret in anything that arrived: no JWT, no bearer token, no password, no e-mail address.
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/eyJ[\w-]{5,}\.[\w-]{5,}/);
    expect(text).not.toMatch(/Bearer\s+[\w.-]{8,}/i);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
  });
});

test.describe('before the visitor has answered', () => {
  test.use({ consent: null });

  test('the consent question passes axe, works by keyboard, and the tag manager waits for a yes', async ({
    page,
  }) => {
    await page.goto('/');
    const question = page.getByRole('region', { name: 'Kakor för statistik och marknadsföring' });
    await expect(question).toBeVisible();
    await expectNoSeriousViolations(page);
    // No answer yet: no tag manager.
    await page.waitForTimeout(1000);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
    // By keyboard: the skip link, then the question's first answer.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Godkänn alla' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.locator('script[src*="/gtm.js?id=GTM-E2EBYGG"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer))).toContain('gtm.load');

    // Asked no more, also in the server's HTML.
    await page.reload();
    await expect(question).toHaveCount(0);
    // The footer asks again; 'no' takes the tag manager away (the page reloads without it).
    await page.getByRole('contentinfo').getByRole('button', { name: 'Kakor' }).click();
    await expect(question.getByRole('button', { name: 'Godkänn alla' })).toBeFocused();
    await Promise.all([
      page.waitForEvent('load'),
      question.getByRole('button', { name: 'Endast nödvändiga' }).press('Enter'),
    ]);
    await expect(question).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(await page.locator('script[src*="/gtm.js"]').count()).toBe(0);
  });
});

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}
