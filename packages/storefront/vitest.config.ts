import { vitestConfig } from '@shop/config/vitest';

export default vitestConfig({}, { test: { environment: 'node' } });
