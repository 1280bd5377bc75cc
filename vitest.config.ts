import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

/**
 * The Chromium suite run against the lite build (dist-lite/, React aliased to preact/compat): every file of
 * test/browser but storyAccessibility (builds Storybook from source) and sanitizeHtml (bundles its source module),
 * which never load a build.
 */
const LITE_BROWSER_EXCLUDE = ['test/browser/storyAccessibility.test.ts', 'test/browser/sanitizeHtml.test.ts'];

export default defineConfig({
  define: { __VERSION__: JSON.stringify(version) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/core/**/*.test.ts', 'test/template/**/*.test.ts', 'test/elements/**/*.test.{ts,tsx}', 'test/dev/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dist',
          environment: 'node',
          include: ['test/dist/**/*.test.ts'],
          testTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          globalSetup: ['test/browser/support/sharedChromium.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-lite',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          exclude: LITE_BROWSER_EXCLUDE,
          env: { STOREFRONT_DIST: 'dist-lite' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
          globalSetup: ['test/browser/support/sharedChromium.ts'],
        },
      },
    ],
  },
});
