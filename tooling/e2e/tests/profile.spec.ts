import { expect, test } from './fixtures';
import { expectNoSeriousViolations, signIn } from './helpers';

// My profile (issue 17): what a customer changes here is the service's, so it is there after a reload.

test('a profile change persists after a reload: name, mobile, e-mail (unverified again), store, delivery method, default customer and project', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'cecilia.selleradmin');
  await page.goto('/mina-sidor/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Min profil' })).toBeVisible();
  const first = page.getByRole('textbox', { name: 'Förnamn' });
  await expect(first).toHaveValue('Cecilia');

  // Bad input is refused on the page, and nothing is sent.
  await first.fill('');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('ring mig');
  await page.getByRole('textbox', { name: 'E-post' }).fill('cecilia@bygg');
  await page.getByRole('button', { name: 'Spara profil' }).click();
  await expect(page.getByText('Fyll i fältet.')).toBeVisible();
  await expect(page.getByText('Ange ett mobilnummer med 6–20 siffror.')).toBeVisible();
  await expect(page.getByText('Ange en e-postadress, till exempel namn@foretag.se.')).toBeVisible();

  await first.fill('Cissi');
  await page.getByRole('textbox', { name: 'Mobilnummer' }).fill('070-123 45 67');
  await page.getByRole('textbox', { name: 'E-post' }).fill('cissi.carlsson@bygg.example');
  await page.getByRole('searchbox', { name: 'Sök butik' }).fill('mölndal');
  const store = page.getByRole('combobox', { name: 'Min butik' });
  const molndal = await store.locator('option', { hasText: 'Göteborg Mölndal' }).getAttribute('value');
  await store.selectOption(molndal as string);
  await page
    .getByRole('combobox', { name: 'Leveranssätt som väljs först' })
    .selectOption({ label: 'Leverans till butik' });
  await page
    .getByRole('combobox', { name: 'Kund vid inloggning' })
    .selectOption({ label: 'Rörlaget i Göteborg AB' });
  await page
    .getByRole('combobox', { name: 'Projekt vid inloggning' })
    .selectOption({ label: 'Stambyte Majorna' });
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Spara profil' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profilen har sparats.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Cissi');
  await expect(page.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue('070-123 45 67');
  await expect(page.getByRole('textbox', { name: 'E-post' })).toHaveValue('cissi.carlsson@bygg.example');
  // A new address is not verified until she confirms it.
  await expect(page.getByText('Inte verifierad').last()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Min butik' })).toHaveValue(molndal as string);
  await expect(page.getByRole('combobox', { name: 'Leveranssätt som väljs först' })).toHaveValue('EXH');
  await expect(page.getByRole('combobox', { name: 'Kund vid inloggning' })).toHaveValue('10002');
  await expect(page.getByRole('combobox', { name: 'Projekt vid inloggning' })).toHaveValue('10002-P2');
  await page.getByRole('banner').getByRole('button', { name: 'Mitt konto' }).click();
  await expect(page.getByRole('dialog', { name: 'Mitt konto' })).toContainText('Inloggad som Cissi Carlsson');
});
