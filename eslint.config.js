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
    // Imports go through the package.json aliases (#lib/*, #server/* …) and never climb more than two folders.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../../*'], message: '请用 #lib/*、#server/* 等别名引用，不要上溯三层以上目录' },
          ],
        },
      ],
    },
  },
  {
    // Architecture rule: browser code never imports the server; pages get build-time content from #content/source.ts.
    // tests/unit/architecture.test.ts walks the whole import graph (this rule sees only direct imports).
    files: ['src/lib/**', 'src/islands/**', 'src/components/**', 'src/layouts/**', 'src/pages/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../../*'], message: '请用 #lib/*、#server/* 等别名引用，不要上溯三层以上目录' },
            { group: ['#server/*', '**/server/**'], message: '浏览器代码不得引用 src/server' },
          ],
        },
      ],
    },
  },
);
