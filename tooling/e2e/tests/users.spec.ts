import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseNewPasswordAndSignIn, expectNoSeriousViolations, signIn } from './helpers';

// User administration (issue 17): who may do what, enforced by the page and by the service.

const NEW_USER = 'kalle.snickare';
const TEMPORARY = 'Bygg-2026x';
const CHOSEN = 'Eget-lösen-48';

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page.getByRole('dialog', { name: 'Mitt konto' }).getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
  // Signing out reloads the page: wait for its scripts before the next sign-in is pressed.
  await page.goto('/');
}

test('a buyer admin creates a user, who signs in, is challenged to choose a password and is then signed in; the admin deactivates them', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await page
    .getByRole('dialog', { name: 'Mitt konto' })
    .getByRole('link', { name: 'Användaradministration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Användaradministration' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Användare' });
  // Sorted by first name, the users of his own customers only.
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names.length).toBeLessThanOrEqual(15);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
  await page.getByRole('searchbox', { name: 'Sök användare' }).fill('anna');
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  await expect(page).toHaveURL(/\?q=anna/);
  await expect(table.getByRole('rowheader')).toHaveText(['Anna Andersson']);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Ny användare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ny användare' })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa användare' }).click();
  await expect(page.getByText('Fyll i fältet.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(NEW_USER);
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Kalle');
  await page.getByRole('textbox', { name: 'Efternamn' }).fill('Snickare');
  await page.getByRole('textbox', { name: 'E-post' }).fill('kalle@nordbygg.example');
  // Roles and denies are the service's names; a buyer admin gives no role above his own.
  const roles = page.getByRole('combobox', { name: 'Roll' });
  await expect(roles.locator('option')).toHaveText(['Användare', 'Administratör']);
  await page.getByRole('checkbox', { name: 'Ser inte priser' }).check();
  await page.getByLabel('Tillfälligt lösenord').fill(TEMPORARY);
  // A taken username is refused at its field, and nothing typed is lost.
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill('anna.user');
  await page.getByRole('button', { name: 'Skapa användare' }).click();
  await expect(page.getByText('Användarnamnet är upptaget. Välj ett annat.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Kalle');
  await page.getByRole('textbox', { name: 'Användarnamn' }).fill(NEW_USER);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Skapa användare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kalle Snickare' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Användaren ${NEW_USER} har skapats` }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ser inte priser' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await signOut(page);

  // The new user: the temporary password, then a password of their own.
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  await chooseNewPasswordAndSignIn(page, NEW_USER, TEMPORARY, CHOSEN);
  await signOut(page);

  // Deactivated by the admin: no more sign-ins.
  await signIn(page, 'bertil.buyeradmin');
  await page.goto('/mina-sidor/anvandare/lista?q=kalle');
  await page.getByRole('region', { name: 'Användare' }).getByRole('link', { name: 'Kalle Snickare' }).click();
  await page.getByRole('checkbox', { name: 'Aktiv (kan logga in)' }).uncheck();
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ändringarna har sparats.' })).toBeVisible();
  const refused = await page.request.post('/session/login', {
    data: { username: NEW_USER, password: CHOSEN },
  });
  expect(((await refused.json()) as { outcome: string }).outcome).not.toBe('success');
});

test('a buyer admin may not change a user of higher rank: the service refuses, and what was typed stays', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
  await page.goto('/mina-sidor/anvandare/lista?q=david');
  await page.getByRole('region', { name: 'Användare' }).getByRole('link', { name: 'David Dahl' }).click();
  await page.getByRole('textbox', { name: 'Förnamn' }).fill('Hackad');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page.getByRole('alert')).toContainText('Du har inte behörighet att göra det här.');
  await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Hackad');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'David Dahl' })).toBeVisible();
});

test('a seller admin gets the external admin site in a new tab; a user gets the no-rights page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signIn(page, 'cecilia.selleradmin');
  await page.goto('/mina-sidor/anvandare');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Administration (öppnas i ny flik)' }).click();
  const admin = await opened;
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Administrationssajten (sandbox)');
  await admin.close();
  await signOut(page);

  await signIn(page, 'anna.user');
  await page.goto('/mina-sidor/anvandare/lista');
  await expect(
    page.getByRole('heading', { name: 'Du saknar rättigheter för att se denna sida' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  expect((await page.request.get('/api/v2/users')).status()).toBe(403);
});
