// Lint rules: TypeScript strictness, React hooks, one gateway each for Dexie and supabase-js,
// and features that do not reach into each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin', 'animals', 'auth', 'bonus', 'chat', 'content', 'dreams', 'generator', 'guesses', 'home', 'odds',
  'promotions', 'responsible', 'results', 'schedules', 'feedback',
];

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', '.local', 'coverage', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Use src/lib/db.ts.' },
            { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  { files: ['src/lib/db.ts', 'src/lib/db.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/lib/supabase.ts', 'supabase/**', 'e2e/**', 'scripts/**', 'bench/**'], rules: { 'no-restricted-imports': 'off' } },
  // The domain layer is pure: no React, no I/O.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@mantine/*', 'dexie*', '@supabase/*', '../../lib/*', '../../features/*'], message: 'src/domain is pure TypeScript.' }] },
      ],
    },
  },
  // A feature never imports another feature's internals.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Use src/lib/db.ts.' },
            { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts.', allowTypeImports: true },
          ],
          patterns: [
            {
              group: FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other; move shared code to lib/, domain/ or components/.',
            },
          ],
        },
      ],
    },
  })),
  // Playwright fixtures call a function named `use`, which is not React's.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
