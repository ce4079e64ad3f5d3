import ExcelJS from 'exceljs';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { emptyCart, expectNoSeriousViolations, signIn } from './helpers';

// Issue 37: the paste pad. The lines come from a real XLSX, written and read back with a
// spreadsheet library, copied as a spreadsheet copies cells: tabs between them, numbers as a
// Swedish sheet shows them ('2,5').
/** The sheet's rows as the clipboard holds them when the cells are copied. */
async function copiedFromXlsx(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Beställning').addRows(rows);
  const file = await book.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(file);
  const number = new Intl.NumberFormat('sv-SE', { useGrouping: false, maximumFractionDigits: 3 });
  const lines: string[] = [];
  read.worksheets[0]?.eachRow((row) => {
    const values = (row.values as (string | number | null)[]).slice(1);
    lines.push(
      values.map((value) => (typeof value === 'number' ? number.format(value) : (value ?? ''))).join('\t'),
    );
  });
  return lines.join('\n');
}

test('anna.user pastes 40 lines from a sheet: own numbers, unknown numbers, a duplicate and a metre article, corrects one and adds 38', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const articles = async (kind: string) =>
    (await (await page.request.get(`${SANDBOX_URL}/__sandbox/articles?kind=${kind}`)).json())
      .articleNumbers as string[];
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  // Five of her customer's own numbers, and what they stand for.
  const own: [string, string][] = [];
  for (const number of ['NB-1001', 'NB-1002', 'NB-1003', 'NB/VVS/118', 'BOD-04']) {
    const answer = await (
      await page.request.get(`/api/v2/own-article-numbers?q=${encodeURIComponent(number)}`)
    ).json();
    const found = (answer.ownNumbers as { ownNumber: string; articleNumber: string }[]).find(
      (o) => o.ownNumber === number,
    );
    if (!found) throw new Error(`no own number ${number}`);
    own.push([number, found.articleNumber]);
  }
  const taken = new Set(own.map(([, article]) => article));
  const [metre] = (await articles('metre')).filter((a) => !taken.has(a));
  if (!metre) throw new Error('no metre article');
  taken.add(metre);
  const plain = (await articles('orderable')).filter((a) => !taken.has(a)).slice(0, 32);
  expect(plain).toHaveLength(32);
  const [twice = '', correction = '', ...rest] = plain;
  const others = rest.slice(0, 30);
  // 40 lines under one header row.
  const rows: (string | number)[][] = [['Artikelnummer', 'Antal', 'Enhet']];
  const expected = new Map<string, number>();
  own.forEach(([number, article], i) => {
    rows.push([number, i + 2, 'st']);
    expected.set(article, i + 2);
  });
  rows.push([twice, 2, 'st']);
  others.forEach((article, i) => {
    rows.push([article, (i % 4) + 1, 'st']);
    expected.set(article, (i % 4) + 1);
    if (i === 10) rows.push([twice, 3, 'st']);
  });
  expected.set(twice, 5);
  rows.push([metre, 2.5, 'm']);
  expected.set(metre, 2.5);
  rows.push([9999901, 4, 'st'], ['XX-404', 1, 'st']);
  expected.set(correction, 4);
  expect(rows).toHaveLength(41);
  expect(expected.size).toBe(38);

  await page.goto('/snabborder');
  await expect(page.getByRole('heading', { level: 1, name: 'Snabborder' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Leveranssätt' })
    .getByText('Utkörning', { exact: true })
    .click();
  await page.getByLabel('Klistra in rader').fill(await copiedFromXlsx(rows));
  await page.getByRole('button', { name: 'Granska rader' }).click();
  const table = page.getByRole('table', { name: 'Granska innan du lägger i varukorgen' });
  await expect(table).toBeVisible();
  await expect(page.getByText('Rad 1 är en rubrikrad: Artikelnummer')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'kan läggas i varukorgen' })).toHaveText(
    '37 rader kan läggas i varukorgen, 2 rader behöver åtgärdas.',
  );
  // The customer's own number, named beside ours.
  await expect(table.getByRole('row').filter({ hasText: 'ert nr NB-1001' })).toContainText(own[0]?.[1] ?? '');
  // The duplicate, summed and named.
  const summed = table.getByRole('row').filter({ hasText: 'har lagts ihop' });
  await expect(summed).toHaveCount(1);
  await expect(summed.getByRole('textbox', { name: /^Antal av/ })).toHaveValue('5');
  // The metre article, read with its decimal comma.
  const cable = table.getByRole('row').filter({ hasText: metre });
  await expect(cable.getByRole('textbox', { name: /^Antal av/ })).toHaveValue('2,5');
  await expect(cable).toContainText('m');
  // The two unknown numbers.
  await expect(table.getByRole('row').filter({ hasText: 'Okänt artikelnummer.' })).toHaveCount(2);
  await expectNoSeriousViolations(page);
  // One corrected by keyboard: its number typed in, Enter.
  const field = table.getByRole('textbox', { name: 'Artikelnummer, rad 40' });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(correction);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('row').filter({ hasText: 'Okänt artikelnummer.' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Lägg i varukorg (38 rader)' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Till varukorgen' });
  await expect(result).toContainText('38 rader lagda i varukorgen.', { timeout: 15_000 });
  await expect(result).toContainText('1 rad lades inte i varukorgen:');
  await expect(result.getByRole('listitem')).toHaveText(['XX-404: okänt artikelnummer']);
  // What the cart service holds.
  const cart = await (await page.request.get('/api/v2/cart')).json();
  const held = new Map<string, number>();
  for (const line of cart.cartItems as { articleNumber: string; quantity: number }[])
    held.set(line.articleNumber, (held.get(line.articleNumber) ?? 0) + line.quantity);
  expect(held).toEqual(expected);
  // What was pasted is still there.
  await expect(page.getByLabel('Klistra in rader')).toHaveValue(/^Artikelnummer\tAntal\tEnhet/);
});
