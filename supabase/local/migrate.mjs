// Applies bootstrap.sql, then supabase/migrations/* in order (once each), then seed.sql once.
// Shared by the PGlite stand-in and the PostgreSQL 15 test, so both run exactly the same SQL.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SUPABASE_DIR = join(here, '..');
export const BOOTSTRAP_FILE = join(here, 'bootstrap.sql');
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

/** @returns {{ version: string, name: string, file: string }[]} sorted by version */
export function listMigrations() {
  return readdirSync(MIGRATIONS_DIR)
    .map((file) => {
      const match = MIGRATION_NAME.exec(file);
      return match ? { version: match[1] ?? '', name: match[2] ?? '', file: join(MIGRATIONS_DIR, file) } : null;
    })
    .filter((m) => m !== null)
    .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
}

/**
 * @typedef {object} SqlRunner
 * @property {(sql: string) => Promise<unknown>} exec  runs a script of several statements
 * @property {(sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>} query
 */

/**
 * @param {SqlRunner} runner
 * @param {{ seed?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ applied: string[], seeded: boolean }>}
 */
export async function applyAll(runner, options = {}) {
  const log = options.log ?? (() => {});
  await runner.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));

  const done = new Set(
    (await runner.query('select version from supabase_migrations.schema_migrations')).rows.map((r) =>
      String(r.version),
    ),
  );
  /** @type {string[]} */
  const applied = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue;
    await inTransaction(runner, async () => {
      await runner.exec(readFileSync(migration.file, 'utf8'));
      await runner.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(`${migration.version}_${migration.name}`);
    log(`Applied migration ${migration.version}_${migration.name}`);
  }

  let seeded = false;
  if (options.seed !== false) {
    const seeds = await runner.query("select 1 from supabase_migrations.seed_files where path = 'seed.sql'");
    if (seeds.rows.length === 0) {
      const sql = readFileSync(SEED_FILE, 'utf8');
      await inTransaction(runner, async () => {
        await runner.exec(sql);
        await runner.query("insert into supabase_migrations.seed_files (path, hash) values ('seed.sql', $1)", [
          createHash('sha256').update(sql).digest('hex'),
        ]);
      });
      seeded = true;
      log('Seeded demo data (supabase/seed.sql)');
    }
  }
  return { applied, seeded };
}

/**
 * @param {SqlRunner} runner
 * @param {() => Promise<void>} fn
 */
async function inTransaction(runner, fn) {
  await runner.exec('begin');
  try {
    await fn();
    await runner.exec('commit');
  } catch (error) {
    await runner.exec('rollback');
    throw error;
  }
}
