import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'coverage/**', 'reports/**', 'test/fixtures/**'] },
  js.configs.recommended,
  {
    rules: {
      // A terminal program matches escape and control characters on purpose (sanitisers, key decoding, tests of output).
      'no-control-regex': 'off',
    },
  },
  {
    files: ['source/**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Numbers in messages are the product's daily bread; their text form is exact.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => setThing(x)` in handlers reads better than a block around one call.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A `let` that a closure reads before its one assignment (the client's index, the proxy's agent) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Sync code meets a promise-returning interface (stores, commands) with `async`, so its throws stay rejections.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.{js,mjs,ts}', '*.{js,mjs,ts}'],
    extends: [...tseslint.configs.recommended],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    files: ['source/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts', '*.ts'],
    rules: {
      // `const { secret: _secret, ...rest } = env` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
);
