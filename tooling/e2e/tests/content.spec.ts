import { SANDBOX_URL } from '../brands.ts';
import { expect, test } from './fixtures';
import { clearFaults, expectNoSeriousViolations, signIn, startBygg } from './helpers';

// Content from the content service (issue 16), against the sandbox's Contentful stand-in.

const CDA = 'sandbox-cda-token';
const ENTRIES = `${SANDBOX_URL}/cms/spaces/shop-sandbox/environments/master/entries`;

const FRONT_KINDS = [
  'LargeSection',
  'SubBanners',
  'RandomBanners',
  'MarketingBanners',
  'ContentBanners',
  'SelectedProducts',
  'AssortmentIcons',
  'ServiceCards',
];
const PAGE_KINDS = [
  'AccountApplication',
  'AssortmentIcons',
  'ContactCards',
  'ContentBanners',
  'ImageSetOfThree',
  'ImageSingle',
  'InfoBlock',
  'LargeSection',
  'MarketingBanners',
  'RandomBanners',
  'SelectedProducts',
  'SubBanners',
  'TextAndMedia',
  'TextBlock',
  'Video',
  'Accordions',
];

/** `largeSection` (the content type) → `LargeSection` (the section kind). */
const kindOf = (contentType: string) => contentType.charAt(0).toUpperCase() + contentType.slice(1);

test('the front page shows the hero and every front-page section kind, with live prices for a customer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Byggmaterial för proffs' })).toBeVisible();
  for (const kind of FRONT_KINDS)
    await expect(page.locator(`[data-section-kind="${kind}"]`).first(), kind).toBeAttached();
  // Random banners: one item per section, the one the server chose.
  const random = page.locator('[data-section-kind="RandomBanners"]').first();
  await expect(random.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  await signIn(page, 'anna.user');
  const products = page.locator('[data-section-kind="SelectedProducts"]').first();
  await products.scrollIntoViewIfNeeded();
  await expect(products.getByRole('listitem').first()).toContainText(/\d\s*kr/);
});

test('the HTML of the front page and a content page carries their headings and meta tags', async ({
  request,
}) => {
  // One title and one description per page: the page's own, not the build's.
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
  const front = await (await request.get('/')).text();
  expect(front).toContain('Byggmaterial för proffs');
  const { metaDescription } = (await (await request.get('/_content/front-page')).json()) as {
    metaDescription: string;
  };
  expect(front).toContain(`<meta name="description" content="${metaDescription}"`);
  expect(count(front, /<meta name="description"/g)).toBe(1);
  expect(count(front, /<title>/g)).toBe(1);
  const page = await request.get('/om-oss');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Om oss/);
  expect(html).toMatch(/<meta name="description" content="Om oss – /);
  expect(count(html, /<meta name="description"/g)).toBe(1);
  expect(html).toMatch(/<title>Om oss – Bygghandeln<\/title>/);
  expect(count(html, /<title>/g)).toBe(1);
  expect(html).toContain('<link rel="canonical" href="/om-oss"');
  expect(html).toContain('property="og:title" content="Om oss"');
  expect((await request.get('/finns-inte-alls')).status()).toBe(404);
});

test('content pages show all 16 section kinds, and a javascript: link in rich text is not clickable', async ({
  page,
  request,
}) => {
  // Which published pages hold which kinds, as the content service says; visit pages until all are seen.
  const answer = (await (
    await request.get(`${ENTRIES}?content_type=contentPage&include=1&limit=100&access_token=${CDA}`)
  ).json()) as {
    items: {
      sys: { id: string };
      fields: { slug: string; authenticatedOnly?: boolean; sections?: { sys: { id: string } }[] };
    }[];
    includes: { Entry: { sys: { id: string; contentType: { sys: { id: string } } } }[] };
  };
  const typeOf = new Map(answer.includes.Entry.map((e) => [e.sys.id, kindOf(e.sys.contentType.sys.id)]));
  const missing = new Set(PAGE_KINDS);
  for (const item of answer.items) {
    if (item.fields.authenticatedOnly) continue;
    const kinds = (item.fields.sections ?? [])
      .map((s) => typeOf.get(s.sys.id))
      .filter((k) => k !== undefined);
    if (!kinds.some((k) => missing.has(k))) continue;
    await page.goto(`/${item.fields.slug}`);
    for (const kind of kinds) {
      await expect(
        page.locator(`[data-section-kind="${kind}"]`).first(),
        `${kind} on /${item.fields.slug}`,
      ).toBeAttached();
      missing.delete(kind);
    }
    await expectNoSeriousViolations(page);
    if (missing.size === 0) break;
  }
  expect([...missing]).toEqual([]);

  // om-oss carries a javascript: and a data: link: their text is there, not as a link.
  await page.goto('/om-oss');
  await expect(page.getByText('farlig länk')).toBeVisible();
  await expect(page.getByRole('link', { name: 'farlig länk' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'data-länk' })).toHaveCount(0);
  // The text that looks like a script is text.
  await expect(page.getByText('<script>alert("text är text")</script>')).toBeVisible();
});

test('a listing page is filtered by tag in the URL and paged', async ({ page }) => {
  await page.goto('/nyheter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nyheter' })).toBeVisible();
  // The seed lists 12 pages; the two drafts among them are not published, so not shown, and a
  // visitor does not see the one for signed-in customers (its title is not in the server's HTML).
  await expect(page.getByRole('status').filter({ hasText: '9 sidor' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(page.getByRole('navigation', { name: 'Sidor' })).toHaveCount(0);
  expect(await (await page.request.get('/nyheter')).text()).not.toContain('Prisjustering på kopparprodukter');
  await signIn(page, 'anna.user');
  await page.goto('/nyheter');
  await expect(page.getByRole('status').filter({ hasText: '10 sidor' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await page.getByRole('navigation', { name: 'Sidor' }).getByRole('link', { name: 'Sida 2' }).click();
  await expect(page).toHaveURL(/\/nyheter\?page=2$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
  const tags = page.getByRole('navigation', { name: 'Filtrera på ämne' });
  await tags.getByRole('link', { name: 'Hållbarhet' }).click();
  await expect(page).toHaveURL(/\/nyheter\?tag=hallbarhet$/);
  await expect(tags.getByRole('link', { name: 'Hållbarhet' })).toHaveAttribute('aria-current', 'page');
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/nyheter\/[a-z0-9-]+$/);
  await expectNoSeriousViolations(page);
  await first.click();
  await expect(page).toHaveURL(href as string);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a store page joins the content service with the commerce opening hours; /butik/:id works too', async ({
  page,
}) => {
  await page.goto('/butiker/1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Öppettider', exact: true })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Mån/ }).first()).toBeVisible();
  await expect(page.getByText(/^(Öppet nu|Stängt nu)$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Avvikande öppettider' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visa på karta/ })).toHaveAttribute('href', /openstreetmap/);
  await expect(page.getByRole('heading', { name: 'På gång i butiken' })).toBeVisible();
  // Special days by their Swedish date, not an ISO one.
  await expect(page.getByRole('term').filter({ hasText: 'Dagen före julafton' })).toContainText(
    'onsdag 23 december',
  );
  await expect(page.getByRole('main')).not.toContainText('2026-12-23');
  // A contact whose role only repeats its name says it once.
  const contacts = page.getByRole('region', { name: 'Kontakta butiken' });
  await expect(contacts.getByRole('listitem').filter({ hasText: 'Växel' })).not.toContainText('VäxelVäxel');
  await expect(contacts.getByRole('link', { name: /^order\..+@/ })).toHaveAttribute(
    'href',
    /^mailto:order\./,
  );
  await expectNoSeriousViolations(page);
  const h1 = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/butik/1001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1 ?? '');
  // The footer names the visitor's store (the brand's default).
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Din butik' })).toBeVisible();
});

test('the retailers page lists every retailer, searchable and grouped by letter', async ({ page }) => {
  await page.goto('/aterforsaljare');
  await expect(page.getByRole('heading', { level: 1, name: 'Återförsäljare' })).toBeVisible();
  const count = Number(
    (await page.getByRole('status').filter({ hasText: 'återförsäljare' }).textContent())?.match(/\d+/)?.[0],
  );
  expect(count).toBeGreaterThanOrEqual(150);
  await expect(
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
  ).toHaveCount(count);
  await expectNoSeriousViolations(page);
  // The letter index covers the Swedish alphabet, Å, Ä, Ö last; a letter without retailers is no link.
  const index = page.getByRole('navigation', { name: 'Återförsäljare per bokstav' });
  const letters = (await index.getByRole('listitem').allTextContents()).map((text) => text.trim().charAt(0));
  expect(letters.slice(0, 29).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ');
  const linked = await index.getByRole('link').count();
  expect(linked).toBeGreaterThan(3);
  expect(linked).toBeLessThan(letters.length);
  // A letter link jumps to that letter's heading.
  const target = (await index.getByRole('link').nth(2).textContent())?.trim() ?? '';
  await index.getByRole('link', { name: `Återförsäljare på ${target}` }).click();
  await expect(page).toHaveURL(new RegExp(`#bokstav-${encodeURIComponent(target)}$`));
  await expect(page.getByRole('heading', { level: 2, name: target, exact: true })).toBeInViewport();

  // Typing narrows the list as it goes, and the count is announced.
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await page.getByRole('searchbox', { name: 'Sök återförsäljare' }).pressSequentially('kiruna');
  await expect(page).toHaveURL(/q=kiruna/);
  const narrowed = Number(
    (await page.getByRole('status').filter({ hasText: 'återförsäljare' }).textContent())?.match(/\d+/)?.[0],
  );
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(count);
  await expect(items).toHaveCount(narrowed);
  for (const text of await items.allTextContents()) expect(text.toLocaleLowerCase('sv')).toContain('kiruna');
  // Letters with no retailer in the search are no links: none at all for a search that finds none.
  await page.getByRole('searchbox', { name: 'Sök återförsäljare' }).fill('finns inte någonstans');
  await expect(page.getByRole('status').filter({ hasText: 'återförsäljare' })).toHaveText(
    'Inga återförsäljare',
  );
  await expect(index.getByRole('link')).toHaveCount(0);
  await expect(index.getByRole('listitem')).toHaveCount(29);
});

test('a dynamic form shows its validation errors, then is sent and stored', async ({ page, request }) => {
  await page.goto('/bli-kund');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Skicka' }) });
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(form.getByText('Fyll i fältet.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Organisationsnummer/ })).toBeFocused();
  await form.getByRole('textbox', { name: /E-post/ }).fill('inte-en-adress');
  await form.getByRole('textbox', { name: /E-post/ }).blur();
  await expect(form.getByText(/Ange en giltig e-postadress/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await form.getByRole('textbox', { name: /Organisationsnummer/ }).fill('556677-8899');
  await form.getByRole('textbox', { name: /Företagsnamn/ }).fill('Snickeri Nord AB');
  await form.getByRole('textbox', { name: /E-post/ }).fill('inkop@snickerinord.se');
  await form.getByRole('combobox', { name: /Bransch/ }).selectOption('Bygg');
  await form.getByRole('checkbox', { name: /Jag godkänner villkoren/ }).check();
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Tack! Vi har tagit emot dina uppgifter.' }),
  ).toBeVisible();
  const stored = (await (
    await request.get(`${SANDBOX_URL}/__sandbox/form-submissions?formId=formular-bli-kund`)
  ).json()) as { submissions: { values: Record<string, unknown> }[] };
  expect(stored.submissions.at(-1)?.values.foretag).toBe('Snickeri Nord AB');
});

test("a closed alert banner stays closed for the session, out of the server's HTML, and is back in a new one", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const alert = page.getByRole('region', { name: 'Viktigt meddelande' });
  await expect(alert).toContainText('Störning i leveranser');
  await alert.getByRole('button', { name: 'Stäng meddelandet' }).click();
  await expect(alert).toHaveCount(0);
  await page.goto('/nyheter');
  await expect(page.getByRole('heading', { level: 1, name: 'Nyheter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Viktigt meddelande' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // Reloaded, the server leaves it out of its HTML (no flash before the scripts): the response
  // itself, and the page in a context with this browser's cookies and no scripts at all.
  // (The banner's text is still in the page's data for the app; the banner itself is not rendered.)
  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('aria-label="Viktigt meddelande"');
  const noScript = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  const plainResponse = await plain.goto('/');
  expect(await plainResponse?.text()).not.toContain('aria-label="Viktigt meddelande"');
  await expect(plain.getByRole('region', { name: 'Viktigt meddelande' })).toHaveCount(0);
  await expect(plain.getByRole('region', { name: 'Information' })).toHaveCount(1);
  await noScript.close();
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const fresh = await other.newPage();
  expect(await (await fresh.goto('/'))?.text()).toContain('aria-label="Viktigt meddelande"');
  await expect(fresh.getByRole('region', { name: 'Viktigt meddelande' })).toContainText(
    'Störning i leveranser',
  );
  await other.close();
});

test('the header search lists content pages beside the products', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Sök' }).fill('kranbil');
  const pages = page.getByRole('list', { name: 'Sidor' });
  await expect(pages.getByRole('link').first()).toBeVisible();
  expect(await pages.getByRole('link').count()).toBeLessThanOrEqual(5);
  await expect(pages.getByRole('link').first()).toHaveAttribute('href', /^\/[a-z-]+\/[a-z0-9-]+$/);
  await expectNoSeriousViolations(page);
});

test('the header search offers a page for signed-in customers to them, not to a visitor', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Sök' });
  const found = page
    .getByRole('list', { name: 'Sidor' })
    .getByRole('link', { name: /Prisjustering på kopparprodukter/ });
  // The visitor's search (the page's own endpoint, as the header asks it) does not hold it.
  await search.fill('kopparprodukter');
  const answered = await page.request.get('/_content/search?q=kopparprodukter');
  expect(answered.ok()).toBe(true);
  expect(JSON.stringify(await answered.json())).not.toContain('prisjustering-koppar');
  await expect(found).toHaveCount(0);
  await signIn(page, 'anna.user');
  await search.fill('');
  await search.fill('kopparprodukter');
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute('href', '/nyheter/prisjustering-koppar');
});

test('a page for customers only sends a visitor to sign in, and back after it', async ({ page }) => {
  const response = await page.goto('/inspiration/projektpriser');
  expect(response?.url()).toMatch(/\/\?login=%2Finspiration%2Fprojektpriser$/);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Användarnamn').fill('anna.user');
  await dialog.getByLabel('Lösenord').fill('Sandbox-2026');
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/inspiration\/projektpriser$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Så fungerar projektpriser' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('preview shows a draft on stage, and never on production', async ({ page, request }) => {
  // Production (the suite's server): the published title, and no draft-only page.
  await page.goto('/om-oss?preview=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
  expect((await request.get('/kommande-kampanj?preview=1')).status()).toBe(404);
  const stage = await startBygg(page, { SHOP_ENV: 'stage', HTML_CACHE_SECONDS: '0' });
  try {
    await page.goto(`${stage.url}/om-oss`);
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss' })).toBeVisible();
    await page.goto(`${stage.url}/om-oss?preview=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Om oss (utkast)' })).toBeVisible();
    // The preview lasts the browser session, for pages reached without the parameter too.
    await page.goto(`${stage.url}/kommande-kampanj`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The preview token never reaches the page.
    expect(await page.content()).not.toContain('sandbox-cpa-token');
  } finally {
    await stage.stop();
  }
});

test('a content edit published with the sandbox lever appears within the cache time', async ({
  page,
  request,
}) => {
  const server = await startBygg(page, { CONTENT_CACHE_SECONDS: '3', HTML_CACHE_SECONDS: '2' });
  const title = `Jobba hos oss ${Date.now()}`;
  try {
    await page.goto(`${server.url}/jobba-hos-oss`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobba hos oss' })).toBeVisible();
    const edit = await request.put(`${SANDBOX_URL}/__sandbox/cms/entries/page-jobba-hos-oss`, {
      data: { fields: { title }, publish: true },
    });
    expect(edit.ok()).toBe(true);
    // Content 3 s + page cache 2 s, then one more read. Each poll is a navigation that waits for
    // the page to take over (about 2.5 s on a busy 2-core machine), so 15 s allow five of them;
    // on 26 November the edit showed on the fourth, about 9 s after it was published.
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/jobba-hos-oss`);
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 15_000, intervals: [1000] },
      )
      .toContain(title);
  } finally {
    await server.stop();
    await request.put(`${SANDBOX_URL}/__sandbox/cms/entries/page-jobba-hos-oss`, {
      data: { fields: { title: 'Jobba hos oss' }, publish: true },
    });
  }
});

// The content page's failure is the page's error boundary: the browser's React says so in the console.
test.describe(() => {
  test.use({ expectedPageErrors: [/React caught an error: .*Service Unavailable/] });
  test("with the content service down, the page keeps the brand's own header, footer and front page, and the error is logged", async ({
    page,
  }) => {
    const server = await startBygg(page, { CONTENT_CACHE_SECONDS: '0', HTML_CACHE_SECONDS: '0' });
    try {
      await page.request.post(`${SANDBOX_URL}/__sandbox/faults`, { data: { path: '/cms/*', status: 503 } });
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Välkommen till Bygghandeln');
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Huvudmeny' });
      await expect(nav.getByRole('link', { name: 'Kampanjer' })).toBeVisible();
      // 'Inspiration' is a link of the content service's header only.
      await expect(nav.getByRole('link', { name: 'Inspiration' })).toHaveCount(0);
      await expect(
        page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Snabblänkar' })
          .getByRole('link', { name: 'Hitta butik' }),
      ).toBeVisible();
      // A content page cannot be shown, and says so with a server error rather than 'not found': the
      // status the page shows (502, the generic apology) is the status the response answers.
      const failed = await page.goto(`${server.url}/om-oss`);
      expect(failed?.status()).toBe(502);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi ber om ursäkt');
      await expect(page.getByRole('main')).toContainText('502');
      expect(server.log()).toContain('"source":"cms"');
    } finally {
      await clearFaults(page);
      await server.stop();
    }
  });
});
