import { packageConfig } from '@shop/config/tsup';

export default packageConfig();
