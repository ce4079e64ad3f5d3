import { expect, test } from './fixtures';
import { BRACKET_PRODUCT, emptyCart, expectNoSeriousViolations, signIn } from './helpers';

// Shopping lists (issue 17): built from product pages, reused for the cart, at most 50 a user.

const LIST = 'Bod Hamnen vecka 48';

test('a shopping list is built from product pages, changed, shared, put in the cart and deleted', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);

  // A new list, from the product page.
  await page.goto(BRACKET_PRODUCT);
  const first = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'Lägg i inköpslista' }).click();
  let dialog = page.getByRole('dialog', { name: 'Lägg i inköpslista' });
  await expect(dialog.getByRole('radio', { name: 'Ny lista' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Namn på listan' }).fill(LIST);
  await dialog.getByRole('textbox', { name: 'Antal' }).fill('5');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Lägg i listan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `ligger nu i ${LIST}` })).toBeVisible();

  // A second article onto the same list, chosen by name.
  await page.goto('/produkt/flexibel-kabel-nexans-412-1703777');
  await page.getByRole('button', { name: 'Lägg i inköpslista' }).click();
  dialog = page.getByRole('dialog', { name: 'Lägg i inköpslista' });
  await dialog.getByRole('radio', { name: LIST }).check();
  await dialog.getByRole('textbox', { name: 'Antal' }).fill('12,5');
  await dialog.getByRole('button', { name: 'Lägg i listan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `ligger nu i ${LIST}` })).toBeVisible();

  // A third from a listing card: the button names its article.
  await page.goto('/search?q=sprinkler');
  const card = page.getByRole('list', { name: 'Produkter' }).getByRole('listitem').first();
  await card.getByRole('button', { name: /^Lägg i inköpslista: / }).click();
  dialog = page.getByRole('dialog', { name: 'Lägg i inköpslista' });
  await dialog.getByRole('radio', { name: LIST }).check();
  await dialog.getByRole('button', { name: 'Lägg i listan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `ligger nu i ${LIST}` })).toBeVisible();

  // The favourites flyout shows the lists.
  await page.getByRole('banner').getByRole('button', { name: 'Favoriter' }).click();
  await page.getByRole('dialog', { name: 'Favoriter' }).getByRole('link', { name: LIST }).click();
  await expect(page.getByRole('heading', { level: 1, name: LIST })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Rader i listan' });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByRole('textbox', { name: /^Antal av Flexibel kabel/ })).toHaveValue('12,5');
  const firstQuantity = lines.getByRole('textbox', { name: `Antal av ${first}` });
  await firstQuantity.fill('7');
  await firstQuantity.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'har sparats' })).toBeVisible();
  await page.reload();
  await expect(lines.getByRole('textbox', { name: `Antal av ${first}` })).toHaveValue('7');
  await expectNoSeriousViolations(page);

  // Shared with colleagues, then the whole list to the cart.
  await page.getByRole('button', { name: 'Dela med kollegor' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Listan är nu delad med dina kollegor.' }),
  ).toBeVisible();
  await expect(page.getByText('Delad med kollegor · Ägare: Anna Andersson')).toBeVisible();
  await page.getByRole('button', { name: 'Lägg hela listan i varukorgen' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 rader lagda i varukorgen' })).toBeVisible();
  await page.getByRole('link', { name: 'Till varukorgen' }).click();
  await expect(page.getByText('3 rader', { exact: true })).toBeVisible();

  // Deleted by its owner.
  await page.goBack();
  await page.getByRole('button', { name: 'Ta bort listan' }).click();
  await page
    .getByRole('dialog', { name: 'Ta bort inköpslistan?' })
    .getByRole('button', { name: 'Ta bort listan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inköpslistor' })).toBeVisible();
  await expect(page.getByRole('link', { name: LIST })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await emptyCart(page);
});

test('the 51st shopping list is refused with the limit message, and none is created', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'ej.se.rabatter');
  const own = async () => {
    const { lists } = (await (await page.request.get('/api/v2/favorites')).json()) as {
      lists: { userId: string; favoriteName: string }[];
    };
    return lists.filter((list) => list.favoriteName.startsWith('Gränslista'));
  };
  // Fifty lists of her own, made the way the page makes them.
  for (let i = (await own()).length; i < 50; i++) {
    const made = await page.request.post('/api/v2/favorites', {
      data: { name: `Gränslista ${i + 1}`, access: 'PRIVATE' },
    });
    expect(made.status()).toBe(201);
  }
  await page.goto('/mina-sidor/inkopslistor');
  const form = page.getByRole('form', { name: 'Ny inköpslista' });
  await form.getByRole('textbox', { name: 'Namn på listan' }).fill('Gränslista 51');
  await form.getByRole('button', { name: 'Skapa lista' }).click();
  const limit = page.getByRole('dialog', { name: 'Du har redan 50 inköpslistor' });
  await expect(limit).toContainText('Du kan ha högst 50 inköpslistor.');
  await limit.getByRole('button', { name: 'Jag förstår' }).click();
  expect(await own()).toHaveLength(50);
  await expect(form.getByRole('textbox', { name: 'Namn på listan' })).toHaveValue('Gränslista 51');
});
