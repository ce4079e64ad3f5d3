import '@fontsource-variable/source-sans-3/wght.css';
import { createStorefront } from '@shop/storefront';
import { brand } from './brand';

createStorefront(brand);
