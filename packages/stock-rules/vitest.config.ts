import { vitestConfig } from '@shop/config/vitest';

export default vitestConfig({ coverage: { lines: 95, branches: 95 } });
