// What the REST layer may touch: tables, columns and functions of the public schema, read once
// from the catalog after migrating (like PostgREST's schema cache). Identifiers from requests are
// checked against it before they reach SQL. Also read once: the statement_timeout of each API role
// (ALTER ROLE ... SET, in pg_db_role_setting), which PostgREST applies to every request of that role.

/**
 * @typedef {object} Column
 * @property {string} name
 * @property {string} type  base type without modifiers, e.g. 'text', 'numeric', 'text[]'
 */

/**
 * @typedef {object} Table
 * @property {string} name
 * @property {Map<string, Column>} columns
 * @property {string[]} primaryKey
 */

/**
 * @typedef {object} FunctionArg
 * @property {string} name
 * @property {string} type
 * @property {boolean} hasDefault
 */

/**
 * @typedef {object} SqlFunction
 * @property {string} name
 * @property {FunctionArg[]} args
 * @property {boolean} returnsSet
 * @property {'void' | 'scalar' | 'composite'} returnKind
 */

/**
 * @typedef {object} SchemaCache
 * @property {Map<string, Table>} tables
 * @property {Map<string, SqlFunction[]>} functions
 * @property {Map<string, number>} statementTimeouts  milliseconds per role that has a statement_timeout
 */

/**
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[] }> }} db
 * @returns {Promise<SchemaCache>}
 */
export async function loadSchemaCache(db) {
  const columns = await db.query(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as type
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
      and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const keys = await db.query(`
    select c.relname as table_name, a.attname as column_name
    from pg_catalog.pg_index i
    join pg_catalog.pg_class c on c.oid = i.indrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position)
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where n.nspname = 'public' and i.indisprimary
    order by c.relname, k.position`);
  const functions = await db.query(`
    select p.proname as name,
           p.proretset as returns_set,
           p.pronargs as nargs,
           p.pronargdefaults as ndefaults,
           coalesce(p.proargnames, '{}') as arg_names,
           coalesce(p.proargmodes::text[], '{}') as arg_modes,
           coalesce((select array_agg(format_type(t.oid, null) order by u.position)
                     from unnest(p.proargtypes::oid[]) with ordinality as u(oid, position)
                     join pg_catalog.pg_type t on t.oid = u.oid), '{}') as arg_types,
           format_type(p.prorettype, null) as return_type,
           rt.typtype as return_typtype
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type rt on rt.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'`);

  /** @type {Map<string, Table>} */
  const tables = new Map();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.type });
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);

  /** @type {Map<string, SqlFunction[]>} */
  const fns = new Map();
  for (const row of functions.rows) {
    /** @type {string[]} */
    const names = row.arg_names;
    /** @type {string[]} */
    const modes = row.arg_modes;
    /** @type {string[]} */
    const types = row.arg_types;
    // Input arguments are the ones without an OUT/TABLE mode, in declaration order.
    const inputNames = modes.length === 0 ? names.slice(0, row.nargs) : names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
    if (inputNames.length !== types.length || inputNames.some((n) => !n)) continue; // unnamed args: not callable by name
    const firstDefault = types.length - Number(row.ndefaults);
    const fn = {
      name: row.name,
      args: types.map((type, i) => ({ name: inputNames[i] ?? '', type, hasDefault: i >= firstDefault })),
      returnsSet: Boolean(row.returns_set),
      returnKind:
        row.return_type === 'void'
          ? /** @type {const} */ ('void')
          : row.return_typtype === 'c' || row.return_type === 'record'
            ? /** @type {const} */ ('composite')
            : /** @type {const} */ ('scalar'),
    };
    const list = fns.get(row.name) ?? [];
    list.push(fn);
    fns.set(row.name, list);
  }
  return { tables, functions: fns, statementTimeouts: await roleStatementTimeouts(db) };
}

/** PostgreSQL's units for a time setting, in milliseconds (a bare number is milliseconds). */
const TIME_UNITS = /** @type {Record<string, number>} */ ({ us: 0.001, ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 });

/**
 * The statement_timeout each API role is given with ALTER ROLE ... SET (for every database or this
 * one; this one wins), in milliseconds, as PostgREST reads its impersonated roles' settings.
 * @param {{ query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, any>[] }> }} db
 * @returns {Promise<Map<string, number>>}
 */
export async function roleStatementTimeouts(db) {
  const { rows } = await db.query(`
    select r.rolname as role, c.setting
    from pg_catalog.pg_db_role_setting s
    join pg_catalog.pg_roles r on r.oid = s.setrole
    cross join lateral unnest(s.setconfig) as c(setting)
    where r.rolname in ('anon', 'authenticated', 'service_role')
      and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
      and c.setting like 'statement_timeout=%'
    order by s.setdatabase`);
  /** @type {Map<string, number>} */
  const timeouts = new Map();
  for (const row of rows) {
    const match = /^statement_timeout=\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(String(row.setting));
    if (!match) throw new Error(`Unreadable role setting for ${row.role}: ${row.setting}`);
    const ms = Math.round(Number(match[1]) * (TIME_UNITS[match[2] ?? 'ms'] ?? 1));
    if (ms > 0) timeouts.set(String(row.role), ms);
    else timeouts.delete(String(row.role));
  }
  return timeouts;
}
