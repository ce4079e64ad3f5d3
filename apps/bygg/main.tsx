import '@fontsource-variable/inter/wght.css';
import { createStorefront } from '@shop/storefront';
import { brand } from './brand';

createStorefront(brand);
