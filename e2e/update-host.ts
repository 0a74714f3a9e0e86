// A static host for the update specs, serving one folder the way a host serves a deploy: the prerendered
// page for a clean address (/cotacoes → cotacoes.html), index.html for other addresses, 404 for a missing
// file. `deploy` replaces the whole folder, so the previous version's files are gone, as after a real deploy.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface UpdateHost {
  url: string;
  /** Puts `dist` in place of what is served (the old files are deleted). */
  deploy(dist: string): void;
  /** How many times the service worker script was asked for (each is an update check). */
  workerRequests(): number;
  close(): Promise<void>;
}

export async function startUpdateHost(root: string, port: number): Promise<UpdateHost> {
  let workerRequests = 0;
  const fileFor = (pathname: string): string | undefined => {
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const candidates = path === '/' ? ['index.html'] : [path, `${path.replace(/\/+$/, '')}.html`];
    for (const candidate of candidates) {
      const file = join(root, candidate);
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    // An address of the app without a page of its own; a missing file with an extension is a 404.
    return extname(path) === '' ? join(root, 'index.html') : undefined;
  };
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (pathname === '/sw.js') workerRequests += 1;
    // No backend behind this host: the app's Supabase calls fail as they would with the backend down.
    if (/^\/(auth|rest)\/v1\//.test(pathname)) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"no backend"}');
      return;
    }
    const file = fileFor(pathname);
    if (!file || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    url: `http://localhost:${port}`,
    deploy(dist) {
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
      cpSync(dist, root, { recursive: true });
    },
    workerRequests: () => workerRequests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
