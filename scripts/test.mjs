// `npm test`: lint, type-check, production build, Vitest (unit, component, backend, budgets) and the
// Playwright e2e suite in Debian's Chromium; ends with one line summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { generateVapidKeys } from '../supabase/local/keys.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const reportDir = '.local/test-reports';
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Lint, type-check and build are gates rather than test runners: each counts as one check. */
function gate(label, command, args, env = {}) {
  const ok = run(label, command, args, env);
  if (ok) results.passed += 1;
  else results.failed += 1;
  return ok;
}

/**
 * Installs Debian packages when what they ship is missing: `present` is a file of theirs, or a check that says
 * whether they are there. `packages` is one name or several.
 */
function ensureDebianPackage(present, packages) {
  if (typeof present === 'function' ? present() : existsSync(present)) return;
  const names = [packages].flat();
  if (process.getuid?.() !== 0) {
    console.error(`${names.join(' ')} missing: install with 'apt-get install -y ${names.join(' ')}'.`);
    return;
  }
  console.log(`Installing Debian's ${names.join(' ')} (needed by the tests)...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

ensureDebianPackage('/usr/bin/chromium', 'chromium');
ensureDebianPackage('/usr/lib/postgresql/15/bin/initdb', 'postgresql-15');
// OCR of the share cards (e2e/share.spec.ts): Tesseract with its Portuguese data.
const tesseractReadsPortuguese = () => /^por$/m.test(spawnSync('tesseract', ['--list-langs'], { encoding: 'utf8' }).stdout ?? '');
ensureDebianPackage(tesseractReadsPortuguese, ['tesseract-ocr', 'tesseract-ocr-por']);
// Phones have a colour-emoji font: without one the animals' emoji render as narrow boxes and the layout tests
// miss the overflow a phone shows (issue 30, item 0).
ensureDebianPackage('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', 'fonts-noto-color-emoji');

// Web Push: one temporary VAPID key pair for this run, built into the app (VITE_VAPID_PUBLIC_KEY)
// and used by the e2e stack's push-send (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, read by
// supabase/local/keys.mjs), so the app and the sender agree.
if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) {
  const { vapidPublicKey, vapidPrivateKey } = generateVapidKeys();
  process.env.VAPID_PUBLIC_KEY = vapidPublicKey;
  process.env.VAPID_PRIVATE_KEY = vapidPrivateKey;
}
process.env.VITE_VAPID_PUBLIC_KEY = process.env.VAPID_PUBLIC_KEY;

// Lint: ESLint, then knip (unused files, exports, types and dependencies; knip.jsonc), one check for both.
{
  const linted = run('lint', 'npx', ['eslint', '.']);
  const unused = run('lint: unused code', 'npx', ['knip']);
  results[linted && unused ? 'passed' : 'failed'] += 1;
}
gate('type-check', 'npx', ['tsc', '-p', 'tsconfig.json']);
// The build carries this run's VAPID public key, so the follow controls are on for the e2e suite.
const built = gate('build', 'npx', ['vite', 'build']);

// Size budgets of the production build (deterministic: byte counts, not timings).
if (built) {
  console.log('\n=== budgets: node scripts/check-budgets.mjs');
  const budgets = spawnSync('node', ['scripts/check-budgets.mjs'], { encoding: 'utf8' });
  process.stdout.write(budgets.stdout ?? '');
  process.stderr.write(budgets.stderr ?? '');
  const counted = /budgets: (\d+) passed, (\d+) failed/.exec(budgets.stdout ?? '');
  if (counted) {
    results.passed += Number(counted[1]);
    results.failed += Number(counted[2]);
  } else {
    results.failed += 1;
  }
}

// Vitest: unit and component tests (jsdom), backend tests (stand-in, RLS, PG15) and bundle budgets.
const vitestJson = `${reportDir}/vitest.json`;
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(report);
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  results.failed += 1;
}

// Playwright: end-to-end journeys in Debian's Chromium against the built app and the local backend.
if (built) {
  const pwJson = `${reportDir}/playwright.json`;
  run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (existsSync(pwJson)) {
    const { stats } = JSON.parse(readFileSync(pwJson, 'utf8'));
    results.passed += stats.expected + (stats.flaky ?? 0);
    results.failed += stats.unexpected;
    results.skipped += stats.skipped;
    if ((stats.errors ?? []).length) results.failed += 1;
  } else {
    results.failed += 1;
  }
} else {
  results.failed += 1;
}

/** A suite that failed to load has no failed tests of its own; one with failed tests is already counted. */
function countSuitesWithFailedTests(report) {
  return report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.some((t) => t.status === 'failed')).length;
}

const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
const line = `tests: ${results.passed} passed, ${results.failed} failed${skipped}`;
console.log(`\n${line}`);
process.exit(results.failed > 0 ? 1 : 0);
