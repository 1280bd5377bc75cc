import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('./package.json', 'utf8')) as { version: string };

export default defineConfig({
  define: { __VERSION__: JSON.stringify(version) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/core/**/*.test.ts', 'test/elements/**/*.test.{ts,tsx}', 'test/dev/**/*.test.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-lite',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          exclude: ['test/browser/storyAccessibility.test.ts', 'test/browser/sanitizeHtml.test.ts'],
          env: { STOREFRONT_DIST: 'dist-lite' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
