import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'data/**', 'e2e/artifacts/**', 'e2e/test-results/**', '.nx/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only (STYLE.md).' },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'app-kit/**/*.ts', 'shell/**/*.ts', 'mf-customers/**/*.ts', 'mf-alerts/**/*.ts', 'mf-risk/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Config files and stories are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,js,mjs}', '**/.storybook/**', '**/*.stories.tsx', 'eslint.config.js', '**/rspack.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Module boundaries (ARCHITECTURE.md): frontends never import services (only contracts), remotes never import each other.
    files: ['shell/**', 'mf-*/**', 'app-kit/**', 'design-system/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@tunne/platform', '@tunne/identity', '@tunne/customers', '@tunne/alerts', '@tunne/screening', '@tunne/gateway'], message: 'Frontends may import only @tunne/contracts from services.' },
      ] }],
    },
  },
  {
    files: ['mf-alerts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@tunne/shell', '@tunne/mf-*', '@tunne/platform', '@tunne/identity', '@tunne/customers', '@tunne/alerts', '@tunne/screening', '@tunne/gateway'], message: 'A remote imports no other app or service.' }] }] },
  },
  {
    files: ['mf-risk/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@tunne/shell', '@tunne/mf-*', '@tunne/platform', '@tunne/identity', '@tunne/customers', '@tunne/alerts', '@tunne/screening', '@tunne/risk', '@tunne/gateway'], message: 'A remote imports no other app or service.' }] }] },
  },
  {
    files: ['mf-customers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@tunne/shell', '@tunne/mf-*', '@tunne/platform', '@tunne/identity', '@tunne/customers', '@tunne/gateway'], message: 'A remote imports no other app or service.' }] }] },
  },
  {
    files: ['design-system/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@tunne/*', '!@tunne/contracts'], message: 'The design system is generic UI.' }] }] },
  },
);
