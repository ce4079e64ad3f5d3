// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../cart';
import type { Brand } from '../core';
import { type PunchoutView, punchoutAtom, sessionAtom } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { PunchoutBanner } from './banner';
import { PunchoutTransfer } from './transfer';

const view = (extra: Partial<PunchoutView> = {}): PunchoutView => ({
  hookUrl: 'https://srm.example.com/oci/hook?sid=1',
  target: '_top',
  company: 'Nordbygg Entreprenad AB',
  system: 'SAP Ariba',
  emulation: false,
  ...extra,
});

const item = (articleNumber: string, name: string, quantity = 1) =>
  ({ cartItemId: `i-${articleNumber}`, articleNumber, quantity, variant: { name } }) as unknown as CartItem;

const variant = (articleNumber: string, name: string, netPrice: number | null, unit = 'STK') => ({
  articleNumber,
  name,
  price: netPrice === null ? null : { netPrice, salesPriceUnit: unit },
  attributes: [{ attributeName: 'SSG', attributeValue: `SSG-${articleNumber}` }],
  stock: { locations: [{ locationId: '9000', availableToDays: 3 }] },
  product: { breadcrumb: { parents: [{ name: 'Infästning' }] } },
});

/** The forms posted to the procurement system, as name → value, with where and how they went. */
let posted: { action: string; target: string; method: string; fields: Record<string, string> }[];

beforeEach(() => {
  posted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.getAttribute('action') ?? '',
      target: this.target,
      method: this.method,
      fields: Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as const),
      ),
    });
  });
});
afterEach(async () => {
  await cleanup();
  for (const form of document.querySelectorAll('form')) form.remove();
  vi.restoreAllMocks();
});

function setup(
  options: {
    punchout?: PunchoutView | null;
    variants?: ReturnType<typeof variant>[] | (() => Promise<never>);
    brand?: Partial<Brand>;
  } = {},
) {
  const variants = options.variants ?? [];
  const client = {
    gateway: {
      variants: vi.fn(typeof variants === 'function' ? variants : async () => variants),
    },
  };
  const cart = { discard: vi.fn(), flush: vi.fn() };
  const session = { punchoutTest: vi.fn(async () => undefined) };
  const services = testServices({ client, cart, session, brand: options.brand });
  services.store.set(sessionAtom, signedInSession());
  if (options.punchout !== null) services.store.set(punchoutAtom, options.punchout ?? view());
  return { services, client, cart, session };
}

describe('PunchoutTransfer', () => {
  const items = [item('1000001', 'Skruv 4,0x40', 2), item('1000002', 'Plugg 8 mm', 5)];

  it('posts every cart line to HOOK_URL as OCI fields, with the quantity the customer sees', async () => {
    const env = setup({
      variants: [
        variant('1000001', 'Träskruv 4,0x40 förzinkad', 189.5),
        variant('1000002', 'Plugg 8 mm', 12),
      ],
    });
    const quantities: Record<string, number> = { '1000001': 3, '1000002': 5 };
    const { getByRole, user } = await renderInShop(
      <PunchoutTransfer items={items} quantityOf={(line) => quantities[line.articleNumber] ?? 0} />,
      { services: env.services, path: '/cart' },
    );
    expect(getByRole('paragraph').textContent).toBe(
      'Varukorgen skickas till SAP Ariba, där du lägger ordern.',
    );
    await user.click(getByRole('button', { name: 'Överför till inköpssystem' }));

    expect(env.client.gateway.variants).toHaveBeenCalledWith(['1000001', '1000002'], {
      locationIds: ['1001', '9000'],
    });
    expect(posted).toHaveLength(1);
    const [form] = posted;
    expect(form?.action).toBe('https://srm.example.com/oci/hook?sid=1');
    expect(form?.target).toBe('_top');
    expect(form?.method.toLowerCase()).toBe('post');
    expect(form?.fields).toMatchObject({
      'NEW_ITEM-DESCRIPTION[1]': 'Träskruv 4,0x40 förzinkad',
      'NEW_ITEM-VENDORMAT[1]': '1000001',
      'NEW_ITEM-QUANTITY[1]': '3',
      'NEW_ITEM-PRICE[1]': '189.5',
      'NEW_ITEM-CURRENCY[1]': 'SEK',
      'NEW_ITEM-UNIT[1]': 'STK',
      'NEW_ITEM-LEADTIME[1]': '3',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': 'SSG-1000001',
      'NEW_ITEM-CUST_FIELD3[1]': 'Infästning',
      'NEW_ITEM-VENDORMAT[2]': '1000002',
      'NEW_ITEM-QUANTITY[2]': '5',
      'NEW_ITEM-PRICE[2]': '12',
    });
    // The basket has gone to the procurement system: the shop's cart is emptied, sent as the page leaves.
    expect(env.cart.discard).toHaveBeenCalledTimes(1);
    expect(env.cart.flush).toHaveBeenCalledWith({ leaving: true });
  });

  it("applies the brand's OCI rules for the signed-in customer", async () => {
    const env = setup({
      variants: [variant('1000001', 'Skruv', 10, 'STK')],
      brand: {
        settings: {
          stockColours: true,
          extraClosedDays: [],
          appUserAgentMarker: 'ShopApp',
          punchoutCustomerRules: { '10001': { unitMap: { STK: 'ST' }, materialGroup: '' } },
        },
      },
    });
    const { getByRole, user } = await renderInShop(
      <PunchoutTransfer items={[item('1000001', 'Skruv')]} quantityOf={() => 1} />,
      { services: env.services },
    );
    await user.click(getByRole('button', { name: 'Överför till inköpssystem' }));
    expect(posted[0]?.fields['NEW_ITEM-UNIT[1]']).toBe('ST');
    expect(posted[0]?.fields['NEW_ITEM-MATGROUP[1]']).toBe('');
  });

  it('sends nothing when a line has no price, and names that line', async () => {
    const env = setup({
      variants: [variant('1000001', 'Skruv 4,0x40', 10), variant('1000002', 'Plugg 8 mm', null)],
    });
    const { getByRole, user } = await renderInShop(<PunchoutTransfer items={items} quantityOf={() => 1} />, {
      services: env.services,
    });
    await user.click(getByRole('button', { name: 'Överför till inköpssystem' }));
    expect(posted).toEqual([]);
    expect(getByRole('alert').textContent).toBe(
      'Raderna saknar pris och kan inte överföras: Plugg 8 mm (1000002). Ta bort dem eller kontakta oss.',
    );
    expect(env.cart.discard).not.toHaveBeenCalled();
  });

  it('keeps the cart and says so when the services fail, and lets the customer try again', async () => {
    const env = setup({
      variants: async () => {
        throw new Error('down');
      },
    });
    const { getByRole, user } = await renderInShop(<PunchoutTransfer items={items} quantityOf={() => 1} />, {
      services: env.services,
    });
    const button = getByRole('button', { name: 'Överför till inköpssystem' });
    await user.click(button);
    expect(getByRole('alert').textContent).toBe('Något gick fel hos oss. Försök igen om en stund.');
    expect(posted).toEqual([]);
    expect(env.cart.discard).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(false);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/hook',
    'https://user:pass@srm.example.com/hook',
  ])('refuses to post the basket to the hostile HOOK_URL %s, with a clear message', async (hookUrl) => {
    const env = setup({ punchout: view({ hookUrl }), variants: [variant('1000001', 'Skruv', 10)] });
    const { getByRole, user } = await renderInShop(
      <PunchoutTransfer items={[item('1000001', 'Skruv')]} quantityOf={() => 1} />,
      { services: env.services },
    );
    await user.click(getByRole('button', { name: 'Överför till inköpssystem' }));
    expect(posted).toEqual([]);
    expect(env.client.gateway.variants).not.toHaveBeenCalled();
    expect(env.cart.discard).not.toHaveBeenCalled();
    expect(getByRole('alert').textContent).toBe(
      'Inköpssystemets returadress (HOOK_URL) är ingen giltig webbadress, så varukorgen skickades inte. Starta om punch-out från ditt inköpssystem.',
    );
  });

  it('cannot transfer an empty cart', async () => {
    const env = setup();
    const { getByRole } = await renderInShop(<PunchoutTransfer items={[]} quantityOf={() => 1} />, {
      services: env.services,
    });
    const button = getByRole('button', { name: 'Överför till inköpssystem' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('shows nothing outside a punch-out session', async () => {
    const env = setup({ punchout: null });
    const { container } = await renderInShop(<PunchoutTransfer items={items} quantityOf={() => 1} />, {
      services: env.services,
    });
    expect(container.textContent).toBe('');
  });
});

describe('PunchoutBanner', () => {
  it('names the procurement system and the company the buyer came from', async () => {
    const env = setup();
    const { getByText } = await renderInShop(<PunchoutBanner />, { services: env.services });
    expect(getByText('Punch-out från SAP Ariba för Nordbygg Entreprenad AB')).toBeTruthy();
  });

  it('says "your procurement system" when the hand-over named none, and leaves out a missing company', async () => {
    const env = setup({ punchout: view({ system: null, company: null }) });
    const { container } = await renderInShop(<PunchoutBanner />, { services: env.services });
    expect(container.textContent).toBe('Punch-out från ditt inköpssystem');
  });

  it('offers a way out of a customer admin’s test, back to the start page', async () => {
    const env = setup({ punchout: view({ emulation: true, system: 'Testsystemet' }) });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { getByRole, getByText, user } = await renderInShop(<PunchoutBanner />, { services: env.services });
    expect(getByText('Test av punch-out mot Testsystemet')).toBeTruthy();
    await user.click(getByRole('button', { name: 'Avsluta test' }));
    expect(env.session.punchoutTest).toHaveBeenCalledWith(false);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('stays in the test and says so when ending it fails', async () => {
    const env = setup({ punchout: view({ emulation: true }) });
    env.session.punchoutTest.mockRejectedValueOnce(new Error('down'));
    const { getByRole, user } = await renderInShop(<PunchoutBanner />, { services: env.services });
    await user.click(getByRole('button', { name: 'Avsluta test' }));
    expect(getByRole('alert').textContent).toBe(
      'Ett okänt fel inträffade. Kontrollera din uppkoppling och försök igen.',
    );
    expect(getByRole('button', { name: 'Avsluta test' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows nothing outside a punch-out session', async () => {
    const env = setup({ punchout: null });
    const { container } = await renderInShop(<PunchoutBanner />, { services: env.services });
    expect(container.textContent).toBe('');
  });
});
