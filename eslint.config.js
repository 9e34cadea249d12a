import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders of src/features/: each one a feature that may import no other. */
const features = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-model',
      'dist-ssr-model',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Machines are pure (docs/architecture.md): no React, DOM, Mantine or router in machines/.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@mantine/*', 'wouter', '@xstate/react'], message: 'Machines stay pure.' },
            // Machines own their contracts: src/ imports their types, never the other way round; the
            // lead contract (src/contract/lead.ts), which imports nothing, is below them all.
            {
              regex: '(^|/)src/(?!contract/lead$)',
              message: 'Machines import nothing from src/ but the lead contract: define the type here.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'history',
        'location',
        'crypto',
      ],
    },
  },
  // One-way dependencies: content, config ← common ← features ← app (docs/architecture.md).
  {
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/machines/*', '../*', '!../assets'], message: 'Content is data: it imports only content.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '!../contract'], message: 'Build-time settings read the environment, not the app.' },
          ],
        },
      ],
    },
  },
  {
    // The lead contract stands below the page, the machines and the server: it reads only content.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '!../content'], message: 'The contract imports only content.' }] },
      ],
    },
  },
  {
    // The server shares code with the page only through the lead contract and the content.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '!**/src/contract', '!**/src/content'],
              message: 'The server imports from src/ only the lead contract (src/contract) and the content.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*', '**/app/*'],
              message: 'Common code serves features and the app; it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*'], message: 'Features do not import the app that composes them.' }] },
      ],
    },
  },
  {
    // No import circle anywhere: a module's imports read in one direction, from what composes to
    // what is composed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx'] })],
      // The rule reads each imported file itself: with TypeScript's parser, as ESLint reads them.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Features do not import each other: a page in src/app/pages puts them together.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./src/features/${feature}`,
            from: './src/features',
            except: [`./${feature}`],
            message: 'A feature does not import another: the page that shows both puts them together.',
          })),
        },
      ],
    },
  },
);
