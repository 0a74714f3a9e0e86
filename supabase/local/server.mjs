// The embedded stand-in for Supabase: an HTTP server on loopback serving /auth/v1 and /rest/v1
// over PGlite with the project's migrations, for local use and tests (no account, no Docker).
import { timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminOnly, authErrorResponse, authHandlers, authNotFound, createAuthDeps, parseAuthBody } from './auth/index.mjs';
import { openDatabase } from './database.mjs';
import { inboxPage } from './inbox.mjs';
import { currentCodes } from './auth/local-codes.mjs';
import { LOCAL_PROXY_HEADER, PUBLISHABLE_KEY, loadOrCreatePushKeys, loadOrCreateSecrets, localProxyKey } from './keys.mjs';
import { createFunctionsHandler } from './functions.mjs';
import { createDrawWatch } from './draw-watch.mjs';
import { createIngestRunner, DEFAULT_TICK_MS } from './ingest.mjs';
import { createPushRunner } from './push.mjs';
import { checkRequest, restErrorResponse, restHandlers, restMethodNotAllowed, restNotFound } from './rest/index.mjs';
import { loadSchemaCache } from './schema-cache.mjs';

export { PUBLISHABLE_KEY } from './keys.mjs';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_DATA_DIR = join(REPO_ROOT, '.local', 'supabase');
const DEFAULT_PORT = 54321;
const DEFAULT_JWT_EXPIRY = 3600;
/** Where e-mailed links send the browser by default: `npm start`'s app. */
const DEFAULT_SITE_URL = 'http://localhost:4173';
/** PostgREST's db-max-rows as a Supabase project has it unless changed (API settings, "Max rows"). */
export const DEFAULT_MAX_ROWS = 1000;
const MAX_BODY_BYTES = 1024 * 1024;
const LOCK_FILE = 'stand-in.json';
const PG_DIR = 'pgdata';

const CORS_ALLOW_HEADERS =
  'authorization, apikey, content-type, prefer, range, range-unit, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-retry-count';
const CORS_EXPOSE_HEADERS = 'Content-Range, Content-Location, Location, Preference-Applied, Range-Unit, Retry-After, X-Supabase-Api-Version';

/**
 * Every endpoint of /auth/v1 and /rest/v1, in one table: the service, the path's segments after
 * the service's prefix (':name' captures one), and the handler per method ('*': any method).
 * The first route whose path matches decides; a matching path without the method is the
 * service's "method not allowed", no matching path its "not found". A route's guard runs
 * before the method is looked at. Handlers live in auth/ and rest/, one module per group.
 * @type {{ service: 'auth' | 'rest', path: string[], methods: Record<string, string>, guard?: (req: any) => void }[]}
 */
const ROUTES = [
  { service: 'auth', path: ['token'], methods: { POST: 'token' } },
  { service: 'auth', path: ['user'], methods: { GET: 'getUser', PUT: 'updateUser' } },
  { service: 'auth', path: ['logout'], methods: { POST: 'logout' } },
  { service: 'auth', path: ['health'], methods: { GET: 'health' } },
  { service: 'auth', path: ['settings'], methods: { GET: 'settings' } },
  { service: 'auth', path: ['factors'], methods: { POST: 'enrollFactor' } },
  { service: 'auth', path: ['factors', ':id'], methods: { DELETE: 'unenrollFactor' } },
  { service: 'auth', path: ['factors', ':id', 'challenge'], methods: { POST: 'challengeFactor' } },
  { service: 'auth', path: ['factors', ':id', 'verify'], methods: { POST: 'verifyFactor' } },
  { service: 'auth', path: ['recover'], methods: { POST: 'recover' } },
  { service: 'auth', path: ['verify'], methods: { GET: 'verifyLink', POST: 'verifyOtp' } },
  { service: 'auth', path: ['admin', 'users'], methods: { POST: 'adminCreateUser' }, guard: adminOnly },
  { service: 'auth', path: ['admin', 'users', ':id'], methods: { PUT: 'adminUpdateUser' }, guard: adminOnly },
  { service: 'auth', path: ['admin', 'users', ':id', 'factors'], methods: { GET: 'adminListFactors' }, guard: adminOnly },
  { service: 'auth', path: ['admin', 'users', ':id', 'factors', ':factorId'], methods: { DELETE: 'adminDeleteFactor' }, guard: adminOnly },

  { service: 'rest', path: [], methods: { '*': 'root' } },
  { service: 'rest', path: ['rpc', ':fn'], methods: { GET: 'rpc', HEAD: 'rpc', POST: 'rpc' } },
  { service: 'rest', path: [':table'], methods: { GET: 'read', HEAD: 'read', POST: 'insert', PATCH: 'update', DELETE: 'remove' } },
];

/**
 * What each service does around its routes. Auth paths match exactly (GoTrue's router);
 * REST paths ignore empty segments and are URL-decoded (as PostgREST reads them).
 */
const SERVICES = {
  auth: {
    handlers: /** @type {Record<string, Function>} */ (authHandlers),
    segments: (/** @type {string} */ path) => (path === '/' ? [] : path.split('/').slice(1)),
    before: parseAuthBody,
    notFound: authNotFound,
    methodNotAllowed: authNotFound,
    onError: authErrorResponse,
  },
  rest: {
    handlers: /** @type {Record<string, Function>} */ (restHandlers),
    segments: (/** @type {string} */ path) => path.split('/').filter(Boolean).map(decodeURIComponent),
    before: checkRequest,
    notFound: restNotFound,
    methodNotAllowed: restMethodNotAllowed,
    onError: restErrorResponse,
  },
};

/**
 * The route a path's segments match, with its captured parameters.
 * @param {'auth' | 'rest'} service
 * @param {string[]} segments
 */
function matchRoute(service, segments) {
  for (const route of ROUTES) {
    if (route.service !== service || route.path.length !== segments.length) continue;
    /** @type {Record<string, string>} */
    const params = {};
    const matches = route.path.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * Routes one request of a service through the table to its handler; whatever a handler throws
 * becomes the service's error answer (an unexpected error is rethrown: a 500).
 * @template {{ method: string, path: string }} R
 * @param {'auth' | 'rest'} service
 * @param {R} req
 * @param {unknown} deps
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string }>}
 */
async function dispatch(service, req, deps) {
  const { handlers, segments, before, notFound, methodNotAllowed, onError } = SERVICES[service];
  try {
    before(/** @type {any} */ (req));
    const found = matchRoute(service, segments(req.path));
    if (!found) return notFound(/** @type {any} */ (req));
    found.route.guard?.(req);
    const name = found.route.methods[req.method] ?? found.route.methods['*'];
    if (!name) return methodNotAllowed(/** @type {any} */ (req), found.params, /** @type {any} */ (deps));
    return await handlers[name]?.(req, found.params, deps);
  } catch (error) {
    return onError(error, /** @type {any} */ (req));
  }
}

/**
 * The /rest/v1 handler on its own (tests drive it with a fake database).
 * @param {import('./rest/index.mjs').RestDeps} deps
 * @returns {(req: import('./rest/index.mjs').RestRequest) => Promise<import('./rest/index.mjs').RestResponse>}
 */
export function createRestHandler(deps) {
  return (req) => dispatch('rest', req, deps);
}

/**
 * Resolves the data directory: explicit option, then SUPABASE_DATA_DIR (relative to the repo
 * root), then .local/supabase.
 * @param {string | undefined} dataDir
 */
export function resolveDataDir(dataDir) {
  const chosen = dataDir ?? process.env.SUPABASE_DATA_DIR;
  return chosen ? resolve(REPO_ROOT, chosen) : DEFAULT_DATA_DIR;
}

/**
 * The stand-in running on a data directory, if any: { pid, url } from its lock file.
 * @param {string} dataDir
 * @returns {{ pid: number, url: string } | null}
 */
export function runningInstance(dataDir) {
  const file = join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8'));
    process.kill(info.pid, 0);
    return { pid: Number(info.pid), url: String(info.url) };
  } catch {
    return null; // stale lock: the process is gone
  }
}

/**
 * Deletes a data directory (the database and its keys). Refuses while a stand-in uses it.
 * @param {string} [dataDir]
 */
export function resetData(dataDir) {
  const dir = resolveDataDir(dataDir);
  const running = runningInstance(dir);
  if (running && running.pid !== process.pid) {
    throw new Error(`The local Supabase (pid ${running.pid}) is using ${dir}; stop it first.`);
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * @typedef {object} StartOptions
 * @property {number} [port]  0 picks a free port; default SUPABASE_PORT or 54321
 * @property {string} [dataDir]  default SUPABASE_DATA_DIR or .local/supabase
 * @property {number} [jwtExpiry]  access token lifetime in seconds; default SUPABASE_JWT_EXPIRY or 3600
 * @property {number} [maxRows]  most rows one read answers (PostgREST's db-max-rows); default SUPABASE_MAX_ROWS or 1000
 * @property {number} [bcryptCost]  cost of password hashes the server writes (default 10, as GoTrue); tests use less
 * @property {string} [siteUrl]  the app's address (GoTrue's SITE_URL); default SUPABASE_SITE_URL or http://localhost:4173
 * @property {((line: string) => void) | boolean} [log]  a line logger; true logs to the console
 * @property {boolean | { tickMs?: number }} [ingest]  run the results-ingest function every tick (default
 *   INGEST_TICK_MS or 30 s) and on NOTIFY results_ingest, as pg_cron and pg_net do on a real project;
 *   off unless asked (npm start, npm run dev and db:start ask), so tests and benches call it themselves
 * @property {{ apiBase?: string, timeoutMs?: number, pauseMs?: number, maxRequests?: number }} [caixa]  the Caixa
 *   source the function reads: default CAIXA_API_BASE or the official API (a loopback base is allowed here
 *   only), its time-out, the pause before each gap or backfill request, and how many one run makes
 */

/**
 * Opens (migrating and seeding when fresh) the database and serves the API on 127.0.0.1.
 * @param {StartOptions} [options]
 */
export async function startLocalSupabase(options = {}) {
  /** @type {(line: string) => void} */
  const log = typeof options.log === 'function' ? options.log : options.log === true ? console.log : () => {};
  const dataDir = resolveDataDir(options.dataDir);
  const port = options.port ?? Number(process.env.SUPABASE_PORT ?? DEFAULT_PORT);
  const jwtExpiry = options.jwtExpiry ?? Number(process.env.SUPABASE_JWT_EXPIRY ?? DEFAULT_JWT_EXPIRY);
  if (!Number.isInteger(jwtExpiry) || jwtExpiry <= 0) throw new Error('SUPABASE_JWT_EXPIRY must be a positive number of seconds');
  const maxRows = options.maxRows ?? Number(process.env.SUPABASE_MAX_ROWS ?? DEFAULT_MAX_ROWS);
  if (!Number.isInteger(maxRows) || maxRows <= 0) throw new Error('SUPABASE_MAX_ROWS must be a positive whole number of rows');

  const running = runningInstance(dataDir);
  if (running) throw new Error(`Another local Supabase (pid ${running.pid}, ${running.url}) already uses ${dataDir}`);
  mkdirSync(dataDir, { recursive: true });
  const { jwtSecret, secretKey } = loadOrCreateSecrets(dataDir);
  const proxyKey = localProxyKey(jwtSecret);
  const pushKeys = loadOrCreatePushKeys(dataDir);
  /** @type {ReturnType<typeof createPushRunner> | null} */
  let push = null;
  /** @type {ReturnType<typeof createIngestRunner> | null} */
  let ingest = null;
  const db = await openDatabase(join(dataDir, PG_DIR), {
    log,
    onNotify: (channel) => {
      if (channel === 'push_send') push?.wake();
      if (channel === 'results_ingest') ingest?.wakeNow();
    },
  });
  const cache = await loadSchemaCache(db);

  const server = createServer();
  try {
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', rejectListen);
        resolveListen(undefined);
      });
    });
  } catch (error) {
    await db.close(); // e.g. the port is taken: leave the data directory free
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://127.0.0.1:${actualPort}`;

  const siteUrl = options.siteUrl ?? process.env.SUPABASE_SITE_URL ?? DEFAULT_SITE_URL;
  const auth = createAuthDeps({ db, jwtSecret, jwtExpiry, issuer: `${url}/auth/v1`, siteUrl, bcryptCost: options.bcryptCost });
  const rest = { db, cache, maxRows };
  const functions = createFunctionsHandler({
    supabaseUrl: url,
    serviceRoleKey: secretKey,
    // What Supabase's secrets give push-send on a real project; the stand-in alone lets it deliver
    // to loopback endpoints (the tests' fake push service).
    pushSendSecret: pushKeys.sendSecret,
    vapidPublicKey: pushKeys.vapidPublicKey,
    vapidPrivateKey: pushKeys.vapidPrivateKey,
    vapidSubject: pushKeys.vapidSubject,
    allowLoopbackEndpoints: true,
    budgetMs: 20_000,
    // results-ingest: CAIXA_API_BASE passes through; here alone a loopback base (the tests' fake source) is allowed.
    caixaApiBase: options.caixa?.apiBase ?? process.env.CAIXA_API_BASE ?? '',
    allowLoopbackSource: true,
    ...(options.caixa?.timeoutMs === undefined ? {} : { caixaTimeoutMs: options.caixa.timeoutMs }),
    ...(options.caixa?.pauseMs === undefined ? {} : { ingestPauseMs: options.caixa.pauseMs }),
    ...(options.caixa?.maxRequests === undefined ? {} : { ingestMaxRequests: options.caixa.maxRequests }),
  });
  push = createPushRunner({ db, functions, sendSecret: pushKeys.sendSecret, log });
  const drawWatch = createDrawWatch({ db, log });
  if (options.ingest) {
    const tickMs = (typeof options.ingest === 'object' ? options.ingest.tickMs : undefined) ?? Number(process.env.INGEST_TICK_MS || DEFAULT_TICK_MS);
    if (!Number.isInteger(tickMs) || tickMs < 100) throw new Error('INGEST_TICK_MS must be a whole number of milliseconds from 100');
    ingest = createIngestRunner({ functions, secretKey, tickMs, log });
  }
  server.on('request', (req, res) => {
    handle(req, res, { auth, rest, functions, secretKey, proxyKey }).catch((error) => {
      log(`Internal error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) send(res, req, 500, { 'Content-Type': 'application/json' }, JSON.stringify({ message: 'Internal server error' }));
      else res.end();
    });
  });

  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, url }));
  log(`Local Supabase listening on ${url} (data: ${dataDir})`);

  let stopped = false;
  return {
    url,
    publishableKey: PUBLISHABLE_KEY,
    secretKey,
    /** What the app's local proxy sends in LOCAL_PROXY_HEADER (scripts/stack.mjs, vite.config.ts). */
    proxyKey,
    dataDir,
    /** The database, through the same queue as requests (superuser: bypasses RLS). */
    db,
    migration: db.migration,
    /** Web Push: the VAPID public key the app is built with, and the push-send function's runs. */
    push: {
      vapidPublicKey: pushKeys.vapidPublicKey,
      sendSecret: pushKeys.sendSecret,
      onRun: push.onRun,
      get idle() {
        return push?.idle ?? Promise.resolve();
      },
    },
    /** The results-ingest runner's runs (when started with ingest). */
    ingest: {
      onRun(/** @type {(summary: unknown) => void} */ listener) {
        ingest?.onRun(listener);
      },
      get idle() {
        return ingest?.idle ?? Promise.resolve();
      },
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      push?.stop();
      ingest?.stop();
      drawWatch.stop();
      server.closeAllConnections?.();
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
      functions.close();
      await db.close();
      const lock = join(dataDir, LOCK_FILE);
      if (existsSync(lock)) unlinkSync(lock);
    },
  };
}

/** @param {string | string[] | undefined} value */
function headerText(value) {
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The headers a request carries into the database (PostgREST's request.headers) and to the
 * functions, with X-Forwarded-For as the Supabase gateway leaves it: whatever the client sent,
 * then the address the gateway saw appended last. Here that address is the socket's peer, or,
 * for a request through the app's local proxy (which proves itself with its key), the address
 * the proxy saw, which the proxy wrote over anything the client sent. A client's own
 * X-Forwarded-For is kept but never last, so it cannot move its source.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} proxyKey
 * @returns {Record<string, string>}
 */
function forwardedHeaders(req, proxyKey) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const text = headerText(value);
    if (text !== undefined && name !== LOCAL_PROXY_HEADER) headers[name] = text;
  }
  const claimed = headerText(req.headers[LOCAL_PROXY_HEADER]) ?? '';
  const fromProxy =
    claimed.length === proxyKey.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(proxyKey));
  const proxied = fromProxy ? (headers['x-forwarded-for'] ?? '').split(',').pop()?.trim() : '';
  if (proxied) {
    headers['x-forwarded-for'] = proxied;
  } else {
    const peer = req.socket.remoteAddress ?? 'unknown';
    const sent = fromProxy ? '' : (headers['x-forwarded-for'] ?? '').trim();
    headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
  }
  return headers;
}

/** Bodies from this size on are gzip'd for a client that accepts it (smaller ones gain nothing). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 */
function send(res, req, status, headers, body) {
  const all = { ...corsHeaders(req), ...headers };
  // Supabase's API gateway sends JSON gzip'd to a client that accepts it; so does the stand-in, or every page that
  // reads rows (30 days of draws: 160 KB plain, some 20 KB gzip'd) would be measured on bytes a phone never gets.
  if (typeof body === 'string' && Buffer.byteLength(body) >= COMPRESS_FROM_BYTES && /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(status, { ...all, 'Content-Encoding': 'gzip', Vary: `${all.Vary ?? 'Origin'}, Accept-Encoding` });
    res.end(req.method === 'HEAD' ? undefined : gzipSync(body));
    return;
  }
  res.writeHead(status, all);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @param {import('node:http').IncomingMessage} req */
function corsHeaders(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS,
    Vary: 'Origin',
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
function readBody(req) {
  return new Promise((resolveBody, rejectBody) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    // Past the limit the rest is read and dropped, so the client receives the 413 instead of a
    // reset connection (a client that sees a dropped socket retries forever).
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else chunks.length = 0;
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) rejectBody(Object.assign(new Error('Payload too large'), { tooLarge: true, size }));
      else resolveBody(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', rejectBody);
  });
}

/** The 413 in PostgREST's error shape (the code is the stand-in's own: PostgREST leaves it to the gateway). */
const PAYLOAD_TOO_LARGE = {
  code: 'PGRST413',
  details: `The request body is larger than ${MAX_BODY_BYTES} bytes`,
  hint: 'Send less at once.',
  message: 'Payload Too Large',
};

/**
 * The role a request's keys grant, like the Supabase API gateway: the apikey must be the
 * publishable or the secret key; a user's JWT in Authorization then takes precedence.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {string} secretKey
 */
function apiKeyRole(req, url, secretKey) {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apikey) {
    return { error: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  }
  if (apikey === PUBLISHABLE_KEY) return { role: /** @type {const} */ ('anon'), apikey };
  if (apikey === secretKey) return { role: /** @type {const} */ ('service_role'), apikey };
  return { error: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
}

/**
 * The bearer token when it is a user's JWT rather than an API key.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} secretKey
 */
function userBearer(req, secretKey) {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const token = match?.[1]?.trim() ?? null;
  if (!token || token === PUBLISHABLE_KEY || token === secretKey) return null;
  return token;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ auth: import('./auth/index.mjs').AuthDeps, rest: import('./rest/index.mjs').RestDeps, functions: ReturnType<typeof createFunctionsHandler>, secretKey: string, proxyKey: string }} deps
 */
async function handle(req, res, { auth, rest, functions, secretKey, proxyKey }) {
  // Only the path matters: requests may arrive through a proxy with any Host header.
  const url = new URL(req.url ?? '/', 'http://stand-in.local');
  const method = (req.method ?? 'GET').toUpperCase();

  if (method === 'OPTIONS') {
    res.writeHead(204, {
      ...corsHeaders(req),
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? CORS_ALLOW_HEADERS,
      'Access-Control-Max-Age': '86400',
    });
    res.end();
    return;
  }

  // The mail catcher: what Auth "sent", for people on this machine (no key needed, like Mailpit).
  if (url.pathname === '/inbox' && (method === 'GET' || method === 'HEAD')) {
    send(res, req, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, await inboxPage(auth.db));
    return;
  }

  // `npm run mfa:code` against a running stand-in: the codes of an account's authenticators, secret key only.
  if (url.pathname === '/stand-in/totp' && method === 'GET') {
    const allowed = apiKeyRole(req, url, secretKey);
    if ('error' in allowed || allowed.role !== 'service_role') {
      send(res, req, 401, { 'Content-Type': 'application/json' }, JSON.stringify({ message: 'The secret key is required' }));
      return;
    }
    const codes = await currentCodes(auth.db, url.searchParams.get('email') ?? '');
    send(res, req, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, JSON.stringify(codes));
    return;
  }

  const isAuth = url.pathname.startsWith('/auth/v1/') || url.pathname === '/auth/v1';
  const isRest = url.pathname.startsWith('/rest/v1/') || url.pathname === '/rest/v1';
  const functionMatch = /^\/functions\/v1\/([^/]+)$/.exec(url.pathname);
  if (!isAuth && !isRest && !functionMatch) {
    send(res, req, 404, { 'Content-Type': 'application/json' }, JSON.stringify({ message: 'no Route matched with those values' }));
    return;
  }

  // As Supabase's gateway: the e-mailed link opens in a browser, without any key.
  const openRoute = method === 'GET' && url.pathname === '/auth/v1/verify';
  const key = openRoute ? /** @type {const} */ ({ role: 'anon', apikey: PUBLISHABLE_KEY }) : apiKeyRole(req, url, secretKey);
  if ('error' in key) {
    send(res, req, 401, { 'Content-Type': 'application/json' }, JSON.stringify(key.error));
    return;
  }

  /** @type {string} */
  let body;
  try {
    body = await readBody(req);
  } catch (error) {
    if (/** @type {{ tooLarge?: boolean }} */ (error).tooLarge) {
      send(res, req, 413, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify(PAYLOAD_TOO_LARGE));
      return;
    }
    throw error;
  }

  const headers = forwardedHeaders(req, proxyKey);
  if (isAuth) {
    const response = await dispatch('auth', {
      method,
      path: url.pathname.slice('/auth/v1'.length) || '/',
      search: url.searchParams,
      headers,
      body,
      json: {},
      keyRole: key.role,
      bearer: userBearer(req, secretKey),
      ip: req.socket.remoteAddress ?? '127.0.0.1',
    }, auth);
    send(res, req, response.status, response.headers, response.body);
    return;
  }

  if (functionMatch) {
    const request = new Request(`http://stand-in.local${url.pathname}${url.search}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
    const response = await functions.handle(decodeURIComponent(functionMatch[1] ?? ''), request);
    if (!response) {
      send(res, req, 404, { 'Content-Type': 'application/json' }, JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }));
      return;
    }
    /** @type {Record<string, string>} */
    const outHeaders = {};
    response.headers.forEach((value, name) => {
      if (!name.startsWith('access-control-')) outHeaders[name] = value;
    });
    send(res, req, response.status, outHeaders, await response.text());
    return;
  }

  // REST: the role comes from the user's JWT when there is one, else from the apikey.
  const bearer = userBearer(req, secretKey);
  /** @type {{ role: string, claims: Record<string, unknown> }} */
  let caller = { role: key.role, claims: { role: key.role, iss: 'supabase' } };
  if (bearer) {
    const verified = await auth.tokens.verifyRestToken(bearer);
    if (!verified.ok) {
      const error = verified.expired
        ? { code: 'PGRST303', details: null, hint: null, message: 'JWT expired' }
        : { code: 'PGRST301', details: null, hint: null, message: 'JWT could not be decoded' };
      send(res, req, 401, { 'Content-Type': 'application/json; charset=utf-8', 'WWW-Authenticate': 'Bearer error="invalid_token"' }, JSON.stringify(error));
      return;
    }
    const role = String(verified.claims.role ?? '');
    if (!['anon', 'authenticated', 'service_role'].includes(role)) {
      send(res, req, 401, { 'Content-Type': 'application/json; charset=utf-8' }, JSON.stringify({ code: 'PGRST301', details: null, hint: null, message: `JWT role "${role}" is not allowed` }));
      return;
    }
    caller = { role, claims: verified.claims };
  }
  const response = await dispatch('rest', {
    method,
    path: url.pathname.slice('/rest/v1'.length),
    search: url.searchParams,
    headers,
    body,
    auth: caller,
  }, rest);
  send(res, req, response.status, response.headers, response.body);
}
