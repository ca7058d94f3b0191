// @ts-check
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

// A gitignore-style group reads a leading # as a comment, so the alias is matched by a regex.
const NO_SERVER = { regex: '^#server/|(^|/)server/', message: '浏览器代码不得引用 src/server' };
const ONE_FOLDER = {
  regex: '^\\.\\./|^\\./[^/]+/',
  message: '跨目录引用请用 #server/*、#lib/* 别名；相对路径只用于同一目录（./x.ts）',
};

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
    // React islands: the rules of hooks (with the React Compiler checks of the plugin's documented `recommended`) and
    // jsx-a11y's recommended rules; jsx-a11y-x is its fork that supports ESLint 10, with the same 34 rules.
    files: ['**/*.{tsx,jsx}', 'src/islands/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['**/*.{tsx,jsx}'], ...jsxA11y.configs.recommended },
  {
    // A scrolling table is a focusable, named region so a keyboard can scroll it (axe's scrollable-region-focusable).
    files: ['**/*.{tsx,jsx}'],
    rules: {
      'jsx-a11y-x/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
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
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    // One import style in src/server and src/lib: relative only inside the file's own folder (`./x.ts`); anything in
    // another folder, above or below, by its alias (#server/…, #lib/…). The architecture test checks dynamic imports too.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ONE_FOLDER] }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ONE_FOLDER, NO_SERVER] }],
    },
  },
  {
    // The server logs leveled JSON lines through #server/core/log.ts (logFor), never the console; src/lib runs there too.
    files: ['src/server/**', 'src/lib/**'],
    rules: { 'no-console': 'error' },
  },
);
