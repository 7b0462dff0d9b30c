// Lint rules for every package: typescript-eslint's recommended set, no `any`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Raw Kysely query building stays in store/ (one repository per entity); tests may read the store directly.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/store/**', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: 'Kysely query building belongs in a repository under packages/server/src/store/.',
        },
      ],
    },
  },
  {
    // Stored JSON text (json_metadata, position_json, chart params, extra) is read through readJsonText or
    // parseJsonText of @meridian/core with the field's zod schema, never by a bare JSON.parse.
    files: ['packages/web/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='JSON'][callee.property.name='parse'] Identifier[name=/^(jsonMetadata|json_metadata|positionJson|position_json|params|extra)$/]",
          message:
            'Read stored JSON text with readJsonText/parseJsonText of @meridian/core and its zod schema.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', '*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
);
