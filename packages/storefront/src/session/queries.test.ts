import type { CommerceClient } from '@shop/commerce-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sessionQueries } from './queries';

describe('sessionQueries.brandConfig', () => {
  it("keeps this brand's settings alone of the service's answer for every brand", async () => {
    const brand = (id: string) => ({ id, name: id, defaultStoreId: '1001', deliveryOptions: [] });
    const brandConfig = vi.fn(async () => ({
      brands: [brand('bygg'), brand('kasp'), brand('konr'), brand('opti')],
    }));
    const client = { catalogue: { brandConfig } } as unknown as CommerceClient;
    const config = await new QueryClient().fetchQuery(sessionQueries.brandConfig(client, 'kasp'));
    expect(config.brands).toEqual([brand('kasp')]);
  });
});
