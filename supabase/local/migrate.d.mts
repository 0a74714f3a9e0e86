// Types of migrate.mjs: applying bootstrap, migrations and seed with any SQL runner.

export declare const BOOTSTRAP_FILE: string;
export declare const SEED_FILE: string;

export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export declare function listMigrations(): { version: string; name: string; file: string }[];
export declare function applyAll(
  runner: SqlRunner,
  options?: { seed?: boolean; log?: (line: string) => void },
): Promise<{ applied: string[]; seeded: boolean }>;
