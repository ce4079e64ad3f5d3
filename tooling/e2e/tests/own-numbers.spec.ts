import type { Page } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, PASSWORD, signIn } from './helpers';

// The customer's own article numbers (issue 37): a BUYER_ADMIN keeps them under my pages, every
// user of the customer reads them, and another customer never finds anything by them.

const PAGE = '/mina-sidor/egna-artikelnummer';

/** A token for a seeded user straight from the sandbox, to read what the test needs to know. */
async function serviceToken(page: Page, username: string): Promise<string> {
  const res = await page.request.post(`${SANDBOX_URL}/v2/sessions/`, {
    data: { username, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Article numbers of the seed that can be mapped (orderable, with a product page). */
async function seededArticles(page: Page, count: number): Promise<string[]> {
  const res = await page.request.post(`${SANDBOX_URL}/search`, {
    headers: { 'api-version': '1', 'user-id': 'e2e' },
    data: { pageSize: count, sort: 'name_asc' },
  });
  const { hits } = (await res.json()) as { hits: { articleNumber: string; discontinued: boolean }[] };
  return hits.filter((h) => !h.discontinued).map((h) => h.articleNumber);
}

test('a buyer admin imports 100 own numbers with 3 bad lines (97 saved, the 3 named), edits one and deletes one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const articles = await seededArticles(page, 60);
  // 100 lines and a header, as Swedish Excel saves them; lines 12, 42 and 72 are bad.
  const lines = ['Eget artikelnummer;Artikelnummer;Notering'];
  for (let i = 1; i <= 100; i++) {
    const own = `E2E-${String(i).padStart(3, '0')}`;
    const article = articles[i % articles.length] ?? '';
    if (i === 11) lines.push(`${own};9999999;finns inte`);
    else if (i === 41) lines.push(`;${article};utan eget nummer`);
    else if (i === 71) lines.push(`E2E_${i};${article};understreck`);
    else lines.push(`${own};${i % 2 ? article : `${article.slice(0, 4)}-${article.slice(4)}`};Rad ${i}`);
  }
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;

  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  // Bertil administers 10001 and 10004: the numbers are for the customer he acts for, Nordbygg.
  const context = page.getByRole('button', { name: /^Kund och projekt:/ });
  if (!((await context.textContent()) ?? '').includes('Nordbygg Entreprenad AB')) {
    await context.click();
    const dialog = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
    await dialog
      .getByText(/^Nordbygg Entreprenad AB/)
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }
  await expect(context).toContainText('Nordbygg Entreprenad AB');

  // From my pages' shortcuts, where the other account pages are.
  await page.goto('/mina-sidor');
  await page
    .getByRole('navigation', { name: 'Genvägar' })
    .getByRole('link', { name: 'Egna artikelnummer' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Egna artikelnummer' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Egna artikelnummer' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();

  // A file with no file chosen is told, and nothing is sent.
  await page.getByRole('button', { name: 'Importera' }).click();
  await expect(page.getByText('Välj en CSV-fil att importera.')).toBeVisible();
  await page
    .getByLabel('CSV-fil')
    .setInputFiles({ name: 'egna-nummer.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Importera' }).click();
  const result = page.getByRole('status').filter({ hasText: 'rader sparades' });
  await expect(result).toContainText('97 rader sparades');
  await expect(result).toContainText('3 rader sparades inte:');
  await expect(page.getByRole('list', { name: '3 rader sparades inte:' }).getByRole('listitem')).toHaveText([
    'Rad 12 (E2E-011): Vi har inget artikelnummer 9999999.',
    'Rad 42: Ert artikelnummer saknas.',
    'Rad 72 (E2E_71): Ert artikelnummer får ha 1–40 tecken: bokstäver, siffror, -, ., / och mellanslag.',
  ]);
  await expectNoSeriousViolations(page);

  // The saved ones are in the list: search finds them (the search is in the URL).
  await page.getByRole('searchbox', { name: 'Sök eget nummer, artikelnummer eller benämning' }).fill('E2E-');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/\?q=E2E-/);
  await expect(page.getByRole('status').filter({ hasText: 'egna artikelnummer' })).toHaveText(
    '97 egna artikelnummer',
  );
  await expect(table.getByRole('rowheader')).toHaveCount(25);
  await expect(table.getByRole('rowheader').first()).toHaveText('E2E-001');
  await expect(table.getByRole('row', { name: /E2E-002/ })).toContainText(articles[2] ?? 'x');
  await page.getByRole('navigation', { name: 'Sidor' }).getByRole('link', { name: 'Sida 4' }).click();
  await expect(table.getByRole('rowheader')).toHaveCount(22);

  // Edit one: a bad article number is refused at its field, a good one saved.
  await page.goto(`${PAGE}?q=E2E-001`);
  await page.getByRole('button', { name: 'Ändra E2E-001' }).click();
  const form = page.getByRole('form', { name: 'Ändra E2E-001' });
  await form.getByRole('textbox', { name: 'Vårt artikelnummer' }).fill('9999999');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form.getByText('Artikelnumret finns inte')).toBeVisible();
  await form.getByRole('textbox', { name: 'Vårt artikelnummer' }).fill(articles[5] ?? '');
  await form.getByRole('textbox', { name: 'Notering (valfri)' }).fill('Ändrad i e2e');
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'har sparats' })).toHaveText(
    'E2E-001 har sparats.',
  );
  await expect(table.getByRole('row', { name: /E2E-001/ })).toContainText(articles[5] ?? 'x');
  await expect(table.getByRole('row', { name: /E2E-001/ })).toContainText('Ändrad i e2e');

  // Delete one, after a confirmation.
  await page.goto(`${PAGE}?q=E2E-002`);
  await page.getByRole('button', { name: 'Ta bort E2E-002' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort det egna artikelnumret?' });
  await expect(confirm).toContainText('E2E-002');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'har tagits bort' })).toHaveText(
    'E2E-002 har tagits bort.',
  );
  await expect(page.getByText('Inga egna artikelnummer matchar sökningen.')).toBeVisible();

  // The export is a download through the shop's own server (the session's token, not the page's).
  const exported = await page.request.get('/api/v2/own-article-numbers/export');
  expect(exported.status()).toBe(200);
  const text = await exported.text();
  expect(text).toContain('E2E-001;');
  expect(text).not.toContain('E2E-002;');
  expect(text).toContain('NB-1001;');
});

test('a USER of the customer sees the own numbers read-only', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto(`${PAGE}?q=NB-1001`);
  await expect(page.getByRole('heading', { level: 1, name: 'Egna artikelnummer' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Egna artikelnummer' });
  await expect(table.getByRole('rowheader')).toHaveText(['NB-1001']);
  await expect(
    page.getByText('Det är er administratör som lägger till och ändrar egna artikelnummer.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg till eget artikelnummer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ändra / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Ta bort / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Importera' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Exportera CSV' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("another customer's user searching for one of Nordbygg's own numbers finds nothing by it", async ({
  page,
}) => {
  const token = await serviceToken(page, 'anna.user');
  const own = await page.request.get(`${SANDBOX_URL}/v2/own-article-numbers?q=NB-1007`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { ownNumbers } = (await own.json()) as {
    ownNumbers: { articleNumber: string; variantSlug: string }[];
  };
  const mapped = ownNumbers[0];
  expect(mapped).toBeDefined();
  const productLink = (scope: Page) =>
    scope.getByRole('list', { name: 'Produkter' }).locator(`a[href$="/produkt/${mapped?.variantSlug}"]`);

  // Nordbygg's user finds the article by the number (the header search, as a person searches).
  await page.goto('/');
  await signIn(page, 'anna.user');
  const search = page.getByRole('searchbox', { name: 'Sök' });
  await search.fill('NB-1007');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=NB-1007/);
  await expect(productLink(page).first()).toBeVisible();

  // Rörlaget's user does not.
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('dialog', { name: 'Mitt konto' }).getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
  // Signing out reloads the page: wait for its scripts before the next sign-in is pressed.
  await page.goto('/');
  await signIn(page, 'version1.user');
  await expect(page.getByRole('button', { name: /^Kund och projekt:/ })).toContainText(
    'Rörlaget i Göteborg AB',
  );
  const theirs = page.getByRole('searchbox', { name: 'Sök' });
  await theirs.fill('NB-1007');
  await theirs.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=NB-1007/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sökresultat för ”NB-1007”');
  await expect(productLink(page)).toHaveCount(0);
});

test('without JavaScript the list, its search, its pages and the export work', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/logga-in?tillbaka=${encodeURIComponent(PAGE)}`);
  await page.getByRole('main').getByLabel('Användarnamn').fill('anna.user');
  await page.getByRole('main').getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Egna artikelnummer' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Egna artikelnummer' });
  await expect(table.getByRole('rowheader')).toHaveCount(25);
  // The pages are links: the second holds the rest (the first test may have added E2E- numbers).
  const total = Number(
    ((await page.getByRole('status').filter({ hasText: 'egna artikelnummer' }).textContent()) ?? '').match(
      /\d+/,
    )?.[0],
  );
  await page.getByRole('navigation', { name: 'Sidor' }).getByRole('link', { name: 'Sida 2' }).click();
  await expect(page).toHaveURL(/\?page=2/);
  await expect(table.getByRole('rowheader')).toHaveCount(Math.min(25, total - 25));
  // The search is a GET form the server answers.
  await page
    .getByRole('searchbox', { name: 'Sök eget nummer, artikelnummer eller benämning' })
    .fill('nb-101');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/\?q=nb-101/);
  await expect(table.getByRole('rowheader')).toHaveText([
    'NB-1010',
    'NB-1011',
    'NB-1012',
    'NB-1013',
    'NB-1014',
    'NB-1015',
    'NB-1016',
    'NB-1017',
    'NB-1018',
    'NB-1019',
  ]);
  const download = await context.request.get('/api/v2/own-article-numbers/export');
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('NB-1010;');
  await context.close();
});
