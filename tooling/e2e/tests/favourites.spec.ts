import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { BRACKET_PRODUCT, emptyCart, expectNoSeriousViolations, PASSWORD, signIn } from './helpers';

// Favourite articles (issue 40, §7 `users/favourites`, §9's cap of 50): a toggle on the product
// page and listing cards, a page under my pages to order from, and the cap's info alert.

const ARTICLE = '1000009'; // BRACKET_PRODUCT's article

/** The signed-in user's favourites as the service holds them. */
async function favouritesOf(
  request: APIRequestContext,
): Promise<{ favouriteId: string; articleNumber: string }[]> {
  const answer = await request.get('/api/users/favourites?limit=50');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { favourites: { favouriteId: string; articleNumber: string }[] })
    .favourites;
}

/** Takes `articleNumber` out of the user's favourites, should an earlier run have left it there. */
async function forget(request: APIRequestContext, articleNumber: string) {
  const found = (await favouritesOf(request)).filter((f) => f.articleNumber === articleNumber);
  if (found.length > 0)
    await request.delete(`/api/users/favourites?favouriteIds=${found.map((f) => f.favouriteId).join(',')}`);
}

test('an article becomes a favourite on its page, is ordered from my pages and taken away again', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'erik.flerkund');
  await emptyCart(page);
  await forget(page.request, ARTICLE);
  const before = (await favouritesOf(page.request)).length;

  await page.goto(BRACKET_PRODUCT);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const toggle = page.getByRole('main').getByRole('button', { name: 'Favorit', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await favouritesOf(page.request)).map((f) => f.articleNumber))
    .toContain(ARTICLE);

  // The header's flyout lists it and leads to the page under my pages.
  await page.getByRole('banner').getByRole('button', { name: 'Favoriter' }).click();
  const flyout = page.getByRole('dialog', { name: 'Favoriter' });
  await expect(flyout.getByRole('list', { name: 'Favoriter' }).getByRole('link', { name })).toBeVisible();
  await flyout.getByRole('link', { name: 'Alla favoriter' }).click();
  await expect(page).toHaveURL(/\/mina-sidor\/favoriter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoriter');
  const table = page.getByRole('region', { name: 'Favoriter' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(before + 2); // the header row and one a favourite
  await expectNoSeriousViolations(page);

  // Into the cart from there, with the quantity typed on its row, by keyboard.
  const quantity = table.getByRole('textbox', { name: `Antal av ${name}` });
  await quantity.fill('3');
  await table.getByRole('checkbox', { name: `Välj ${name}` }).check();
  const chosen = page.getByRole('button', { name: 'Lägg valda i varukorgen (1)' });
  await chosen.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get('/api/v2/cart')).json()) as {
        cartItems: { articleNumber: string; quantity: number }[];
      };
      return cart.cartItems
        .filter((l) => l.articleNumber === ARTICLE)
        .reduce((sum, l) => sum + l.quantity, 0);
    })
    .toBe(3);

  // Taken away from the page: the service no longer has it.
  await table.getByRole('checkbox', { name: `Välj ${name}` }).check();
  await page.getByRole('button', { name: 'Ta bort valda från favoriter (1)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '1 artikel borttagen från favoriterna.' }),
  ).toBeVisible();
  expect((await favouritesOf(page.request)).map((f) => f.articleNumber)).not.toContain(ARTICLE);
  await expect(table.getByRole('row')).toHaveCount(before + 1);
});

test('a listing card names its article on the toggle; at 50 favourites nothing is added and an alert says why', async ({
  page,
}) => {
  await page.goto('/');
  // anna.user is at the cap of 50 in the seed.
  await signIn(page, 'anna.user');
  const held = await favouritesOf(page.request);
  expect(held).toHaveLength(50);
  await page.goto('/search?q=skruv');
  const cards = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem');
  const toggles = cards.getByRole('button', { name: /^Favorit: / });
  const count = await toggles.count();
  let index = -1;
  for (let i = 0; i < count; i++)
    if ((await toggles.nth(i).getAttribute('aria-pressed')) === 'false') {
      index = i;
      break;
    }
  expect(index, 'a card whose article is not one of her favourites').toBeGreaterThanOrEqual(0);
  await toggles.nth(index).click();
  const alert = page.getByRole('dialog', { name: 'Du har redan 50 favoriter' });
  await expect(alert).toContainText('Du kan ha högst 50 favoriter. Ta bort en för att lägga till en ny.');
  await alert.getByRole('button', { name: 'Jag förstår' }).click();
  await expect(alert).toBeHidden();
  expect(await favouritesOf(page.request)).toEqual(held);
});

test('without JavaScript the toggle is a form the server answers, both ways', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/logga-in');
  await page.getByRole('main').getByLabel('Användarnamn').fill('erik.flerkund');
  await page.getByRole('main').getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mitt konto' })).toBeVisible();
  await forget(page.request, ARTICLE);

  await page.goto(BRACKET_PRODUCT);
  const toggle = page.getByRole('main').getByRole('button', { name: 'Favorit', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page).toHaveURL(new RegExp(`${BRACKET_PRODUCT}$`));
  await expect(page.getByText('Artikeln är sparad bland dina favoriter.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect((await favouritesOf(page.request)).map((f) => f.articleNumber)).toContain(ARTICLE);

  await toggle.click();
  await expect(page.getByText('Artikeln är borttagen från dina favoriter.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect((await favouritesOf(page.request)).map((f) => f.articleNumber)).not.toContain(ARTICLE);
  await context.close();
});
