import '@fontsource-variable/ibm-plex-sans/wght.css';
import { createStorefront } from '@shop/storefront';
import { brand } from './brand';

createStorefront(brand, { commerceUrl: import.meta.env.VITE_COMMERCE_URL || 'http://localhost:4000' });
