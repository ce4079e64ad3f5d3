// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../session';
import { cleanup, renderInShop, settle, signedInSession, testServices } from '../test/render';
import { QuickAdd } from './quick-add';

const DBI = {
  id: 'DBI',
  name: 'Utkörning',
  useDestination: true,
  useContextZipCode: false,
  requiresZipCode: false,
  availableBetweenHours: null,
  orderType: null,
  deliveryServices: [],
};

/** An article lookup the test answers when it likes. */
function deferredLookups() {
  const pending = new Map<string, (found: boolean) => void>();
  const variants = vi.fn(
    ([number]: string[]) =>
      new Promise<unknown[]>((resolve) =>
        pending.set(number as string, (found) =>
          resolve(
            found ? [{ articleNumber: number, webSalesUnit: { unit: 'st' }, stock: { locations: [] } }] : [],
          ),
        ),
      ),
  );
  return { variants, answer: (number: string, found = true) => pending.get(number)?.(found) };
}

async function setup() {
  const lookups = deferredLookups();
  const add = vi.fn(async (_lines: { articleNumber: string }[], _source?: unknown) => ({
    refused: [],
    applied: 1,
  }));
  const services = testServices({
    client: {
      gateway: { variants: lookups.variants },
      catalogue: {
        brandConfig: vi.fn(async () => ({
          brands: [
            {
              id: 'bygg',
              deliveryOptions: [DBI],
              extraClosedDays: [],
              limitedDeliveryOptionId: 'DBI',
              punchoutDeliveryOptionId: 'DBI',
            },
          ],
        })),
      },
      addresses: { list: vi.fn(async () => ({ deliveryAddresses: [] })) },
    },
    brand: { id: 'bygg' },
    cart: { add },
  });
  services.store.set(sessionAtom, signedInSession());
  const view = await renderInShop(<QuickAdd />, { services });
  await view.findByRole('radio', { name: 'Utkörning' });
  const article = view.getByRole('textbox', { name: 'Artikelnummer' }) as HTMLInputElement;
  const quantity = view.getByRole('textbox', { name: 'Antal' }) as HTMLInputElement;
  const send = view.getByRole('button', { name: 'Lägg till' });
  const added = () => add.mock.calls.map(([lines]) => lines[0]?.articleNumber);
  /** Types a line into the fields, as a customer does over what they hold. */
  const typeLine = async (number: string, amount?: string) => {
    await view.user.clear(article);
    await view.user.type(article, number);
    if (amount === undefined) return;
    await view.user.clear(quantity);
    await view.user.type(quantity, amount);
  };
  return { ...view, ...lookups, add, added, article, quantity, send, typeLine };
}

afterEach(cleanup);

describe('QuickAdd', () => {
  it('adds the next line sent while the last one is still being looked up, and empties the fields after', async () => {
    const view = await setup();
    await view.typeLine('1000001');
    await view.user.click(view.send);
    await view.typeLine('1000002', '3');
    await view.user.click(view.send);
    expect(view.variants).toHaveBeenCalledTimes(2);

    view.answer('1000001');
    await settle();
    // The first line is in; the second, still looked up, stays in the fields.
    expect(view.added()).toEqual(['1000001']);
    expect(view.article.value).toBe('1000002');
    expect(view.quantity.value).toBe('3');

    view.answer('1000002');
    await settle();
    expect(view.added()).toEqual(['1000001', '1000002']);
    expect(view.add.mock.calls[1]?.[0]).toEqual([
      { articleNumber: '1000002', quantity: 3, deliveryId: 'DBI' },
    ]);
    expect(view.article.value).toBe('');
    expect(view.quantity.value).toBe('1');
  });

  it('keeps what the customer typed while the last line was looked up', async () => {
    const view = await setup();
    await view.typeLine('1000001');
    await view.user.click(view.send);
    await view.typeLine('10000');
    view.answer('1000001');
    await settle();
    expect(view.added()).toEqual(['1000001']);
    expect(view.article.value).toBe('10000');
  });

  it('adds a line sent twice during its lookup once (a double click)', async () => {
    const view = await setup();
    await view.typeLine('1000001');
    await view.user.dblClick(view.send);
    expect(view.variants).toHaveBeenCalledTimes(1);
    view.answer('1000001');
    await settle();
    expect(view.added()).toEqual(['1000001']);
    expect(view.article.value).toBe('');
  });

  it('names an article number no article has, and adds nothing', async () => {
    const view = await setup();
    await view.typeLine('1234567');
    await view.user.click(view.send);
    view.answer('1234567', false);
    await settle();
    expect(view.add).not.toHaveBeenCalled();
    expect(view.getByRole('alert').textContent).toContain('1234567');
  });
});
