// One lint configuration for every workspace: TypeScript's recommended rules, the rules of hooks and
// accessible JSX. Formatting is Prettier's job (see .prettierrc.json), so eslint-config-prettier
// switches off every stylistic rule that would fight it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerRules } from './tools/lint/layers.mjs';
import { textRules } from './tools/lint/texts.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.local-data/**',
      'local-backend/.data/**',
      '**/.service-worker-build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `typeof import('…')` names the type of a module loaded lazily (or mocked) without loading it.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use` and an empty pattern when they need no other
    // fixture; neither is React's, so the rules of hooks and no-empty-pattern do not apply there.
    files: ['e2e/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-empty-pattern': 'off',
    },
  },
  {
    // The database's key rules and the safe-text rules match control characters on purpose.
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-control-regex': 'off' },
  },
  ...layerRules,
  ...textRules,
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
