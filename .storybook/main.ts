import type { StorybookConfig } from '@storybook/web-components-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../packages/*/stories/**/*.stories.ts'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@tcgkit/source', ...defaultClientConditions];
    return viteConfig;
  },
};

export default config;
