import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaryConfigs, featureConfigs } from './scripts/boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', 'data/**', 'e2e/artifacts/**', 'e2e/test-results/**', '.nx/**', 'bench/results/**',
      // Linted as the files they pretend to be by services/security/src/boundaries.test.ts.
      'services/security/fixtures/**'],
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
    files: ['**/*.tsx', 'app-kit/**/*.ts', 'shell/**/*.ts', 'mf-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Config files and stories are loaded by tools that expect a default export.
    files: ['**/*.config.{ts,js,mjs}', '**/.storybook/**', '**/*.stories.tsx', 'eslint.config.js', '**/rspack.config.*'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...boundaryConfigs,
  ...featureConfigs,
);
