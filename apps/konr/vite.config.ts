import { brandAppConfig } from '@shop/storefront/vite';

export default brandAppConfig();
