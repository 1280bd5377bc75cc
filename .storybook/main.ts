import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/web-components-vite';
import { customElementsManifestPlugin } from './customElementsManifestPlugin';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    define: { ...(viteConfig.define ?? {}), __VERSION__: JSON.stringify(version) },
    plugins: [...(viteConfig.plugins ?? []), customElementsManifestPlugin()],
  }),
};

export default config;
