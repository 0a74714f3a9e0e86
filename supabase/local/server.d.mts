// Types of the stand-in's programmatic API (server.mjs), for TypeScript callers and tests.

export declare const PUBLISHABLE_KEY: string;
export declare const DEFAULT_DATA_DIR: string;
export declare const DEFAULT_PORT: number;
/** The header carrying the app's local proxy key. */
export declare const LOCAL_PROXY_HEADER: string;
/** PostgREST's db-max-rows on a Supabase project unless changed: 1000. */
export declare const DEFAULT_MAX_ROWS: number;

export interface StartOptions {
  /** 0 picks a free port; default SUPABASE_PORT or 54321. */
  port?: number;
  /** Default SUPABASE_DATA_DIR (relative to the repo root) or .local/supabase. */
  dataDir?: string;
  /** Access token lifetime in seconds; default SUPABASE_JWT_EXPIRY or 3600. */
  jwtExpiry?: number;
  /** Most rows one read (or set-returning rpc) answers, like PostgREST's db-max-rows; default SUPABASE_MAX_ROWS or 1000. */
  maxRows?: number;
  /** Cost of the password hashes the server writes (default 10, as GoTrue); tests may use 4. */
  bcryptCost?: number;
  /** A line logger; true logs to the console, false or absent is silent. */
  log?: ((line: string) => void) | boolean;
  /** The app's address (GoTrue's SITE_URL): where e-mailed links redirect by default. */
  siteUrl?: string;
  /**
   * Run results-ingest every tick (default INGEST_TICK_MS or 30 s) and on NOTIFY results_ingest.
   * Off unless asked: npm start, npm run dev and db:start ask; tests call the function themselves.
   */
  ingest?: boolean | { tickMs?: number };
  /** The Caixa source: default CAIXA_API_BASE or the official API (loopback allowed here only), time-out, pauses, requests per run. */
  caixa?: { apiBase?: string; timeoutMs?: number; pauseMs?: number; maxRequests?: number };
}

export interface QueryResult {
  rows: Record<string, unknown>[];
  affectedRows?: number;
}

export interface LocalTransaction {
  query(sql: string, params?: unknown[]): Promise<QueryResult>;
  exec(sql: string): Promise<unknown>;
}

/** Direct database access (superuser: bypasses RLS), queued with the HTTP requests. */
export interface LocalDatabase {
  /** No deadline (like the migrations and the service role). */
  query(sql: string, params?: unknown[]): Promise<QueryResult>;
  /**
   * One transaction. With statementTimeoutMs, a statement running longer fails with 57014, the
   * transaction is lost and the database reopens (crash recovery), as REST requests do.
   */
  transaction<T>(fn: (tx: LocalTransaction) => Promise<T>, options?: { statementTimeoutMs?: number; acquireTimeoutMs?: number }): Promise<T>;
  /** How many times a statement timeout made the database reopen. */
  readonly reopens: number;
  /** How many requests hold or wait for the one connection now. */
  readonly inLine: number;
}

export interface LocalSupabase {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** What the app's local proxy sends in LOCAL_PROXY_HEADER so that its X-Forwarded-For is believed. */
  proxyKey: string;
  dataDir: string;
  db: LocalDatabase;
  migration: { applied: string[]; seeded: boolean };
  /** Web Push (push.json in the data directory, or VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY). */
  push: {
    /** The app's applicationServerKey (VITE_VAPID_PUBLIC_KEY). */
    vapidPublicKey: string;
    /** What /functions/v1/push-send expects in x-push-secret. */
    sendSecret: string;
    /** Called with the summary of each push-send run the database woke. */
    onRun(listener: (summary: PushRunSummary) => void): void;
    /** Resolves when no push-send run is in progress. */
    readonly idle: Promise<void>;
  };
  /** The results-ingest runner (started with the ingest option). */
  ingest: {
    /** Called with the summary of each run (the function's JSON answer). */
    onRun(listener: (summary: unknown) => void): void;
    /** Resolves when no run is in progress. */
    readonly idle: Promise<void>;
  };
  stop(): Promise<void>;
}

export interface PushRunSummary {
  batches: number;
  attempts: number;
  sent: number;
  gone: number;
  retried: number;
  failed: number;
  handedOver: boolean;
  ms: number;
}

export declare function startLocalSupabase(options?: StartOptions): Promise<LocalSupabase>;
export declare function resetData(dataDir?: string): void;
export declare function resolveDataDir(dataDir?: string): string;
export declare function runningInstance(dataDir: string): { pid: number; url: string } | null;

/** A /rest/v1 request as the REST handlers see it (path after /rest/v1). */
export interface RestRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  auth: { role: string; claims: Record<string, unknown> };
}
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/** The /rest/v1 routes on their own, over any database and schema cache (tests pass fakes). */
export declare function createRestHandler(deps: { db: unknown; cache: unknown; maxRows?: number }): (req: RestRequest) => Promise<RestResponse>;
