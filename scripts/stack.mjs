// Starts the whole local product: the embedded Supabase stand-in and the built app served by
// `vite preview`, which proxies the Supabase paths to the stand-in (so the app calls its own origin).
import { preview } from 'vite';
import { startLocalSupabase } from '../supabase/local/server.mjs';
import { supabaseProxy } from './local-proxy.mjs';

/**
 * @param {{ appPort: number, dbPort: number, dataDir: string, host?: string, log?: boolean, outDir?: string, caixaApiBase?: string }} options
 *   caixaApiBase: where results-ingest reads the Caixa results (default CAIXA_API_BASE, else Caixa's own API)
 */
export async function startStack({ appPort, dbPort, dataDir, host = 'localhost', log = false, outDir = 'dist', caixaApiBase }) {
  const backend = await startLocalSupabase({ port: dbPort, dataDir, log, ingest: true, ...(caixaApiBase ? { caixa: { apiBase: caixaApiBase } } : {}) });
  const target = `http://127.0.0.1:${dbPort}`;
  const server = await preview({
    logLevel: log ? 'info' : 'warn',
    build: { outDir },
    preview: {
      host,
      port: appPort,
      strictPort: true,
      proxy: supabaseProxy(target, backend.proxyKey),
    },
  });
  return {
    appUrl: `http://${host}:${appPort}`,
    backend,
    async stopApp() {
      server.httpServer.closeAllConnections?.();
      await new Promise((resolve) => server.httpServer.close(resolve));
    },
    async stop() {
      await this.stopApp();
      await backend.stop();
    },
  };
}
