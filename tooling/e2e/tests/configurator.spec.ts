import { expect, test } from './fixtures';
import { BRACKET_PRODUCT, emptyCart, expectNoSeriousViolations, signIn } from './helpers';

// The product configurator (issue 17): a product's variants narrowed one axis at a time to one.

test('the configurator narrows a product with two variant axes down to one variant, which goes to the cart', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'anna.user');
  await emptyCart(page);
  await page.goto(BRACKET_PRODUCT);
  await page.getByRole('link', { name: 'Konfigurera varianten steg för steg' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produktkonfigurator' })).toBeVisible();
  await expect(page).toHaveURL(/artikel=1000009/);
  const steps = page.getByRole('group', { name: /^Steg \d+: / });
  await expect(steps.nth(1)).toBeVisible();
  const stepCount = await steps.count();
  expect(stepCount).toBeGreaterThanOrEqual(2);
  const remaining = page.getByRole('heading', { level: 2, name: /varianter? matchar|Din variant/ });
  const before = Number(/\d+/.exec((await remaining.textContent()) ?? '')?.[0]);
  expect(before).toBeGreaterThan(2);
  await expectNoSeriousViolations(page);

  // Each step offers only values some remaining variant has; the count goes down to one.
  for (let i = 0; i < stepCount; i++) {
    if ((await remaining.textContent()) === 'Din variant') break;
    await steps.nth(i).getByRole('radio').first().check();
  }
  await expect(remaining).toHaveText('Din variant');
  const chosen = page.getByRole('region', { name: 'Din variant' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText(/Art\.nr \d{7}/);

  const add = page.getByRole('region', { name: 'Lägg i varukorg' });
  await add.getByRole('radiogroup', { name: 'Leveranssätt' }).getByText('Utkörning', { exact: true }).click();
  await add.getByRole('button', { name: 'Lägg i varukorg' }).click();
  await expect(add.getByRole('status')).toHaveText('1 rad lagd i varukorgen.');
  await emptyCart(page);
});

test('the configurator says when the text is no article number, and when no article has the number', async ({
  page,
}) => {
  await page.goto('/produktkonfigurator');
  const form = page.getByRole('form', { name: 'Välj produkt' });
  const field = form.getByRole('textbox', { name: 'Artikelnummer' });
  await field.fill('skruv12');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    '”skruv12” är inget artikelnummer. Ett artikelnummer har 5–10 siffror.',
  );
  await expect(page.getByRole('textbox', { name: 'Artikelnummer' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Artikelnummer' }).fill('9999999');
  await page.getByRole('textbox', { name: 'Artikelnummer' }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Det finns ingen artikel med artikelnummer 9999999.');
});
