import '@fontsource-variable/ibm-plex-sans/wght.css';
import { createStorefront } from '@shop/storefront';
import { brand } from './brand';

createStorefront(brand);
