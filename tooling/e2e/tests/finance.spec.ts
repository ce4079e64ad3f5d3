import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, signIn } from './helpers';

// Financial follow-up (issue 17): spend per month and project, as a chart, as tables and as CSV.

test('a controller follows spend per month and project, narrows the period and downloads it as CSV', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/mina-sidor');
  await page
    .getByRole('navigation', { name: 'Genvägar' })
    .getByRole('link', { name: 'Ekonomisk uppföljning' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ekonomisk uppföljning' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Beställt per månad' })).toBeVisible();
  const months = page.getByRole('region', { name: 'Per månad' });
  await expect(months.getByRole('rowheader')).toHaveCount(12);
  await expect(
    page.getByRole('region', { name: 'Per projekt' }).getByRole('rowheader').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  const period = page.getByRole('form', { name: 'Period' });
  await period.getByLabel('Från månad').fill('2026-01');
  await period.getByLabel('Till månad').fill('2026-03');
  await period.getByRole('button', { name: 'Visa' }).click();
  await expect(page).toHaveURL(/from=2026-01&to=2026-03/);
  await expect(months.getByRole('rowheader')).toHaveCount(3);

  // The CSV holds the same money as the page says, row by row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ekonomisk-uppfoljning-10001-2026-01-2026-03.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe('Månad;Projekt;Belopp exkl. moms');
  const sum = rows.reduce((total, row) => total + Number(row.split(';').at(-1)?.replace(',', '.')), 0);
  const shown = (await page.getByText(/^Totalt .* från /).textContent()) ?? '';
  const amount = Number(/Totalt ([\d\s,]+?)\s*kr/.exec(shown)?.[1]?.replace(/\s/g, '').replace(',', '.'));
  expect(sum).toBeCloseTo(amount, 1);
});

test('EJ_SE_EKONOMISK_UPPFÖLJNING hides financial follow-up, and the service refuses the figures', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'ej.se.ekonomisk.uppfoljning');
  await page.goto('/mina-sidor');
  const shortcuts = page.getByRole('navigation', { name: 'Genvägar' });
  await expect(shortcuts.getByRole('link', { name: 'Mina adresser' })).toBeVisible();
  await expect(shortcuts.getByRole('link', { name: 'Ekonomisk uppföljning' })).toHaveCount(0);
  await page.goto('/mina-sidor/ekonomi');
  await expect(
    page.getByRole('heading', { name: 'Du saknar rättigheter för att se denna sida' }),
  ).toBeVisible();
  expect((await page.request.get('/api/orders/spend')).status()).toBe(403);
});
