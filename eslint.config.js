// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Architecture rule: browser code never imports the server; pages get build-time content from src/content/source.ts.
    files: ['src/lib/**', 'src/islands/**', 'src/components/**', 'src/layouts/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: '浏览器代码不得引用 src/server' }] },
      ],
    },
  },
);
