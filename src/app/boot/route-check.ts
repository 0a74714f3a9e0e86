// Runs right after #root of a prerendered page, before anything paints (scripts/prerender-plugin.ts builds this
// module into an inline script). The same HTML also answers other addresses: the host's SPA fallback and the
// service worker's navigation fallback serve index.html for every address, and a page opened with a query (a
// shared search) renders differently from its bare markup. Then the markup is dropped and the app draws the
// page itself, instead of hydrating the wrong one. Ad-tracking parameters don't count.

const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid)(=|$)/;

export function checkPrerenderedRoute(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const query = location.search
    .slice(1)
    .split('&')
    .filter((parameter) => parameter && !TRACKING_PARAMETER.test(parameter));
  if (root.getAttribute('data-route') !== path || query.length > 0) {
    root.removeAttribute('data-route');
    root.textContent = '';
  }
}
