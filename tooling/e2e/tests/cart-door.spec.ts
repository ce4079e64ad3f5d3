import type { Locator, Page, Request, Response } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import {
  CATEGORY,
  cartButton,
  chooseOnProductPage,
  clearFaults,
  emptyCart,
  quickAdd,
  servicePath,
  signIn,
  uploadCartFile,
} from './helpers.ts';

/**
 * The cart door (packages/storefront/src/cart/door.ts): every cart write goes
 * through the cart machine, which says 'Lägger i varukorgen …' or 'Sparar
 * varukorgen …' while a write is in flight and shows an alert when one fails;
 * bursts coalesce; a timed-out add is sent again with its idempotency key; a
 * pending quantity survives a navigation and a reload. Requests are counted as
 * the browser sends them.
 */

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

const ADDING = 'Lägger i varukorgen …';
const SAVING = 'Sparar varukorgen …';

/** A five-pack (order multiple 5 in every store that stocks it and in the central storage). */
const FIVE_PACK = {
  articleNumber: '1100604',
  name: 'Sprinklerhuvud hängande 68 °C K80',
  slug: 'sprinklerhuvud-hangande-viking-56-1100604',
};

/** A write to the cart service, as the browser sends it (reads and the file export are not). */
function isCartWrite(request: Request) {
  const pathname = servicePath(request.url());
  return (
    pathname.startsWith('/v2/cart/') &&
    !pathname.endsWith('/export') &&
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method())
  );
}

/** Every cart write the page sends from now on. */
function recordCartWrites(page: Page) {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (isCartWrite(request)) writes.push(request);
  });
  return writes;
}

/** `method` and a sandbox fault path (`*` wildcards) as a matcher for the browser's requests. */
function matching(method: string, path: string) {
  const pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
  return (request: Request) => request.method() === method && pattern.test(servicePath(request.url()));
}

interface Fault {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  status?: number;
  delayMs?: number;
  times?: number;
}

async function fault(page: Page, data: Fault) {
  const response = await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data });
  expect(response.status()).toBe(201);
}

/** The cart as the cart service holds it, read with the page's own session (its cookie). */
async function serverCart(page: Page) {
  const response = await page.request.get('/api/v2/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    cartItems: { articleNumber: string; quantity: number; deliveryId: string; label: string | null }[];
    deliveries: { deliveryId: string; isIncludedInOrder: boolean }[];
  };
}

/** One article's line as the cart service holds it (undefined when there is none). */
async function serverLine(page: Page, articleNumber: string) {
  return (await serverCart(page)).cartItems.find((i) => i.articleNumber === articleNumber);
}

/** The cart's lines in a cart write's answer (the service answers every write with them). */
async function cartLinesOf(response: Response) {
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      cartItems: { articleNumber: string; quantity: number; deliveryId: string }[];
    }
  ).cartItems;
}

/** The header's cart button; its name says how many lines the cart has. */

/** A delivery's lines on /cart. */
const linesOf = (page: Page, delivery: string) =>
  page.getByRole('region', { name: delivery }).getByRole('listitem');

/** The line of an article under a delivery on /cart. */
const lineOf = (page: Page, delivery: string, articleNumber: string) =>
  linesOf(page, delivery).filter({ hasText: articleNumber });

const quantityOf = (line: Locator) => line.getByRole('textbox', { name: /^Antal av / });

/** The product page's add to cart with a delivery method and a quantity typed (and left, so it snaps). */
async function productAdd(page: Page, slug: string, delivery: string, quantity?: string) {
  await page.goto(`/produkt/${slug}`);
  return chooseOnProductPage(page, delivery, quantity);
}

/** Switches to another customer in the context dialog. */
async function switchCustomer(page: Page, customer: string) {
  await page.getByRole('button', { name: /^Kund och projekt:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  await dialog.getByText(customer).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Kund och projekt:/ })).toContainText(customer);
}

/** Express options are offered 06–14 on days with deliveries: the browser's clock stands on a Wednesday morning. */
const EXPRESS_MORNING = new Date('2026-11-18T10:00:00+01:00');

/** Articles sold one by one (order multiple 1); 1000002 has no express tag. */
const SCREW = { articleNumber: '1000001', slug: 'traskruv-essve-1-1000001' };
const NO_EXPRESS = { articleNumber: '1000002', slug: 'traskruv-essve-1-1000002' };

/** One kind of cart write, done through the page: once under a 500 fault, once slowed down by the sandbox. */
interface CartWrite {
  kind: string;
  method: Fault['method'];
  /** The request's path as a sandbox fault path. */
  path: string;
  /** Where the page shows the cart's status and alert (the whole page unless said). */
  scope?: (page: Page) => Locator;
  /** The machine's mutating status: adds say 'Lägger i varukorgen …', the rest 'Sparar varukorgen …'. */
  status: string;
  /** The machine's error status for this kind of write. */
  failure: string;
  /** Makes the write; `attempt` 0 is the failing one, 1 the slow one. */
  act: (page: Page, attempt: number) => Promise<void>;
  /** After the failure: back to where the next attempt starts (a dialog closed, say). */
  recover?: (page: Page) => Promise<void>;
  /** What the page shows once the slow write went through. */
  done: (page: Page) => Promise<void>;
}

/** 'Ett fel uppstod: {detail} Försök igen senare.' (§8). */
const failure = (detail: string) => `Ett fel uppstod: ${detail} Försök igen senare.`;

/**
 * A 500 shows the cart's error status; then, with the answer held back 1 s,
 * the cart's mutating status is on screen while the request is in flight and
 * gone once it is answered.
 */
async function expectStatuses(page: Page, write: CartWrite) {
  const scope = write.scope?.(page) ?? page;
  const isWrite = matching(write.method, write.path);

  await fault(page, { method: write.method, path: write.path, status: 500 });
  const failed = page.waitForResponse((r) => isWrite(r.request()) && r.status() === 500);
  await write.act(page, 0);
  await failed;
  // The first is the cart status's own (under the page heading); a line or a dialog may say it too.
  await expect(scope.getByRole('alert').filter({ hasText: write.failure }).first()).toBeVisible();
  await clearFaults(page);
  await write.recover?.(page);

  await fault(page, { method: write.method, path: write.path, delayMs: 1000, times: 1 });
  const sent = page.waitForRequest(isWrite);
  const answered = page.waitForResponse((r) => isWrite(r.request()));
  await write.act(page, 1);
  await sent;
  const status = scope.getByRole('status').filter({ hasText: write.status });
  await expect(status).toBeVisible();
  expect((await answered).ok()).toBe(true);
  await expect(status).toBeHidden();
  await expect(scope.getByRole('alert').filter({ hasText: write.failure })).toHaveCount(0);
  await write.done(page);
}

test('every write to a cart line shows the cart saving while it is in flight and the error when it fails', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.setFixedTime(EXPRESS_MORNING);
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  // A line that cannot go by express: its fix moves it to home delivery.
  const express = await productAdd(page, NO_EXPRESS.slug, 'Expressutkörning', '1');
  await express.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(express.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');

  const addRegion = (p: Page) => p.getByRole('region', { name: 'Lägg i varukorg' });
  const screw = lineOf(page, 'Utkörning', SCREW.articleNumber);
  const moving = lineOf(page, 'Expressutkörning', NO_EXPRESS.articleNumber);
  const writes: CartWrite[] = [
    {
      kind: 'add (product page)',
      method: 'POST',
      path: '/v2/cart/*/variants/batch/add',
      scope: addRegion,
      status: ADDING,
      failure: failure('artikeln kunde inte läggas i varukorgen.'),
      act: async (p) => {
        const add = await productAdd(p, SCREW.slug, 'Utkörning', '2');
        await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
      },
      done: async (p) => {
        await expect(addRegion(p).getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
        await p.goto('/cart');
        await expect(quantityOf(screw)).toHaveValue('2');
      },
    },
    {
      kind: 'quantity',
      method: 'PUT',
      path: '/v2/cart/*/variants/batch/update',
      status: SAVING,
      failure: failure('raderna kunde inte uppdateras.'),
      act: async (_, attempt) => {
        await quantityOf(screw).fill(attempt === 0 ? '4' : '3');
        await quantityOf(screw).press('Enter');
      },
      done: async (p) => {
        await expect(quantityOf(screw)).toHaveValue('3');
        expect((await serverLine(p, SCREW.articleNumber))?.quantity).toBe(3);
      },
    },
    {
      kind: 'label',
      method: 'PUT',
      path: '/v2/cart/*/variants/batch/update',
      status: SAVING,
      failure: failure('raderna kunde inte uppdateras.'),
      act: async (_, attempt) => {
        const label = screw.getByRole('textbox', { name: /^Märkning för / });
        await label.fill(attempt === 0 ? 'Bod 1' : 'Bod 2');
        await label.press('Enter');
      },
      done: async (p) => {
        await expect(screw.getByRole('textbox', { name: /^Märkning för / })).toHaveValue('Bod 2');
        expect((await serverLine(p, SCREW.articleNumber))?.label).toBe('Bod 2');
      },
    },
    {
      kind: 'move (needs-action fix)',
      method: 'PUT',
      path: '/v2/cart/*/variants/batch/update',
      status: SAVING,
      failure: failure('raderna kunde inte uppdateras.'),
      act: async () => {
        await expect(moving).toContainText('Artikeln kan inte skickas med express.');
        await moving.getByRole('button', { name: 'Flytta till Utkörning' }).click();
      },
      done: async (p) => {
        await expect(lineOf(p, 'Utkörning', NO_EXPRESS.articleNumber)).toHaveCount(1);
        await expect(p.getByRole('region', { name: 'Expressutkörning' })).toHaveCount(0);
      },
    },
    {
      kind: 'delete one line',
      method: 'PUT',
      path: '/v2/cart/*/variants/batch/delete',
      status: SAVING,
      failure: failure('artiklarna kunde inte tas bort.'),
      act: async () => {
        await screw.getByRole('button', { name: /^Ta bort / }).click();
      },
      done: async (p) => {
        await expect(screw).toHaveCount(0);
        await expect(linesOf(p, 'Utkörning')).toHaveCount(1);
      },
    },
  ];
  for (const write of writes) await test.step(write.kind, () => expectStatuses(page, write));
});

test('every write to the whole cart shows the cart saving while it is in flight and the error when it fails', async ({
  page,
}) => {
  test.setTimeout(75_000);
  await page.goto('/');
  // Six customers: two other customers' carts to move lines from.
  await signIn(page, 'david.siteadmin');
  const home = 'Nordbygg Entreprenad AB';
  const others = ['Fastighetsservice Syd AB', 'Kylteknik Mälardalen AB'];
  for (const [i, customer] of others.entries()) {
    await switchCustomer(page, customer);
    await emptyCart(page);
    await quickAdd(page, `100000${5 + i}`, '1');
    await expect(linesOf(page, 'Utkörning')).toHaveCount(1);
  }
  await switchCustomer(page, home);
  await emptyCart(page);
  await quickAdd(page, SCREW.articleNumber, '1');
  await quickAdd(page, NO_EXPRESS.articleNumber, '1');
  await expect(linesOf(page, 'Utkörning')).toHaveCount(2);

  const fileDialog = (p: Page) => p.getByRole('dialog', { name: 'Lägg till från fil' });
  const include = (p: Page) =>
    p.getByRole('region', { name: 'Utkörning' }).getByRole('checkbox', { name: 'Ta med i ordern' });
  const writes: CartWrite[] = [
    {
      kind: 'exclude a delivery',
      method: 'PUT',
      path: '/v2/cart/*/delivery/*/includeInOrder',
      status: SAVING,
      failure: failure('raderna kunde inte uppdateras.'),
      act: (p) => include(p).uncheck(),
      // The box goes back: the delivery is still in the order.
      recover: (p) => expect(include(p)).toBeChecked(),
      done: async (p) => {
        await expect(include(p)).not.toBeChecked();
        expect((await serverCart(p)).deliveries).toEqual([
          expect.objectContaining({ deliveryId: 'DBI', isIncludedInOrder: false }),
        ]);
      },
    },
    {
      kind: 'upload a file',
      method: 'POST',
      path: '/v2/cart/*/upload',
      status: SAVING,
      failure: failure('filen kunde inte läsas in i varukorgen.'),
      act: async (p) => {
        await uploadCartFile(p, 'artikelnummer;antal\n1000003;2\n');
      },
      recover: (p) => fileDialog(p).getByRole('button', { name: 'Stäng' }).click(),
      done: async (p) => {
        await expect(fileDialog(p).getByRole('status')).toHaveText(
          '1 rad från filen ligger nu i varukorgen.',
        );
        await fileDialog(p).getByRole('button', { name: 'Stäng' }).click();
        await expect(linesOf(p, 'Utkörning')).toHaveCount(3);
      },
    },
    {
      kind: "move another customer's cart here",
      method: 'PUT',
      path: '/v2/cart/*/transfer/*',
      status: SAVING,
      failure: failure('varukorgen kunde inte flyttas.'),
      act: async (p, attempt) => {
        const from = others[attempt] as string;
        await expect(p.getByText(new RegExp(`^Varukorgen för ${from}.* har 1 rad\\.`))).toBeVisible();
        await p.getByRole('button', { name: new RegExp(`^Flytta hit raderna från ${from}`) }).click();
      },
      done: async (p) => {
        await expect(
          p.getByText(new RegExp(`^Raderna från ${others[1]}.* ligger nu i den här varukorgen\\.$`)),
        ).toBeVisible();
        await expect(lineOf(p, 'Utkörning', '1000006')).toHaveCount(1);
      },
    },
    {
      kind: 'delete picked lines',
      method: 'PUT',
      path: '/v2/cart/*/variants/batch/delete',
      status: SAVING,
      failure: failure('artiklarna kunde inte tas bort.'),
      act: async (p) => {
        for (const article of [SCREW.articleNumber, NO_EXPRESS.articleNumber])
          await lineOf(p, 'Utkörning', article)
            .getByRole('checkbox', { name: /^Välj / })
            .check();
        await p.getByRole('button', { name: 'Ta bort 2 markerade rader' }).click();
        await p
          .getByRole('dialog', { name: 'Ta bort markerade rader?' })
          .getByRole('button', { name: 'Ta bort', exact: true })
          .click();
      },
      recover: (p) => expect(p.getByRole('dialog', { name: 'Ta bort markerade rader?' })).toBeHidden(),
      done: async (p) => {
        await expect(p.getByText('2 rader borttagna ur varukorgen.')).toBeVisible();
        await expect(linesOf(p, 'Utkörning')).toHaveCount(2);
      },
    },
    {
      kind: 'empty the cart',
      method: 'DELETE',
      path: '/v2/cart/*/variants',
      status: SAVING,
      failure: failure('artiklarna kunde inte tas bort.'),
      act: async (p) => {
        await p.getByRole('button', { name: 'Töm varukorgen' }).click();
        await p
          .getByRole('dialog', { name: 'Töm varukorgen?' })
          .getByRole('button', { name: 'Töm varukorgen' })
          .click();
      },
      recover: (p) => expect(p.getByRole('dialog', { name: 'Töm varukorgen?' })).toBeHidden(),
      done: async (p) => {
        await expect(p.getByText('Varukorgen är tom.')).toBeVisible();
        expect((await serverCart(p)).cartItems).toEqual([]);
      },
    },
  ];
  for (const write of writes) await test.step(write.kind, () => expectStatuses(page, write));
});

test('a burst of adds from listing cards goes to the cart service as one batch add', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'punchout.user');
  await emptyCart(page);
  await page.goto(CATEGORY);
  await page
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  const cards = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem');
  // Prices (and with them the order multiples) have loaded.
  await expect(cards.first()).toContainText(/\d+,\d{2}\s*kr/);

  const writes = recordCartWrites(page);
  const added = page.waitForResponse((r) => matching('POST', '/v2/cart/*/variants/batch/add')(r.request()));
  // Three cards, one after the other inside the debounce: an empty field adds one order multiple.
  // The buttons are found first and pressed in one go: on a loaded CI runner, three Playwright
  // clicks (each waiting for the button to be stable) took longer than the 500 ms debounce.
  const buttons = [0, 1, 2].map((i) =>
    cards.nth(i).getByRole('button', { name: 'Lägg i varukorg', exact: true }),
  );
  for (const button of buttons) await expect(button).toBeEnabled();
  const handles = await Promise.all(buttons.map((button) => button.elementHandle()));
  await page.evaluate((elements) => {
    for (const element of elements) (element as HTMLButtonElement | null)?.click();
  }, handles);
  // The one answer is the cart with all three lines.
  expect(await cartLinesOf(await added)).toHaveLength(3);
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 3 artiklar');
  // The one batch is told as what it added: three lines, not the last card's one.
  await expect(page.getByRole('status').filter({ hasText: /lagda? i varukorgen/ })).toHaveText(
    '3 rader lagda i varukorgen.',
  );
  await page.goto('/cart');
  await expect(linesOf(page, 'Utkörning')).toHaveCount(3);

  expect(writes.map((w) => `${w.method()} ${servicePath(w.url()).replace(/\/v2\/cart\/[^/]+/, '')}`)).toEqual(
    ['POST /variants/batch/add'],
  );
});

/**
 * A home delivery ships from the central storage, where the cart service checks
 * the order multiple; the customer's own store may stock the article or not.
 */
const FIVE_PACK_CUSTOMERS = [
  { user: 'ej.se.ekonomisk.uppfoljning', store: 'stocks it' },
  { user: 'ej.skapa.offert', store: 'has no stock data for it' },
];

for (const { user, store } of FIVE_PACK_CUSTOMERS) {
  test(`7 of a five-pack is 10 on the product page, a listing card, quick add and /cart (the customer's store ${store})`, async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await page.goto('/');
    await signIn(page, user);
    await emptyCart(page);
    const line = lineOf(page, 'Utkörning', FIVE_PACK.articleNumber);
    const inCart = async () => {
      await page.goto('/cart');
      await expect(linesOf(page, 'Utkörning')).toHaveCount(1);
      await expect(quantityOf(line)).toHaveValue('10');
      await line.getByRole('button', { name: /^Ta bort / }).click();
      await expect(page.getByText('Varukorgen är tom.')).toBeVisible();
    };

    // Product page.
    const add = await productAdd(page, FIVE_PACK.slug, 'Utkörning', '7');
    await expect(add.getByRole('textbox', { name: 'Antal' })).toHaveValue('10');
    await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
    await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
    await inCart();

    // A listing card.
    await page.goto(`/search?q=${FIVE_PACK.articleNumber}`);
    await page
      .getByRole('radiogroup', { name: 'Leveranssätt' })
      .getByText('Utkörning', { exact: true })
      .click();
    const card = page
      .getByRole('list', { name: 'Produkter' })
      .getByRole('listitem')
      .filter({ hasText: FIVE_PACK.articleNumber });
    await expect(card).toContainText('Säljs i förpackning om 5 st');
    const field = card.getByRole('textbox', { name: `Antal av ${FIVE_PACK.name}` });
    await field.fill('7');
    await field.press('Tab');
    await expect(field).toHaveValue('10');
    await card.getByRole('button', { name: 'Lägg i varukorg', exact: true }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');
    await inCart();

    // Quick add on /cart.
    await quickAdd(page, FIVE_PACK.articleNumber, '7');
    await expect(quantityOf(line)).toHaveValue('10');

    // The line's own field: 5 stays 5, 7 becomes 10, and the cart service gets 10.
    const updated = () =>
      page.waitForResponse((r) => matching('PUT', '/v2/cart/*/variants/batch/update')(r.request()));
    const five = updated();
    await quantityOf(line).fill('5');
    await quantityOf(line).press('Enter');
    expect((await cartLinesOf(await five)).map((l) => l.quantity)).toEqual([5]);
    const ten = updated();
    await quantityOf(line).fill('7');
    await quantityOf(line).press('Enter');
    await expect(quantityOf(line)).toHaveValue('10');
    expect((await cartLinesOf(await ten)).map((l) => l.quantity)).toEqual([10]);
    await page.reload();
    await expect(quantityOf(line)).toHaveValue('10');
  });
}

test('a line that cannot go by express moves to Utkörning with its fix', async ({ page }) => {
  await page.clock.setFixedTime(EXPRESS_MORNING);
  await page.goto('/');
  await signIn(page, 'cecilia.selleradmin');
  await emptyCart(page);
  const add = await productAdd(page, NO_EXPRESS.slug, 'Expressutkörning', '2');
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');

  await page.goto('/cart');
  const line = lineOf(page, 'Expressutkörning', NO_EXPRESS.articleNumber);
  await expect(line).toContainText('Artikeln kan inte skickas med express.');
  const moved = page.waitForResponse((r) => matching('PUT', '/v2/cart/*/variants/batch/update')(r.request()));
  await line.getByRole('button', { name: 'Flytta till Utkörning' }).click();
  expect((await cartLinesOf(await moved)).map((l) => [l.articleNumber, l.deliveryId])).toEqual([
    [NO_EXPRESS.articleNumber, 'DBI'],
  ]);
  const home = lineOf(page, 'Utkörning', NO_EXPRESS.articleNumber);
  await expect(home).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Expressutkörning' })).toHaveCount(0);
  await expect(home).not.toContainText('Artikeln kan inte skickas med express.');
  await page.reload();
  await expect(quantityOf(home)).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Expressutkörning' })).toHaveCount(0);
});

test('an add that times out offers Försök igen, which sends it again with the same key and does not double it', async ({
  page,
}) => {
  // The add is held 16 s, longer than the client's 15 s timeout.
  test.setTimeout(75_000);
  await page.goto('/');
  await signIn(page, 'version1.user');
  await emptyCart(page);
  const add = await productAdd(page, SCREW.slug, 'Utkörning', '3');
  const isAdd = matching('POST', '/v2/cart/*/variants/batch/add');
  await fault(page, { method: 'POST', path: '/v2/cart/*/variants/batch/add', delayMs: 16_000, times: 1 });
  const first = page.waitForRequest(isAdd);
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  // The provisional headers: waiting for all of them would wait for the answer.
  const key = (await first).headers()['idempotency-key'];
  expect(key).toBeTruthy();
  await expect(add.getByRole('status')).toHaveText(ADDING);

  const alert = add.getByRole('alert');
  await expect(alert).toContainText('Varukorgen svarade inte i tid', { timeout: 20_000 });
  const retry = alert.getByRole('button', { name: 'Försök igen' });
  await expect(retry).toBeVisible();
  // The service applies the late add anyway.
  const quantities = async () =>
    (await serverCart(page)).cartItems
      .filter((i) => i.articleNumber === SCREW.articleNumber)
      .map((i) => i.quantity);
  await expect.poll(quantities, { timeout: 10_000 }).toEqual([3]);

  const again = page.waitForRequest(isAdd);
  const answered = page.waitForResponse((r) => isAdd(r.request()));
  await retry.click();
  expect((await again).headers()['idempotency-key']).toBe(key);
  const response = await answered;
  expect(response.ok()).toBe(true);
  expect(await response.headerValue('idempotent-replayed')).toBe('true');
  await expect(alert).toBeHidden();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 1 artikel');

  await page.goto('/cart');
  await expect(linesOf(page, 'Utkörning')).toHaveCount(1);
  await expect(quantityOf(lineOf(page, 'Utkörning', SCREW.articleNumber))).toHaveValue('3');
  expect(await quantities()).toEqual([3]);
});

test('a quantity typed just before leaving reaches the cart: an in-app link and a reload', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  await emptyCart(page);
  await quickAdd(page, SCREW.articleNumber, '5');
  const line = lineOf(page, 'Utkörning', SCREW.articleNumber);
  await expect(quantityOf(line)).toHaveValue('5');
  const onServer = async () => (await serverLine(page, SCREW.articleNumber))?.quantity;

  // Typed, then at once a link in the header: the quantity still goes.
  const sent = page.waitForResponse((r) => matching('PUT', '/v2/cart/*/variants/batch/update')(r.request()));
  await quantityOf(line).fill('8');
  await quantityOf(line).press('Enter');
  await page.getByRole('banner').getByRole('link', { name: 'Hitta butik' }).click();
  await expect(page).toHaveURL(/\/hitta-butik$/);
  expect((await cartLinesOf(await sent)).map((l) => l.quantity)).toEqual([8]);
  await expect.poll(onServer).toBe(8);
  await page.goto('/cart');
  await expect(quantityOf(line)).toHaveValue('8');

  // Typed, then at once a reload: the page sends it as it goes.
  await quantityOf(line).fill('9');
  await quantityOf(line).press('Enter');
  await page.reload();
  await expect.poll(onServer).toBe(9);
  await page.goto('/cart');
  await expect(quantityOf(line)).toHaveValue('9');
});
