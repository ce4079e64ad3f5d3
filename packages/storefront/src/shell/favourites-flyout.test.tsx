// @vitest-environment happy-dom

import { CommerceError } from '@shop/commerce-client/errors';
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlayAtom, sessionAtom } from '../session';
import { cleanup, renderInShop, signedInSession, testServices } from '../test/render';
import { FavouritesFlyout } from './overlays';

afterEach(async () => {
  await cleanup();
});

describe('FavouritesFlyout', () => {
  it("says §8's 'try again later or contact' when the favourites cannot be read, whatever the status", async () => {
    const failed = new CommerceError({
      message: 'down',
      status: 500,
      service: 'favourites',
      messageKey: 'errors.internal_server_error',
    });
    const services = testServices({
      client: {
        favourites: { list: vi.fn(async () => Promise.reject(failed)) },
        favouriteLists: { list: vi.fn(async () => Promise.reject(failed)) },
      },
    });
    services.store.set(sessionAtom, signedInSession());
    services.store.set(overlayAtom, 'favourites');
    const { getAllByRole } = await renderInShop(<FavouritesFlyout />, { services });
    await waitFor(() =>
      expect(getAllByRole('alert').map((a) => a.textContent)).toContain(
        'Försök igen senare eller kontakta kundservice.',
      ),
    );
    expect(getAllByRole('alert').map((a) => a.textContent)).not.toContain(
      'Något gick fel hos oss. Försök igen om en stund.',
    );
  });

  it('tracks a favourite chosen in the flyout as select_item of favorites_flyout_list, with its place', async () => {
    const track = vi.fn();
    const behaviour = vi.fn();
    const variant = (articleNumber: string, name: string) => ({
      articleNumber,
      name,
      variantSlug: `${name.toLowerCase()}-${articleNumber}`,
      price: { netPrice: 10 },
    });
    const services = testServices({
      client: {
        favourites: {
          list: vi.fn(async () => ({
            favourites: [
              { favouriteId: 'f1', articleNumber: '1000001' },
              { favouriteId: 'f2', articleNumber: '1000002' },
            ],
          })),
        },
        gateway: {
          listingVariants: vi.fn(async () => [variant('1000001', 'Skruv'), variant('1000002', 'Spik')]),
        },
        favouriteLists: { list: vi.fn(async () => ({ lists: [] })) },
      },
      extra: {
        tracking: { track, behaviour, report: () => {}, reportsErrors: false, asksConsent: false },
      },
    });
    services.store.set(sessionAtom, signedInSession());
    services.store.set(overlayAtom, 'favourites');
    const { findByRole, user } = await renderInShop(<FavouritesFlyout />, { services });
    await user.click(await findByRole('link', { name: 'Spik' }));
    expect(track).toHaveBeenCalledWith({
      type: 'select_item',
      line: expect.objectContaining({ articleNumber: '1000002', name: 'Spik' }),
      listName: 'favorites_flyout_list',
      index: 2,
    });
    expect(behaviour).toHaveBeenCalledWith({ type: 'click', articleNumber: '1000002' });
  });
});
