// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../session';
import { renderOnServer, signedInSession, testServices } from '../test/render';
import { deferred } from '../test/test-utils';
import { FavouriteToggle } from './favourite-toggle';
import { favouriteQueries } from './favourites';

/** The toggle as the server writes it for a signed-in customer, each chunk as React writes it. */
async function serverChunks(
  favourites: () => Promise<unknown>,
  { afterShell, prefetched = false }: { afterShell?: () => void; prefetched?: boolean } = {},
) {
  const services = testServices({ client: { favourites: { list: favourites } } });
  services.store.set(sessionAtom, signedInSession());
  if (prefetched) await services.queryClient.prefetchQuery(favouriteQueries.ids(services.client));
  return renderOnServer(<FavouriteToggle articleNumber="1000250" name="Betongskruv" />, {
    services,
    ...(afterShell ? { afterShell } : {}),
  });
}

describe('FavouriteToggle on the server', () => {
  it('writes the button neither pressed nor not while the favourites are out, and the pressed one in the same response when they come', async () => {
    const answer = deferred<unknown>();
    const chunks = await serverChunks(() => answer.promise, {
      afterShell: () => answer.resolve({ favourites: [{ favouriteId: 'f1', articleNumber: '1000250' }] }),
    });
    // The shell: the button, with no state the browser could contradict once the favourites are in.
    expect(chunks[0]).toContain('Favorit');
    expect(chunks[0]).not.toContain('aria-pressed');
    expect(chunks[0]).toContain('<!--$?-->');
    // What follows in the same response: the pressed button, for the boundary.
    const rest = chunks.slice(1).join('');
    expect(rest).toContain('aria-pressed="true"');
    expect(rest).toContain('★');
  });

  it('writes the known state in place, with no boundary to fill, when the favourites were in before it rendered', async () => {
    const chunks = await serverChunks(async () => ({ favourites: [] }), { prefetched: true });
    expect(chunks[0]).toContain('aria-pressed="false"');
    expect(chunks[0]).toContain('☆');
    expect(chunks.join('')).not.toContain('<!--$?-->');
  });
});
