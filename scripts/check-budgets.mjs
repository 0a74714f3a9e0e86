// Deterministic size gates for `npm test`: fails when a budget of ARCHITECTURE.md (or ours) is broken.
// Override a budget to see a gate fail, e.g. `node scripts/check-budgets.mjs --first-visit-kb=50`.
import { bundleReport, kb } from './bundle-report.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};

// ARCHITECTURE.md: at most 170 KB gzip of JavaScript for the first public route, counting what a first visit
// fetches right after the first paint (bundle-report.mjs: AFTER_FIRST_PAINT, a phone's menu drawer included).
const FIRST_VISIT_KB = arg('first-visit-kb', 170);
// A page chunk must load in about a second on a weak 3G link (~400 kbit/s): 50 KB gzip.
const ROUTE_CHUNK_KB = arg('route-chunk-kb', 50);
// Other lazy chunks (supabase-js, the dream dictionary data, admin code), the content worker's included:
// 120 KB gzip each.
const OTHER_CHUNK_KB = arg('other-chunk-kb', 120);
// A prerendered page's HTML is what the first paint waits for, with the CSS: 20 KB gzip, about 0.4 s on a
// weak 3G link. The largest, /aprenda-a-jogar, is under 12 KB.
const PAGE_KB = arg('page-kb', 20);

const report = bundleReport(process.argv.find((a) => a.startsWith('--dist='))?.split('=')[1] ?? 'dist');
const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok, detail });

check(
  `first visit JavaScript (the first route, then what loads right after its first paint) ≤ ${FIRST_VISIT_KB} KB gzip`,
  report.firstVisitJs <= FIRST_VISIT_KB * 1024,
  `${kb(report.firstVisitJs)} in ${report.firstVisitFiles.length} files (first route ${kb(report.firstRouteJs)})`,
);
for (const chunk of report.routeChunks) {
  check(`route chunk ${chunk.page} ≤ ${ROUTE_CHUNK_KB} KB gzip`, chunk.gzip <= ROUTE_CHUNK_KB * 1024, kb(chunk.gzip));
}
for (const chunk of report.otherChunks) {
  check(`lazy chunk ${chunk.name} ≤ ${OTHER_CHUNK_KB} KB gzip`, chunk.gzip <= OTHER_CHUNK_KB * 1024, kb(chunk.gzip));
}
check('the content worker was built', report.workerChunks.length > 0, `${report.workerChunks.length} files`);
for (const chunk of report.workerChunks) {
  check(`worker chunk ${chunk.file} ≤ ${OTHER_CHUNK_KB} KB gzip`, chunk.gzip <= OTHER_CHUNK_KB * 1024, kb(chunk.gzip));
}
check('the public pages are prerendered', report.pages.length >= 20, `${report.pages.length} HTML files`);
for (const page of report.pages) {
  check(`page ${page.file} ≤ ${PAGE_KB} KB gzip`, page.gzip <= PAGE_KB * 1024, kb(page.gzip));
}
const supabaseInFirst = report.firstRouteModules.filter((id) => id.includes('node_modules/@supabase/'));
check('supabase-js is not in the first route', supabaseInFirst.length === 0, supabaseInFirst.slice(0, 3).join(', ') || 'absent');
// The admin code: the panel (app/painel), each concept's admin screens, their shared parts, and the admin edits' rules.
const ADMIN_CODE = [
  /^src\/(app\/painel|features\/[^/]+\/admin|components\/admin)\//,
  /^src\/lib\/outbox\/(admin-edits|conflicts|pending-edits)\.ts$/,
  /^src\/features\/dreams\/domain\/(edits|form-text|letter-sections)\.ts$/,
];
const adminInFirst = report.firstRouteModules.filter((id) => ADMIN_CODE.some((pattern) => pattern.test(id)));
check('admin code is not in the first route', adminInFirst.length === 0, adminInFirst.slice(0, 3).join(', ') || 'absent');
const dictInFirst = report.firstRouteModules.filter((id) => id.startsWith('src/features/dreams/data/dictionary/'));
check('the dream dictionary is not in the first route', dictInFirst.length === 0, dictInFirst.slice(0, 3).join(', ') || 'absent');

let failed = 0;
for (const { name, ok, detail } of checks) {
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
}
console.log(`budgets: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
