import { DEFAULT_BRAND_ROUTES, defineBrand } from '@shop/storefront';
import { themes } from '@shop/ui';
import logoUrl from './logo.svg';

export const brand = defineBrand({
  id: 'konr',
  name: 'Konrads Rör',
  theme: themes.konr,
  logoUrl,
  defaultStoreId: '1010',
  centralStorageId: '9000',
  routes: DEFAULT_BRAND_ROUTES,
  settings: {
    stockColours: false,
    extraClosedDays: [],
    appUserAgentMarker: 'KonradsApp',
  },
});
