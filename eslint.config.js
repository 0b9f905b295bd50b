import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '.data', 'reports', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // Served as is to browsers (no build step): classic scripts with browser globals only.
  { files: ['src/boot.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  // Run by Node before anything is installed or built (`npm test`'s first step).
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-duplicates': 'error',
      // Code flows one way: components/lib/config → features → routes/app; features stay apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features/leads', from: './src/features/desk' },
            { target: './src/features/desk', from: './src/features/leads' },
            { target: './src/features', from: ['./src/app', './src/routes'] },
            {
              target: ['./src/components', './src/lib', './src/config', './src/content'],
              from: ['./src/features', './src/app', './src/routes'],
            },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  {
    files: ['supabase/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
