import { brandAppConfig } from '@shop/storefront/vite';

export default brandAppConfig(
  {},
  {
    title: 'Konrads Rör',
    description: 'Konrads Rör – VVS och rör för installatörer',
    themeColor: '#ffffff',
  },
);
