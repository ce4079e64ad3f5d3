import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { clearFaults, servicePath, signIn } from './helpers.ts';

test.beforeEach(async ({ page }) => {
  await clearFaults(page);
});
test.afterEach(async ({ page }) => {
  await clearFaults(page);
});

// Only a 401 ends a session (issue 15). A service that keeps failing while a page loads gets its
// message where its data would be, and the customer stays signed in, with tokens that still work.
for (const { service, path, message } of [
  { service: 'the cart', path: '/v2/cart', message: 'Varukorgen är inte tillgänglig just nu.' },
  {
    service: 'the campaigns',
    path: '/campaigns/active-campaigns/customer',
    message: 'Kampanjerna kunde inte hämtas just nu. Försök igen om en stund.',
  },
]) {
  test(`a persistent 500 of ${service} while a page loads leaves the customer signed in, with a message`, async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'anna.user');
    const fault = await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, {
      data: { method: 'GET', path, status: 500 },
    });
    expect(fault.status()).toBe(201);
    const failed = page.waitForResponse(
      (response) => servicePath(response.url()) === path && response.status() === 500,
    );
    await page.reload();
    await failed;
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();

    // The service is back: the same session goes on, nothing was revoked.
    await clearFaults(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mitt konto' })).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  });
}
