import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { clearFaults, emptyCart, expectNoSeriousViolations, signIn, uploadCartFile } from './helpers.ts';

/** A user with two customers: the transfer moves lines between their carts. */
const USER = 'erik.flerkund';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});

/** Three lines from a cart file, to Utkörning. */
async function fillFromFile(page: Page) {
  const modal = await uploadCartFile(page, 'artikelnummer;antal\n1000001;5\n1000002;3\n1000003;2\n');
  await expect(modal.getByRole('status')).toContainText('3 rader från filen');
  await modal.getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem')).toHaveCount(3);
}

async function switchContext(page: Page) {
  const context = page.getByRole('button', { name: /^Kund och projekt:/ });
  // The button shows 'Kund och projekt' before the name; its accessible name has the name whole.
  const current = ((await context.getAttribute('aria-label')) ?? '').replace(/^Kund och projekt: /, '');
  await context.click();
  const dialog = page.getByRole('dialog', { name: 'Byt kund eller projekt' });
  const other = current.startsWith('Nordbygg')
    ? 'Rörlaget i Göteborg AB / Frölunda torg'
    : 'Nordbygg Entreprenad AB';
  await dialog.getByText(other).first().click();
  await expect(dialog).toBeHidden();
  await expect(context).toContainText(other.split(' / ')[0] as string);
  return { from: current, to: other };
}

test('a customer labels a line, exports, deletes picked lines, moves a cart between customers and empties it', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, USER);
  await emptyCart(page);
  await fillFromFile(page);
  const group = page.getByRole('region', { name: 'Utkörning' });
  const lines = group.getByRole('listitem');

  // A label stays with the line after a reload.
  const first = lines.filter({ hasText: '1000001' });
  const label = first.getByRole('textbox', { name: /^Märkning för / });
  await label.fill('Bod 3');
  await label.press('Enter');
  await page.reload();
  await expect(
    group
      .getByRole('listitem')
      .filter({ hasText: '1000001' })
      .getByRole('textbox', { name: /^Märkning för / }),
  ).toHaveValue('Bod 3');

  // The whole cart as the cart file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera varukorgen' }).click();
  const file = await readFile((await (await download).path()) as string, 'utf8');
  expect(file).toContain('artikelnummer;antal');
  for (const line of ['1000001;5', '1000002;3', '1000003;2']) expect(file).toContain(line);

  // Two picked lines go after a confirmation; the third stays.
  await lines
    .filter({ hasText: '1000002' })
    .getByRole('checkbox', { name: /^Välj / })
    .check();
  await lines
    .filter({ hasText: '1000003' })
    .getByRole('checkbox', { name: /^Välj / })
    .check();
  await page.getByRole('button', { name: 'Ta bort 2 markerade rader' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort markerade rader?' });
  await expect(confirm).toContainText('2 rader tas bort ur varukorgen.');
  await confirm.getByRole('button', { name: 'Ta bort', exact: true }).click();
  await expect(page.getByText('2 rader borttagna ur varukorgen.')).toBeVisible();
  await expect(lines).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // In the other customer's cart, the first cart's line can be moved over.
  const { from } = await switchContext(page);
  await page.goto('/cart');
  await emptyCart(page);
  const move = page.getByRole('button', { name: `Flytta hit raderna från ${from}` });
  await expect(page.getByText(`Varukorgen för ${from} har 1 rad.`)).toBeVisible();
  await move.click();
  await expect(page.getByText(`Raderna från ${from} ligger nu i den här varukorgen.`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem').filter({ hasText: '1000001' }),
  ).toHaveCount(1);
  await expect(move).toBeHidden();

  // Empty after a confirmation; Escape on the dialog first changes nothing.
  await page.getByRole('button', { name: 'Töm varukorgen' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Töm varukorgen?' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Utkörning' }).getByRole('listitem')).toHaveCount(1);
  await emptyCart(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Varukorg/ })).toHaveAccessibleName(
    'Varukorg, tom',
  );
});
