import { brandAppConfig } from '@shop/storefront/vite';

export default brandAppConfig(
  {},
  {
    title: 'Optima Fastighet',
    description: 'Optima Fastighet – förbrukning och underhåll för fastighetsskötare',
    themeColor: '#2a1d52',
  },
);
