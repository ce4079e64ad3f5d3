import { vitestConfig } from '@shop/config/vitest';

export default vitestConfig({ coverage: { lines: 90, branches: 85 } });
