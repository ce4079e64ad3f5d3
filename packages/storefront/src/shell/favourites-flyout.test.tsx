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
});
