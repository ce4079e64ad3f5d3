import type { Page } from '@playwright/test';
import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

/** The product page of the sandbox's first article of a kind (`/__sandbox/articles?kind=`). */
async function productOf(page: Page, kind: 'unorderable' | 'discontinued-in-stock'): Promise<string> {
  const { articleNumbers } = await (
    await page.request.get(`${SANDBOX_URL}/__sandbox/articles?kind=${kind}`)
  ).json();
  for (const article of articleNumbers as string[]) {
    const search = await page.request.post(`${SANDBOX_URL}/search`, {
      headers: { 'api-version': '1', 'user-id': 'server' },
      data: { query: article, pageSize: 1 },
    });
    const hit = (await search.json()).hits[0];
    if (hit?.articleNumber === article && hit.variantSlug) return `/produkt/${hit.variantSlug}`;
  }
  throw new Error(`no ${kind} article with a product page`);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'bertil.buyeradmin');
});

test('a discontinued article some location still holds is for sale while stocks last (content §5)', async ({
  page,
}) => {
  await page.goto(await productOf(page, 'discontinued-in-stock'));
  const notice = page.getByRole('status').filter({ hasText: 'Utgående artikel' });
  await expect(notice).toContainText('Säljs så länge lagret räcker.');
  await expect(
    page.getByRole('region', { name: 'Lägg i varukorg' }).getByRole('button', { name: 'Lägg i varukorg' }),
  ).toBeVisible();
});

test('a discontinued article no location holds says so and cannot be added to the cart', async ({ page }) => {
  await page.goto(await productOf(page, 'unorderable'));
  const alert = page.getByRole('alert').filter({ hasText: 'Utgående artikel' });
  await expect(alert).toContainText('Finns inte längre i lager och kan inte beställas.');
  await expect(page.getByRole('heading', { name: 'Lagersaldo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lägg i varukorg' })).toHaveCount(0);
});
