// @vitest-environment node
import type { Variant } from '@shop/commerce-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { renderOnServer, signedInSession, testServices } from '../test/render';
import { deferred } from '../test/test-utils';
import { AddToCart } from './add-to-cart';

const DBI = {
  id: 'DBI',
  name: 'Utkörning',
  useDestination: false,
  useContextZipCode: false,
  requiresZipCode: false,
  availableBetweenHours: null,
  orderType: null,
  deliveryServices: [],
};
const EXH = { ...DBI, id: 'EXH', name: 'Leverans till butik', useDestination: true };

const variant = {
  articleNumber: '1000250',
  name: 'Betongskruv',
  webSalesUnit: { unit: 'förp', conversionFactor: 1, conversionUnit: 'förp' },
  stock: { locations: [] },
} as unknown as Variant;

/** The cart door as a page sees it before anything is written. */
const idleCart = () => {
  const snapshot = {
    matches: () => false,
    context: { pendingUpdates: [], inFlight: [], refused: [], itemsAdded: null, error: null },
  };
  return {
    status: { getSnapshot: () => snapshot, subscribe: () => () => undefined },
    statusViews: { mount: () => () => undefined },
  };
};

describe('AddToCart on the server', () => {
  it("writes a placeholder while the brand's delivery settings are out, and the form with their choice in the same response when they come", async () => {
    const answer = deferred<unknown>();
    const brandConfig = vi.fn(() => answer.promise);
    const services = testServices({
      client: {
        catalogue: { brandConfig },
        addresses: { list: vi.fn(async () => ({ deliveryAddresses: [] })) },
      },
      cart: idleCart(),
    });
    services.store.set(sessionAtom, signedInSession());
    const chunks = await renderOnServer(<AddToCart variant={variant} />, {
      services,
      afterShell: () =>
        answer.resolve({ brands: [{ id: 'bygg', deliveryOptions: [DBI, EXH], extraClosedDays: [] }] }),
    });
    // The shell has no delivery choice the browser's first render could contradict.
    expect(chunks[0]).toContain('<!--$?-->');
    expect(chunks[0]).not.toContain('Leverans till butik');
    expect(chunks[0]).not.toContain('Lägg i varukorg');
    // The form, with the brand's methods to choose from, follows in the same response.
    const rest = chunks.slice(1).join('');
    expect(rest).toContain('Leverans till butik');
    expect(rest).toContain('Lägg i varukorg');
  });
});
