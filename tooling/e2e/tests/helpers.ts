import { createServer } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { start } from '../../config/process.ts';
import { SANDBOX_URL } from '../brands.ts';

export const PASSWORD = 'Sandbox-2026';

/** Signs in through the header's flyout, as a person does. */
export async function signIn(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('Användarnamn').fill(username);
  await dialog.getByLabel('Lösenord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();
}

/**
 * A sign-in that the service answers with the new-password challenge (a temporary password):
 * /activate-user with its rules, a password of one's own, then signed in with it. Starts with the
 * sign-in flyout open.
 */
export async function chooseNewPasswordAndSignIn(
  page: Page,
  username: string,
  temporary: string,
  chosen: string,
) {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('Användarnamn').fill(username);
  await dialog.getByLabel('Lösenord').fill(temporary);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/activate-user$/);
  await expect(page.getByText(`Välj ett lösenord för användaren ${username}.`)).toBeVisible();
  await expect(page.getByText('Minst 8 tecken, minst en siffra, minst en bokstav.')).toBeVisible();
  await page.getByLabel('Nytt lösenord').fill(chosen);
  await page.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByRole('status')).toContainText('Lösenordet är sparat.');
  // The activation page has no header: 'Logga in' opens sign-in on the start page.
  await page.getByRole('main').getByRole('link', { name: 'Logga in' }).click();
  const again = page.getByRole('dialog', { name: 'Logga in' });
  await again.getByLabel('Användarnamn').fill(username);
  await again.getByLabel('Lösenord').fill(chosen);
  await again.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mitt konto' })).toBeVisible();
}

/** Serious and critical axe violations on the page as it is now. */
export async function expectNoSeriousViolations(page: Page) {
  // An axe run takes several seconds on a busy 2-core CI runner: each run brings its own budget.
  const info = test.info();
  info.setTimeout(info.timeout + 15_000);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export async function clearFaults(page: Page) {
  await page.request.delete(`${SANDBOX_URL}/__sandbox/faults`);
}

/** A product with variants and bracket prices in the seed. */
export const BRACKET_PRODUCT = '/produkt/traskruv-gunnebo-2-1000009';
export const CATEGORY = '/kategorier/infastning/skruv';

/** 'Snabbköp' with home delivery (Utkörning) inside `scope`: the cart page or the cart flyout. */
export async function quickAdd(scope: Page | Locator, articleNumber: string, quantity: string) {
  const quick = scope.getByRole('form', { name: 'Snabbköp' });
  await quick
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  await quick.getByRole('textbox', { name: 'Artikelnummer' }).fill(articleNumber);
  await quick.getByRole('textbox', { name: 'Antal' }).fill(quantity);
  await quick.getByRole('button', { name: 'Lägg till' }).click();
}

/** Sends a cart file ('artikelnummer;antal' lines) to Utkörning from /cart; returns the still open dialog. */
export async function uploadCartFile(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Lägg till från fil' }).click();
  const modal = page.getByRole('dialog', { name: 'Lägg till från fil' });
  await modal
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  await modal
    .getByLabel('Fil')
    .setInputFiles({ name: 'rader.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await modal.getByRole('button', { name: 'Lägg i varukorg' }).click();
  return modal;
}

/** Empties the cart of the current context through the page ('Töm varukorgen'), so reruns start clean. */
export async function emptyCart(page: Page) {
  await page.goto('/cart');
  const empty = page.getByRole('button', { name: 'Töm varukorgen' });
  await expect(page.getByText('Varukorgen är tom.').or(empty)).toBeVisible();
  if (await empty.isVisible()) {
    await empty.click();
    const dialog = page.getByRole('dialog', { name: 'Töm varukorgen?' });
    await dialog.getByRole('button', { name: 'Töm varukorgen' }).click();
    await expect(page.getByText('Varukorgen är tom.')).toBeVisible();
  }
}

/** The header's cart button; its name counts the articles ('Varukorg, 3 artiklar'). */
export const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });

/**
 * The commerce service's path of a call the page made: the page calls the storefront server's
 * `/api/…`, which passes it on with the session's token.
 */
export function servicePath(url: string): string {
  return new URL(url).pathname.replace(/^\/api(?=\/)/, '');
}

/** A TCP port nothing listens on now, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** How long a server a test starts may live: longer than any test, so only a lost one is ended by it. */
export const TEST_SERVER_MS = 5 * 60_000;

/**
 * The built bygg server started by a test with settings of its own (its log readable), on a
 * free port. `stop()` ends it; a test that times out before it does cannot leave it running
 * (`@shop/config/process`: ended after TEST_SERVER_MS, and when the test worker exits). A
 * server that does not answer /health within 10 s fails the test with its log.
 */
export async function startBygg(
  page: Page,
  env: Record<string, string>,
): Promise<{ url: string; log: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = start(
    process.execPath,
    [new URL('../../../apps/bygg/dist/server/index.js', import.meta.url).pathname],
    {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: 'y'.repeat(32),
        ...env,
      },
      timeoutMs: TEST_SERVER_MS,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(async () => (await page.request.get(`${url}/health`).catch(() => null))?.status(), {
        message: 'the test server answers /health',
        timeout: 10_000,
      })
      .toBe(200);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\nIts output:\n${server.output()}`);
  }
  return { url, log: server.output, stop: server.stop };
}

export interface Pushed {
  event?: string;
  ecommerce?: Record<string, unknown> & { items?: Record<string, unknown>[] };
  [key: string]: unknown;
}

/**
 * Every push to `window.dataLayer` in every page of the context, in order, across page loads:
 * the array is there before the page's scripts, and its `push` also tells the test.
 */
export async function recordDataLayer(context: BrowserContext): Promise<Pushed[]> {
  const pushed: Pushed[] = [];
  await context.exposeBinding('__recordPush', (_source, value: Pushed) => {
    pushed.push(value);
  });
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordPush: (v: unknown) => void }).__recordPush;
    layer.push = (...values: unknown[]) => {
      for (const value of values) record(JSON.parse(JSON.stringify(value)));
      return Array.prototype.push.apply(layer, values);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

export const named = (pushed: Pushed[], event: string) => pushed.filter((p) => p.event === event);

/**
 * On a product page: the delivery method chosen and a quantity typed (and left, so it snaps to the
 * order multiple) in 'Lägg i varukorg'; returns that region.
 */
export async function chooseOnProductPage(page: Page, delivery: string, quantity?: string) {
  const add = page.getByRole('region', { name: 'Lägg i varukorg' });
  await add.getByRole('radiogroup', { name: 'Leveranssätt' }).getByText(delivery, { exact: true }).click();
  if (quantity !== undefined) {
    const field = add.getByRole('textbox', { name: 'Antal' });
    await field.fill(quantity);
    await field.press('Tab');
  }
  return add;
}

/** On a product page: `chooseOnProductPage`, then 'Lägg i varukorg', and the one line is in the cart. */
export async function addOnProductPage(page: Page, delivery: string, quantity?: string) {
  const add = await chooseOnProductPage(page, delivery, quantity);
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
}
