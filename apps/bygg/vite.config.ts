import { brandAppConfig } from '@shop/storefront/vite';

export default brandAppConfig(
  {},
  {
    title: 'Bygghandeln',
    description: 'Bygghandeln – byggmaterial och verktyg för yrkesfolk',
    themeColor: '#0b2540',
  },
);
