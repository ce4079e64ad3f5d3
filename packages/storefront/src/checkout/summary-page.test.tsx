// @vitest-environment happy-dom
import { CommerceError } from '@shop/commerce-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopIntl, IntlProvider, type Services, ServicesProvider } from '../core';
import { messageAtom, sessionAtom } from '../session';
import { InTestRouter } from '../test/test-router';
import { checkoutAtom, lastOrderAtom } from './checkout-state';
import { SummaryPage } from './summary-page';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cart = {
  cartId: 'c1',
  status: 'ACTIVE',
  orderPrice: null,
  deliveryIdsInOrder: ['DBI'],
  deliveries: [{ deliveryId: 'DBI', requestedDeliveryDate: '2026-12-07', isIncludedInOrder: true }],
  cartItems: [
    {
      cartItemId: 'i1',
      cartId: 'c1',
      articleNumber: '1000001',
      quantity: 2,
      deliveryId: 'DBI',
      label: null,
      requestedDeliveryDate: '2026-12-07',
      variant: null,
    },
  ],
};

function setup(failure?: Error) {
  const checkout = vi.fn(async () => {
    if (failure) throw failure;
    return placed;
  });
  const placed = [
    {
      success: true,
      deliveryId: 'DBI',
      tempOrderId: '5000001',
      orderItems: [{ articleNumber: '1000001', quantity: 2, unit: 'st', netPrice: 10 }],
      orderDetails: {
        warehouseId: '9000',
        requestedDeliveryDate: '2026-12-07',
        addressId: 'a1',
        total: 20,
        vat: 5,
      },
    },
  ];
  const client = {
    gateway: { cartWithVariants: vi.fn(async () => cart) },
    addresses: { list: vi.fn(async () => ({ deliveryAddresses: [] })) },
    locations: { list: vi.fn(async () => ({ locations: [] })) },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  store.set(sessionAtom, {
    status: 'signed-in',
    user: null,
    claims: null,
    customers: [],
    stores: new Map(),
    assortment: null,
  } as never);
  store.set(checkoutAtom, {
    DBI: { addressId: 'a1', requestedDeliveryDate: '2026-12-07', reference: 'Kv. Hamnen', deliveryNote: '' },
  });
  const services = {
    brand: {
      id: 'bygg',
      defaultStoreId: '1001',
      centralStorageId: '9000',
      settings: { extraClosedDays: [] },
    },
    client,
    queryClient,
    store,
    cart: { checkout },
  } as unknown as Services;
  return { services, store, checkout, queryClient };
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  navigate.mockReset();
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const tree = (env: ReturnType<typeof setup>) => (
  <IntlProvider intl={createShopIntl()}>
    <Provider store={env.store}>
      <QueryClientProvider client={env.queryClient}>
        <ServicesProvider services={env.services}>
          <InTestRouter path="/summary">
            <SummaryPage />
          </InTestRouter>
        </ServicesProvider>
      </QueryClientProvider>
    </Provider>
  </IntlProvider>
);

async function render(env: ReturnType<typeof setup>) {
  await act(async () => root.render(tree(env)));
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("SummaryPage's 'Skicka order'", () => {
  it('is a form posted to the server with an idempotency key', async () => {
    const env = setup();
    await render(env);
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/kassa/skicka');
    expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="nyckel"]')?.value).toMatch(
      /^[\w-]{8,80}$/,
    );
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Skicka order');
  });

  it("is taken over by the app: one order with the form's key for a double click, then the success page", async () => {
    const env = setup();
    await render(env);
    const form = container.querySelector('form') as HTMLFormElement;
    const key = form.querySelector<HTMLInputElement>('input[name="nyckel"]')?.value;
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement;
    await act(async () => {
      button.click();
      button.click();
    });
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(env.checkout).toHaveBeenCalledTimes(1);
    expect(env.checkout).toHaveBeenCalledWith(
      { DBI: { requestedDeliveryDate: '2026-12-07', addressId: 'a1', reference: 'Kv. Hamnen' } },
      { idempotencyKey: key },
    );
    expect(env.store.get(lastOrderAtom)?.orders[0]?.tempOrderId).toBe('5000001');
    expect(navigate).toHaveBeenCalledWith({ to: '/checkout-success-page' });
  });

  /** 'Skicka order' pressed, and the page's answer settled. */
  async function place(env: ReturnType<typeof setup>) {
    await render(env);
    const button = container.querySelector('form button[type="submit"]') as HTMLButtonElement;
    await act(async () => button.click());
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }

  it.each([
    ['reference_required', 'errors.reference_required'],
    ['reference_invalid', 'errors.reference_invalid'],
  ] as const)(
    'goes back to the delivery step with the details kept when the service refuses a reference (%s)',
    async (code, key) => {
      const refused = new CommerceError({
        message: 'order answered 400',
        status: 400,
        service: 'order',
        messageKey: key,
        body: {
          error: code,
          message: 'Er referens krävs',
          field: 'orderDetails.DBI.reference',
          deliveryId: 'DBI',
        },
      });
      const env = setup(refused);
      await place(env);
      expect(navigate).toHaveBeenCalledWith({ to: '/delivery' });
      expect(env.store.get(messageAtom)).toEqual({ key, severity: 'danger' });
      expect(env.store.get(checkoutAtom)?.DBI?.reference).toBe('Kv. Hamnen');
      expect(env.store.get(lastOrderAtom)).toBeNull();
    },
  );

  it('goes to the start page with errors.invalid_order for any other failure, the details cleared (§4)', async () => {
    const env = setup(
      new CommerceError({
        message: 'x',
        status: 500,
        service: 'order',
        messageKey: 'errors.internal_server_error',
      }),
    );
    await place(env);
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    expect(env.store.get(messageAtom)).toEqual({ key: 'errors.invalid_order', severity: 'danger' });
    expect(env.store.get(checkoutAtom)).toBeNull();
  });
});
