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
  routes: [
    { name: 'my-page', path: '/mina-sidor' },
    { name: 'my-page-index', path: '/mina-sidor/oversikt' },
    { name: 'my-profile', path: '/mina-sidor/profil' },
    { name: 'my-addresses', path: '/mina-sidor/adresser' },
    { name: 'order-history', path: '/mina-sidor/orderhistorik' },
    { name: 'order-history-page', path: '/mina-sidor/orderhistorik/:orderId' },
    { name: 'shopping-lists', path: '/mina-sidor/inkopslistor' },
    { name: 'shopping-list', path: '/mina-sidor/inkopslistor/:id' },
    { name: 'product-configuration-page', path: '/produktkonfigurator' },
    { name: 'store-page', path: '/butik/:id' },
    { name: 'user-administrator', path: '/mina-sidor/anvandare' },
    { name: 'list-users', path: '/mina-sidor/anvandare/lista' },
    { name: 'user-administrator-create-user', path: '/mina-sidor/anvandare/ny' },
    { name: 'edit-user', path: '/mina-sidor/anvandare/:userId' },
  ],
  settings: {
    stockColours: true,
    extraClosedDays: ['2024-12-23', '2024-12-27'],
    appUserAgentMarker: 'BygghandelnApp',
  },
});
