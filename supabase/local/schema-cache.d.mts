// Types of schema-cache.mjs, for the TypeScript tests that read it.
/** Milliseconds per API role that has a statement_timeout (ALTER ROLE ... SET), as PostgREST reads them. */
export declare function roleStatementTimeouts(db: {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}): Promise<Map<string, number>>;
