// Recognises the failure of a tab running an older version that asks for a chunk the deploy removed (from
// the server and from the service worker's precache): the import of that file fails. Each engine words it
// in its own way, and Vite's preload of a chunk's stylesheet has its own.

const STALE_CHUNK = [
  // Chromium
  /Failed to fetch dynamically imported module/i,
  // Firefox
  /error loading dynamically imported module/i,
  // Safari
  /Importing a module script failed/i,
  // Vite's stylesheet preload (vite:preloadError)
  /Unable to preload CSS/i,
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return STALE_CHUNK.some((pattern) => pattern.test(message));
}
