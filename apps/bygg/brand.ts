import { defineBrand } from '@shop/storefront';
import { themes } from '@shop/ui';
import logoUrl from './logo.svg';

export const brand = defineBrand({
  id: 'bygg',
  name: 'Bygghandeln',
  theme: themes.bygg,
  logoUrl,
  defaultStoreId: '1001',
  centralStorageId: '9000',
  settings: {
    stockColours: true,
    extraClosedDays: ['2024-12-23', '2024-12-27'],
    appUserAgentMarker: 'BygghandelnApp',
    // Seller admins manage users there (the sandbox serves a stand-in page).
    externalAdminUrl: 'http://localhost:4000/admin',
    // The sandbox's customers with punch-out rules of their own (§9).
    punchoutCustomerRules: {
      '10001': { materialGroup: '', customField1: '' },
      '10002': { unitMap: { STK: 'ST' } },
    },
  },
});
