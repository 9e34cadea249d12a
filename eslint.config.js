import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What stands beside the inbox in src/ (folders and files): none of it may import the inbox. */
const besideInbox = readdirSync(`${import.meta.dirname}/src`, { withFileTypes: true })
  .filter((entry) => entry.name !== 'inbox')
  .map((entry) => `./src/${entry.name}`);

/** The folders of src/features/: each one a feature that may import no other. */
const features = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The staff inbox (src/inbox/) is an app of its own, built apart (vite build --mode inbox):
 * nothing of the site, the server or the machines imports it, so none of its code can land in a
 * visitor's page; and it takes from the site only the contract, the content, the theme, three
 * React helpers and the machines (docs/architecture.md, "The inbox"). The tests render it, so
 * they may import it.
 */
const inboxZones = [
  ...[...besideInbox, './machines', './server', './scripts'].map((target) => ({
    target,
    from: './src/inbox',
    message: 'Only the inbox imports the inbox: visitor pages must never carry its code.',
  })),
  {
    target: './src/inbox',
    from: './src',
    // What the inbox shares with the site: the contract, the words, the theme, and three React
    // helpers that know nothing of either (a machine's binding, lazy code, an error boundary).
    except: [
      './inbox',
      './contract',
      './content',
      './app/theme',
      './common/useConnect.ts',
      './common/lazy/lazyWithRetry.ts',
      './common/ErrorBoundary.tsx',
    ],
    message:
      'The inbox takes from the site only src/contract, src/content, src/app/theme and the React helpers named here.',
  },
  ...['./server', './scripts', './tests'].map((from) => ({
    target: './src/inbox',
    from,
    message: 'The inbox takes from the project only src/contract, src/content, src/app/theme and machines/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-model',
      'dist-ssr-model',
      'dist-inbox',
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
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another: the page that shows both puts them together.',
            })),
            // One rule, one list of zones: a later block's would replace these for features.
            ...inboxZones,
          ],
        },
      ],
    },
  },
  {
    // The inbox's zones (above) everywhere else; src/features/ has them with its own.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['src/features/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: inboxZones }] },
  },
);
