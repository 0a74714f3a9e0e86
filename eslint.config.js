// Lint rules: TypeScript strictness, React hooks, one gateway each for Dexie and supabase-js, and the
// layers of src/ checked on resolved import paths (docs/decisions/0018-layers-on-resolved-paths.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = (folder) => path.join(import.meta.dirname, 'src', folder);

// Read from the tree, so that a new feature is fenced off from the others without editing this file.
const FEATURES = readdirSync(src('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The gateways: Dexie only through src/lib/db.ts (its React hooks through db-hooks.ts beside it), supabase-js only
// through src/lib/supabase.ts.
const GATEWAYS = [
  { name: 'dexie', message: 'Use src/lib/db.ts.' },
  { name: 'dexie-react-hooks', message: 'Use src/lib/db-hooks.ts.' },
  { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts.', allowTypeImports: true },
];

const LAYERS = 'Layers, top to bottom: app, features, components, lib, data, domain; an import only goes down.';

/**
 * The layer zones: app may import everything; a feature imports only itself and the layers below; components,
 * lib and data import only the layers below them; domain imports only domain. `relaxed` is for tests beside the
 * code and the test helpers: they may also use src/testing and src/data's real tables as realistic inputs.
 */
function layerZones({ relaxed }) {
  const below = (target, from) => ({ target: [target].flat().map(src), from: [from].flat().map(src), message: LAYERS });
  return [
    ...FEATURES.map((feature) => ({
      target: src(`features/${feature}`),
      from: src('features'),
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what they share to components/, lib/ or domain/, or wire them together in app/.',
    })),
    below('features', 'app'),
    below(['components', 'lib', 'data', 'domain'], ['app', 'features']),
    below(['lib', 'data', 'domain'], 'components'),
    below(['data', 'domain'], 'lib'),
    ...(relaxed ? [] : [below('domain', 'data')]),
    ...(relaxed ? [] : [{ target: src(''), from: src('testing'), message: 'src/testing is for tests only.' }]),
    // Nothing outside src/ either (scripts, e2e, supabase, the build config).
    {
      target: src(''),
      from: import.meta.dirname,
      except: ['./src', './node_modules'],
      message: 'The app imports only from src/ and installed packages.',
    },
  ];
}

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/testing/**'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dev-dist', 'node_modules', '.local', 'coverage', 'test-results', 'playwright-report', 'bench/results'] },
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
      'no-restricted-imports': ['error', { paths: GATEWAYS }],
    },
  },
  { files: ['src/lib/db.ts', 'src/lib/db-hooks.ts', 'src/lib/db.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/lib/supabase.ts', 'supabase/**', 'e2e/**', 'scripts/**', 'bench/**'], rules: { 'no-restricted-imports': 'off' } },
  // The domain layer is pure: no React, no I/O (the zones below keep it off the other layers).
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: GATEWAYS,
          patterns: [{ group: ['react', 'react-*', '@mantine/*', 'dexie*', '@supabase/*', 'zustand', 'node:*'], message: 'src/domain is pure TypeScript.' }],
        },
      ],
    },
  },
  // The layers, on resolved paths, and no import cycle anywhere in src/.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js files when it follows imports, and no-cycle sees no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ relaxed: false }) }],
      'import-x/no-cycle': 'error',
    },
  },
  { files: TESTS, rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones({ relaxed: true }) }] } },
  // Playwright fixtures call a function named `use`, which is not React's.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
);
