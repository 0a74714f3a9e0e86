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

// The concepts, read from the tree, so that a new one is fenced off from the others without editing this file.
const CONCEPTS = readdirSync(src('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A concept's public part, which the others may import: its pure rules (domain/) and its built-in content (data/). */
const PUBLIC_PARTS = CONCEPTS.flatMap((concept) => [`./${concept}/domain`, `./${concept}/data`]);
const DOMAINS = CONCEPTS.map((concept) => `features/${concept}/domain`);
const DATA = CONCEPTS.map((concept) => `features/${concept}/data`);

// The gateways: Dexie only through src/lib/db.ts (its React hooks through db-hooks.ts beside it), supabase-js only
// through src/lib/supabase.ts.
const GATEWAYS = [
  { name: 'dexie', message: 'Use src/lib/db.ts.' },
  { name: 'dexie-react-hooks', message: 'Use src/lib/db-hooks.ts.' },
  { name: '@supabase/supabase-js', message: 'Use src/lib/supabase.ts.', allowTypeImports: true },
];

const LAYERS =
  'Layers, top to bottom: app; features; components; lib; utils. An import only goes down, except to a concept\'s domain/ or data/, which every layer but utils may use.';
const PURE =
  'domain/ is pure: it imports only utils/ and the domain/ of a concept (data/ too from its tests), never lib, components, features\' screens or app.';
const UTILS = 'utils/ is the ground floor: it imports only utils/ (its tests also src/testing and a concept\'s data/ as realistic inputs).';

// pt-BR dates, times, numbers, money, plurals, case and order are chosen in one place, src/utils/pt-br/, which alone
// may use Intl, localeCompare or toLocale*: the first Intl call of a page loads the locale data in one long task
// (decision 0052), so where the first screen needs a format it is written out there, and everything else goes
// through it too.
const PT_BR = 'pt-BR formats, case and order live in src/utils/pt-br/ (decision 0052): use its helpers (comparePt, collatePt, compareCodeUnits, upperPt, lowerPt, formatNumber, ...).';
const TO_LOCALE = ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toLocaleUpperCase', 'toLocaleLowerCase'];

/**
 * The zones, on resolved paths. app may import everything. A concept (src/features/<concept>) imports itself,
 * components, lib, utils, and another concept only through that concept's domain/ or data/; never app.
 * components and lib import no concept except its domain/ and data/, components no app, lib no components.
 * utils and every domain/ are pure (the rule above); a data/ folder imports only utils and domains.
 * `relaxed` is for tests beside the code and the test helpers: they may also use src/testing, and a domain's
 * tests may use the built-in content (data/) as realistic inputs.
 */
function layerZones({ relaxed }) {
  const zone = (target, from, message, except) => ({
    target: [target].flat().map(src),
    from: [from].flat().map(src),
    ...(except ? { except } : {}),
    message,
  });
  const tests = relaxed ? ['./testing', ...DATA.map((data) => `./${data}`)] : [];
  const pureExcept = ['./utils', ...DOMAINS.map((domain) => `./${domain}`), ...tests];
  return [
    ...CONCEPTS.map((concept) =>
      zone(
        `features/${concept}`,
        'features',
        'A concept imports another concept only through its domain/ or data/: move what they share there, to components/, lib/ or utils/, or compose the screens in app/.',
        [`./${concept}`, ...PUBLIC_PARTS],
      ),
    ),
    zone('features', 'app', LAYERS),
    zone(['components', 'lib'], 'features', LAYERS, PUBLIC_PARTS),
    zone(['components', 'lib'], 'app', LAYERS),
    zone('lib', 'components', LAYERS),
    zone('utils', '', UTILS, ['./utils', ...tests]),
    zone(DOMAINS, '', PURE, pureExcept),
    zone(DATA, '', 'A data/ folder holds built-in content: it imports only utils/ and the domain/ of a concept.', [
      './utils',
      ...DOMAINS.map((domain) => `./${domain}`),
      ...DATA.map((data) => `./${data}`),
      ...(relaxed ? ['./testing'] : []),
    ]),
    ...(relaxed ? [] : [zone('', 'testing', 'src/testing is for tests only.')]),
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
  // utils/ and every concept's domain/ are pure: no React, no I/O (the zones below keep them off the other layers).
  {
    files: ['src/utils/**', 'src/features/*/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: GATEWAYS,
          patterns: [{ group: ['react', 'react-*', '@mantine/*', 'dexie*', '@supabase/*', 'zustand', 'node:*'], message: 'utils/ and domain/ are pure TypeScript.' }],
        },
      ],
    },
  },
  // Intl, localeCompare and toLocale* only in src/utils/pt-br/ (PT_BR above).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/utils/pt-br/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: PT_BR }],
      'no-restricted-properties': ['error', ...['localeCompare', ...TO_LOCALE].map((property) => ({ property, message: PT_BR }))],
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
