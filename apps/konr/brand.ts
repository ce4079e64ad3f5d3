import { defineBrand } from '@shop/storefront';
import { themes } from '@shop/ui';
import logoUrl from './logo.svg';

export const brand = defineBrand({
  id: 'konr',
  name: 'Konrads Rör',
  theme: themes.konr,
  logoUrl,
  defaultStoreId: '1010',
  centralStorageId: '9000',
  settings: {
    // The sandbox's one content space holds Bygghandeln's logo: this brand keeps its own.
    contentLogo: false,
    stockColours: false,
    extraClosedDays: [],
    appUserAgentMarker: 'KonradsApp',
  },
});
