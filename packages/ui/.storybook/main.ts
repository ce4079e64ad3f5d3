import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // Run on source: the custom condition first, then Vite's defaults.
    config.resolve ??= {};
    config.resolve.conditions = ['@shop/source', 'module', 'browser', 'development|production'];
    return config;
  },
};

export default config;
