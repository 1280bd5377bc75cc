import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/web-components-vite';
// @ts-expect-error plain ESM script without type declarations
import { buildManifest } from '../scripts/custom-elements-manifest.mjs';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const MANIFEST_ID = 'virtual:custom-elements-manifest';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { highlight: false },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    define: { ...(viteConfig.define ?? {}), __VERSION__: JSON.stringify(version) },
    plugins: [
      ...(viteConfig.plugins ?? []),
      {
        name: 'storefront-custom-elements-manifest',
        resolveId: (id: string) => (id === MANIFEST_ID ? `\0${MANIFEST_ID}` : undefined),
        load: (id: string) => (id === `\0${MANIFEST_ID}` ? `export default ${JSON.stringify(buildManifest())};` : undefined),
      },
    ],
  }),
};

export default config;
