import { defineBrand } from '@shop/storefront';
import { themes } from '@shop/ui';
import logoUrl from './logo.svg';

export const brand = defineBrand({
  id: 'kasp',
  name: 'Kaspers El',
  theme: themes.kasp,
  logoUrl,
  defaultStoreId: '1015',
  centralStorageId: '9000',
  settings: {
    // The sandbox's one content space holds Bygghandeln's logo: this brand keeps its own.
    contentLogo: false,
    stockColours: true,
    extraClosedDays: [],
    appUserAgentMarker: 'KaspersApp',
  },
});
