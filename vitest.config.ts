import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

/**
 * The Chromium suite run against the lite build (dist-lite/, React aliased to preact/compat): the journeys, axe, CSP and
 * layout shift. Every other file of test/browser passes against it too but stays out of CI for time, except
 * storyAccessibility (builds Storybook from source) and sanitizeHtml (bundles its source module), which never load a build.
 */
const LITE_BROWSER_TESTS = [
  'test/browser/productJourney.test.ts',
  'test/browser/cartPage.test.ts',
  'test/browser/formJourney.test.ts',
  'test/browser/restockJourney.test.ts',
  'test/browser/accountConsentJourney.test.ts',
  'test/browser/quickViewAndFrames.test.ts',
  'test/browser/locales.test.ts',
  'test/browser/demoAccessibility.test.ts',
  'test/browser/strictCsp.test.ts',
  'test/browser/bundle.test.ts',
  'test/browser/layoutShift.test.ts',
  'test/browser/backForwardCache.test.ts',
];

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
          include: LITE_BROWSER_TESTS,
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
