// @vitest-environment node
import { createCommerceClient, memoryTokenStore, type StoredSession } from '@shop/commerce-client';
import { type RunningSandbox, startSandbox } from '@shop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartQueries } from '../../cart';
import { catalogueQueries } from '../../catalogue';
import { testServices } from '../../test/render';
import { createServerServices } from './server-services';

let sandbox: RunningSandbox;
let tokens: StoredSession;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:' });
  const tokenStore = memoryTokenStore();
  const client = createCommerceClient({ commerceUrl: sandbox.url, tokenStore });
  const outcome = await client.session.login({ username: 'anna.user', password: 'Sandbox-2026' });
  if (outcome.outcome !== 'success') throw new Error(`sign-in failed: ${outcome.outcome}`);
  tokens = tokenStore.get() as StoredSession;
});
afterAll(async () => {
  await sandbox.stop();
});

/** One render's services against the sandbox, with every call to the services written down. */
function renderServices() {
  const calls: string[] = [];
  const { brand, content } = testServices();
  const { services } = createServerServices(brand, {
    commerceUrl: sandbox.url,
    userAgent: '',
    session: tokens,
    content,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request);
    },
  });
  return { services, calls };
}

describe('a signed-in render’s services', () => {
  it('ask for the cart and the campaigns once: the session’s answers are the page’s', async () => {
    const { services, calls } = renderServices();
    await services.session.ready;
    // What the root loader and the start page's loader ask for once the session is known.
    await services.queryClient.ensureQueryData(cartQueries.cart(services.client));
    await services.queryClient.ensureQueryData(catalogueQueries.campaigns(services.client, true));
    expect(calls.filter((call) => call === 'GET /v2/cart')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /campaigns/active-campaigns/customer')).toHaveLength(1);
  });
});
