import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The npm packages the Edge Functions' import map names: the only packages shared code may import. */
const denoPackages = Object.keys(JSON.parse(readFileSync('supabase/functions/deno.json', 'utf8')).imports);
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/*
 * The desk's layers (src/features/desk/README.md). shared/ is the bottom: loading and empty
 * states, errors, the query-key root, CSV and attachments, which several areas use; it imports no
 * area. Each area may import shared/ and the areas listed for it here, never shell/ (the top,
 * which composes the areas into the desk) nor any other area. A listed import
 * is one way: an area that hosts another's part (the lead panel hosts the RFQ's sections) is never
 * imported back.
 */
const DESK = './src/features/desk';
const deskAreas = {
  access: [],
  deliveries: [],
  figures: [],
  suppliers: [],
  rfqs: ['deliveries'],
  leads: ['deliveries', 'rfqs', 'suppliers'],
  erasure: ['leads'],
  queue: ['deliveries', 'rfqs', 'suppliers', 'leads'],
};
const deskMessage = 'The desk keeps its areas apart: see src/features/desk/README.md.';
const deskZones = [
  { target: `${DESK}/shared`, from: DESK, except: ['./shared'], message: deskMessage },
  ...Object.entries(deskAreas).flatMap(([area, allowed]) => [
    { target: `${DESK}/${area}`, from: `${DESK}/shell`, message: deskMessage },
    {
      target: `${DESK}/${area}`,
      from: Object.keys(deskAreas)
        .filter((other) => other !== area && !allowed.includes(other))
        .map((other) => `${DESK}/${other}`),
      message: deskMessage,
    },
  ]),
];

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
      // Code flows one way: components/lib/config → features → routes/app; features stay apart,
      // and so do the desk's areas (deskZones above).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/features/leads', from: './src/features/desk' },
            { target: './src/features/desk', from: './src/features/leads' },
            // The supplier's page shares nothing with the forms or the desk, in either direction.
            { target: './src/features/brief', from: ['./src/features/desk', './src/features/leads'] },
            { target: ['./src/features/desk', './src/features/leads'], from: './src/features/brief' },
            // The buyer's page likewise, and apart from the supplier's: what they share is in lib/ and components/.
            {
              target: './src/features/options',
              from: ['./src/features/desk', './src/features/leads', './src/features/brief'],
            },
            {
              target: ['./src/features/desk', './src/features/leads', './src/features/brief'],
              from: './src/features/options',
            },
            // The shop's own page likewise: apart from the forms, the desk and the other private pages.
            {
              target: './src/features/supplier-page',
              from: ['./src/features/desk', './src/features/leads', './src/features/brief', './src/features/options'],
            },
            {
              target: ['./src/features/desk', './src/features/leads', './src/features/brief', './src/features/options'],
              from: './src/features/supplier-page',
            },
            { target: './src/features', from: ['./src/app', './src/routes'] },
            {
              target: ['./src/components', './src/lib', './src/config', './src/content'],
              from: ['./src/features', './src/app', './src/routes'],
            },
            ...deskZones,
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
  },
  // Code the Edge Function runs in Deno, which resolves neither `@/` nor a bare npm name outside its
  // import map and has no DOM: shared code imports only shared code, by a relative path with its
  // extension, and the import map's packages (ADR 0035). The step fixture is read by a Deno test.
  {
    files: ['src/shared/**/*.ts', 'src/testing/step-with-names.ts'],
    ignores: ['src/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.\\.?/|(?:${denoPackages.map(escapeRegex).join('|')})$)`,
              message: `Shared code runs in Deno: import shared code by a relative path, or one of ${denoPackages.join(', ')} (supabase/functions/deno.json).`,
            },
            { regex: '^\\.\\.?/(?!.*\\.ts$)', message: 'Deno needs the extension: end a relative import in .ts.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/shared', './src/testing/step-with-names.ts'],
              // Packages are held by no-restricted-imports above, against the import map.
              from: ['./src', './supabase', './scripts', './tests'],
              except: ['./shared'],
              message: 'Shared code imports only from src/shared/: the Edge Function runs it in Deno.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'location',
          'history',
          'localStorage',
          'sessionStorage',
          'indexedDB',
        ].map((name) => ({ name, message: `Shared code runs in Deno, where there is no ${name}.` })),
      ],
    },
  },
  // The Edge Function reaches src/ only through the shared home (and the one fixture its tests share).
  {
    files: ['supabase/functions/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/functions',
              from: './src',
              except: ['./shared', './testing/step-with-names.ts'],
              message: 'The Edge Function imports from src/ only what src/shared/ holds.',
            },
          ],
        },
      ],
    },
  },

  // Within the desk too, no module reaches itself through its imports.
  { files: ['src/features/desk/**/*.{ts,tsx}'], rules: { 'import-x/no-cycle': 'error' } },
  {
    files: ['supabase/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
