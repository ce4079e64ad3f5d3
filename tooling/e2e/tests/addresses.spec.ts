import { expect, test } from './fixtures';
import { emptyCart, expectNoSeriousViolations, quickAdd, signIn } from './helpers';

// My addresses (issue 17): one address per job site, created here and offered on /delivery at once.

const LABEL = 'Bod Eckerö etapp 1';

test('a customer adds a job-site address (Åland noted), finds it on /delivery at once, changes and removes it', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await page.goto('/mina-sidor/adresser');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina adresser' })).toBeVisible();
  // The customer's read-only addresses are marked and cannot be changed here.
  const locked = page.getByRole('listitem').filter({ hasText: 'Skrivskyddad' }).first();
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('button')).toHaveCount(0);

  await page.getByRole('button', { name: 'Ny adress' }).click();
  const form = page.getByRole('form', { name: 'Ny adress' });
  await form.getByRole('button', { name: 'Spara adress' }).click();
  // Namn, Adress, Postnummer and Ort are required; nothing was sent.
  await expect(form.getByText('Fyll i fältet.')).toHaveCount(4);
  await form.getByRole('textbox', { name: 'Benämning' }).fill(LABEL);
  await form.getByRole('textbox', { name: 'Namn' }).fill('Nordbygg Entreprenad AB');
  await form.getByRole('textbox', { name: 'Adress', exact: true }).fill('Hamnvägen 3');
  await form.getByRole('textbox', { name: 'Postnummer' }).fill('221 00');
  await expect(form.getByText('Åland: leveranser hit går utanför EU:s momsområde.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Ort' }).fill('Mariehamn');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Spara adress' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${LABEL} har sparats` })).toBeVisible();
  const card = page.getByRole('region', { name: LABEL });
  await expect(card).toContainText('22100 Mariehamn');
  await expect(card).toContainText('Åland');

  // Offered on /delivery at once.
  await emptyCart(page);
  await quickAdd(page, '1000003', '1');
  await expect(page.getByText('1 rad', { exact: true })).toBeVisible();
  await page.goto('/delivery');
  const delivery = page.getByRole('region', { name: 'Utkörning' });
  await delivery.getByRole('button', { name: 'Välj adress' }).click();
  const flyout = page.getByRole('dialog', { name: 'Välj adress' });
  await flyout.getByRole('searchbox', { name: 'Sök adress' }).fill('Eckerö');
  await expect(flyout.getByRole('radio')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Changed, then removed.
  await page.goto('/mina-sidor/adresser');
  await page.getByRole('button', { name: `Ändra ${LABEL}` }).click();
  const edit = page.getByRole('form', { name: 'Ändra adress' });
  await edit.getByRole('textbox', { name: 'Benämning' }).fill('Bod Eckerö etapp 2');
  await edit.getByRole('button', { name: 'Spara adress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bod Eckerö etapp 2 har ändrats.' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Ta bort Bod Eckerö etapp 2' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort adressen?' });
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Bod Eckerö etapp 2 har tagits bort.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bod Eckerö etapp 2' })).toHaveCount(0);
  await emptyCart(page);
});
