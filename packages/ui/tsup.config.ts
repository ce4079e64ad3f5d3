import { packageConfig } from '@shop/config/tsup';

export default packageConfig({ platform: 'browser', external: ['react', 'react-dom', 'react/jsx-runtime'] });
