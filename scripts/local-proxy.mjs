// The app's local servers (Vite's dev server, `vite preview` in scripts/stack.mjs) proxy the
// Supabase paths to the embedded stand-in. As the first server a request reaches, the proxy
// writes the address it saw into X-Forwarded-For, over anything the client sent, and proves
// itself to the stand-in with the stand-in's proxy key: the database then limits anonymous
// writes per real client (supabase/migrations/0011_anonymous_limits.sql), not per proxy.
import { LOCAL_PROXY_HEADER } from '../supabase/local/keys.mjs';

const PATHS = ['/auth/v1', '/rest/v1', '/functions/v1'];

/**
 * Vite `proxy` options for the Supabase paths.
 * @param {string} target  the stand-in's URL
 * @param {string | undefined} proxyKey  the stand-in's proxy key; without it the stand-in sees the proxy's own address
 */
export function supabaseProxy(target, proxyKey) {
  /** @type {Record<string, import('vite').ProxyOptions>} */
  const proxy = {};
  for (const path of PATHS) {
    proxy[path] = {
      target,
      configure(server) {
        // 'start' comes before the outgoing request copies the incoming headers.
        server.on('start', (req) => {
          req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
          if (proxyKey) req.headers[LOCAL_PROXY_HEADER] = proxyKey;
          else delete req.headers[LOCAL_PROXY_HEADER];
        });
      },
    };
  }
  return proxy;
}
