import { DEFAULT_BRAND_ROUTES, defineBrand } from '@shop/storefront';
import { themes } from '@shop/ui';
import logoUrl from './logo.svg';

export const brand = defineBrand({
  id: 'opti',
  name: 'Optima Fastighet',
  theme: themes.opti,
  logoUrl,
  defaultStoreId: '1004',
  centralStorageId: '9000',
  routes: DEFAULT_BRAND_ROUTES,
  settings: {
    stockColours: false,
    extraClosedDays: [],
    appUserAgentMarker: 'OptimaApp',
  },
});
