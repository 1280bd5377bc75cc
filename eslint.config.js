import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports of React, React DOM and r2wc. */
const FRAMEWORK = '^(react|react-dom|@r2wc/.*)(/.*)?$';

/** Relative imports of the top-level source folder `folder` (src/<folder>). */
const importOf = (folder) => `^(\\.\\./)+${folder}(/.*)?$`;

/** An import pattern a layer may not use, with the reason ESLint shows. */
const forbid = (regex, message) => ({ regex, message });

/** The layer rule of the files `files`: the imports they may not use. */
const layer = (files, ...patterns) => ({ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-lite/**', 'storybook-static/**', 'node_modules/**', 'data/**', 'coverage/**', 'test/template/conformance/**', 'examples/*/dist/**', 'examples/*/node_modules/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, __VERSION__: 'readonly' },
    },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(
    'src/core/**',
    forbid(FRAMEWORK, 'src/core is framework-free: React and r2wc belong in src/elements.'),
    forbid(importOf('elements'), 'src/core must not import src/elements (imports point from elements to core only).'),
    forbid(importOf('template'), 'src/core must not import src/template (the template engine builds on core, not the other way).'),
  ),
  layer(
    'src/template/**',
    forbid(FRAMEWORK, 'src/template is framework-free: React and r2wc belong in src/elements.'),
    forbid(importOf('elements'), 'src/template must not import src/elements (it builds on src/core only).'),
  ),
  layer('src/elements/**', forbid(importOf('template'), 'src/elements must not import src/template (no element renders templates).')),
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
