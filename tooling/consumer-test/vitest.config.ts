import { vitestConfig } from '@shop/config/vitest';

export default vitestConfig();
