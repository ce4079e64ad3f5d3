import { brandAppConfig } from '@shop/storefront/vite';

export default brandAppConfig(
  {},
  {
    title: 'Kaspers El',
    description: 'Kaspers El – elmaterial för elektriker',
    themeColor: '#2b2f36',
  },
);
