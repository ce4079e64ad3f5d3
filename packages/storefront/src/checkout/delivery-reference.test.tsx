// @vitest-environment happy-dom
import { nextDeliverableDate } from '@shop/delivery-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { checkoutAtom } from './checkout-state';
import { DeliveryPage } from './delivery-page';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));

const HELP = 'Ange projektnumret: P, bindestreck och fem siffror, t.ex. P-12345.';
const first = nextDeliverableDate(new Date());

const cart = {
  cartId: 'c1',
  status: 'ACTIVE',
  orderPrice: null,
  deliveryIdsInOrder: ['DBI', 'EXH'],
  deliveries: ['DBI', 'EXH'].map((deliveryId) => ({
    deliveryId,
    requestedDeliveryDate: first,
    isIncludedInOrder: true,
  })),
  cartItems: ['DBI', 'EXH'].map((deliveryId, i) => ({
    cartItemId: `i${i}`,
    cartId: 'c1',
    articleNumber: '1000001',
    quantity: 1,
    deliveryId,
    label: null,
    requestedDeliveryDate: first,
    variant: null,
  })),
};

/** The delivery step of a customer whose setting `setting` answers (rejected: the read failed). */
function services(setting: () => Promise<unknown>) {
  const orderReference = vi.fn(setting);
  const env = testServices({
    client: {
      gateway: { cartWithVariants: vi.fn(async () => cart) },
      cart: { get: vi.fn(async () => cart) },
      addresses: {
        list: vi.fn(async () => ({
          deliveryAddresses: [
            {
              addressId: 'a1',
              label: 'Driftcentral',
              name: 'Fastighetsservice Syd AB',
              recipientName: 'Drift',
              address1: 'Stortorget 2',
              address2: null,
              address3: null,
              postalCode: '211 22',
              postalAddress: 'Malmö',
              countryCode: 'SE',
              readOnly: false,
              preselected: true,
              validForDelivery: true,
              customerId: '10001',
              phone: null,
            },
          ],
        })),
      },
      catalogue: { brandConfig: vi.fn(async () => ({ brands: [] })) },
      locations: {
        list: vi.fn(async () => ({
          locations: [
            {
              id: '1001',
              name: 'Butik Malmö',
              address: 'Stortorget 1',
              postalCode: '211 22',
              city: 'Malmö',
              deliveryMethods: ['EXH', 'EXB'],
            },
          ],
        })),
      },
      customers: { orderReference },
    },
    cart: { flush: vi.fn(), setDeliveryDate: vi.fn(async () => undefined) },
  });
  env.store.set(sessionAtom, signedInSession());
  return { env, orderReference };
}

const required = {
  customerId: '10001',
  referenceRequired: true,
  referencePattern: '^P-\\d{5}$',
  referenceHelp: HELP,
  updatedAt: null,
};

afterEach(async () => {
  await cleanup();
  navigate.mockReset();
});

describe("the delivery step with the customer's 'Referens krävs'", () => {
  it("makes each delivery's reference required, with the help text under the field", async () => {
    const { env, orderReference } = services(async () => required);
    const view = await renderInShop(<DeliveryPage />, { services: env, path: '/delivery' });
    expect(orderReference).toHaveBeenCalledWith('10001');
    const fields = view.getAllByRole('textbox', { name: 'Er referens' });
    expect(fields).toHaveLength(2);
    for (const field of fields) {
      expect(field.getAttribute('aria-required')).toBe('true');
      const described = (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(HELP);
    }
  });

  it('refuses a missing and a wrong reference with the help text, and goes on with a right one', async () => {
    const { env } = services(async () => required);
    const view = await renderInShop(<DeliveryPage />, { services: env, path: '/delivery' });
    const [home, store] = view.getAllByRole('textbox', { name: 'Er referens' });
    const next = view.getByRole('button', { name: 'Fortsätt' });

    await view.user.click(next);
    expect(view.getAllByText(`Fyll i er referens. ${HELP}`)).toHaveLength(2);
    expect(env.store.get(checkoutAtom)).toBeNull();

    await view.user.type(home as HTMLElement, 'P-123');
    await view.user.type(store as HTMLElement, 'P-54321');
    await view.user.click(next);
    // The wrong one says the help text; the right one says nothing.
    expect(home?.getAttribute('aria-invalid')).toBe('true');
    expect(store?.getAttribute('aria-invalid')).not.toBe('true');
    const errorOf = (field: HTMLElement | undefined) =>
      field?.closest('.shop-text-field')?.querySelector('.shop-text-field__error')?.textContent;
    expect(errorOf(home)).toBe(HELP);
    expect(errorOf(store)).toBeFalsy();
    expect(env.store.get(checkoutAtom)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    await view.user.clear(home as HTMLElement);
    await view.user.type(home as HTMLElement, 'P-12345');
    await view.user.click(next);
    expect(env.store.get(checkoutAtom)).toMatchObject({
      DBI: { reference: 'P-12345' },
      EXH: { reference: 'P-54321' },
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/summary' });
  });

  it('asks for no reference when the customer does not require one, or the setting cannot be read', async () => {
    for (const setting of [
      async () => ({ ...required, referenceRequired: false }),
      async () => {
        throw new Error('down');
      },
    ]) {
      const { env } = services(setting);
      const view = await renderInShop(<DeliveryPage />, { services: env, path: '/delivery' });
      const [field] = view.getAllByRole('textbox', { name: 'Er referens' });
      expect(field?.getAttribute('aria-required')).not.toBe('true');
      expect(view.queryByText(HELP)).toBeNull();
      await view.user.click(view.getByRole('button', { name: 'Fortsätt' }));
      expect(env.store.get(checkoutAtom)).toMatchObject({ DBI: { reference: '' } });
      await cleanup();
    }
  });
});
