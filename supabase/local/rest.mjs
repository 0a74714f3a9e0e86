// The /rest/v1 half of the stand-in: tables and RPC like PostgREST, each request one transaction
// run as the caller's role with its JWT claims set, so row-level security really decides.
import {
  ApiError,
  Params,
  insertColumns,
  orderSql,
  parseNonNegativeInt,
  parsePrefer,
  quoteIdent,
  selectListSql,
  whereSql,
} from './postgrest.mjs';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** Supabase's defaults per API role, in milliseconds (the service role has none). */
export const STATEMENT_TIMEOUTS = { anon: 3000, authenticated: 8000 };

/** Thrown inside a transaction to roll it back and answer with this error instead. */
class Rollback extends Error {
  /** @param {ApiError} apiError */
  constructor(apiError) {
    super(apiError.message);
    this.apiError = apiError;
  }
}

/**
 * PostgREST's mapping of SQLSTATE to HTTP status.
 * @param {string | undefined} code
 * @param {boolean} authenticated
 */
export function statusForSqlState(code, authenticated) {
  if (!code) return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '21' || cls === '22' || cls === '23') return 400;
  if (cls === '09' || cls === '25' || cls === 'P0' || cls === 'XX' || cls === '57' || cls === '58') return 500;
  return 400;
}

/**
 * @typedef {object} RestRequest
 * @property {string} method
 * @property {string} path  after /rest/v1, e.g. '/dreams' or '/rpc/login_lock_status'
 * @property {URLSearchParams} search
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string} body
 * @property {{ role: string, claims: Record<string, unknown> }} auth
 */

/**
 * @typedef {object} RestResponse
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} body
 */

/**
 * @param {{ db: import('./database.mjs').Database, cache: import('./schema-cache.mjs').SchemaCache }} deps
 */
export function createRestHandler({ db, cache }) {
  /**
   * @param {RestRequest} req
   * @returns {Promise<RestResponse>}
   */
  return async function handleRest(req) {
    const authenticated = req.auth.role !== 'anon';
    try {
      return await route(req);
    } catch (error) {
      if (error instanceof Rollback) return errorResponse(error.apiError);
      if (error instanceof ApiError) return errorResponse(error);
      const pgError = /** @type {{ code?: string, message?: string, detail?: string, hint?: string }} */ (error);
      if (pgError && typeof pgError.code === 'string') {
        return errorResponse(
          new ApiError(
            statusForSqlState(pgError.code, authenticated),
            pgError.code,
            pgError.message ?? 'Database error',
            pgError.detail ?? null,
            pgError.hint ?? null,
          ),
        );
      }
      throw error;
    }
  };

  /** @param {RestRequest} req */
  async function route(req) {
    const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    checkProfile(req);
    if (segments.length === 0) {
      return json(200, { message: 'Sonho & Sorte local stand-in: PostgREST subset' });
    }
    if (segments[0] === 'rpc' && segments.length === 2) return rpc(req, segments[1] ?? '');
    if (segments.length !== 1) throw new ApiError(404, 'PGRST125', `Invalid path specified in request URL`);
    const table = cache.tables.get(segments[0] ?? '');
    if (!table) {
      throw new ApiError(404, 'PGRST205', `Could not find the table 'public.${segments[0]}' in the schema cache`);
    }
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        return select(req, table);
      case 'POST':
        return insert(req, table);
      case 'PATCH':
        return update(req, table);
      case 'DELETE':
        return remove(req, table);
      default:
        throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
  }

  /** @param {RestRequest} req */
  function checkProfile(req) {
    const header = req.method === 'GET' || req.method === 'HEAD' ? 'accept-profile' : 'content-profile';
    const profile = req.headers[header];
    if (profile !== undefined && profile !== 'public') {
      throw new ApiError(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }

  /**
   * Runs fn in a transaction as the request's role with its claims, like PostgREST.
   * @template T
   * @param {RestRequest} req
   * @param {(tx: import('./database.mjs').Tx) => Promise<T>} fn
   */
  function asCaller(req, fn) {
    const role = req.auth.role;
    if (!ROLES.has(role)) throw new ApiError(401, 'PGRST301', 'JWT role is not allowed');
    // As on Supabase: GET and HEAD run read-only (a write through GET /rpc/... fails with 25006,
    // as PostgREST answers it), and each role has its statement timeout. PGlite never fires
    // PostgreSQL's own timer (a statement runs synchronously on its thread), so the database
    // keeps the deadline itself: a statement over it fails with 57014, answered 500 as PostgREST
    // does, and the connection is free again at once (database.mjs). The SET LOCAL stays so the
    // same transaction carries the limit on PostgreSQL.
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const timeout = STATEMENT_TIMEOUTS[/** @type {keyof typeof STATEMENT_TIMEOUTS} */ (role)] ?? 0;
    return db.transaction(async (tx) => {
      await tx.exec(
        `${readOnly ? 'set transaction read only; ' : ''}set local role ${role}${timeout ? `; set local statement_timeout = '${timeout}ms'` : ''}`,
      );
      await tx.query(
        `select set_config('request.jwt.claims', $1, true),
                set_config('request.method', $2, true),
                set_config('search_path', 'public, extensions', true)`,
        [JSON.stringify(req.auth.claims), req.method],
      );
      return fn(tx);
    }, { statementTimeoutMs: timeout });
  }

  /** @param {RestRequest} req */
  function wantsObject(req) {
    const accept = String(req.headers.accept ?? '');
    return accept.includes(SINGLE_OBJECT);
  }

  /** @param {RestRequest} req */
  function stripsNulls(req) {
    return /nulls=stripped/.test(String(req.headers.accept ?? ''));
  }

  /**
   * Wraps a row source in the JSON body PostgREST would produce.
   * @param {string} source  SQL producing rows aliased _t
   * @param {string} selectList
   * @param {boolean} stripNulls
   */
  function bodySql(source, selectList, stripNulls) {
    const agg = `coalesce(json_agg(_row), '[]'::json)`;
    return `select ${stripNulls ? `json_strip_nulls(${agg})` : agg}::text as body, count(*)::int as n
            from (select ${selectList} from ${source}) as _row`;
  }

  /**
   * Applies the single-object rule (exactly one row) and builds the response.
   * @param {RestRequest} req
   * @param {number} status
   * @param {{ body: string, n: number }} result
   * @param {Record<string, string>} headers
   */
  function rowsResponse(req, status, result, headers) {
    if (wantsObject(req)) {
      if (result.n !== 1) {
        throw new Rollback(
          new ApiError(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            `The result contains ${result.n} rows`,
          ),
        );
      }
      const rows = JSON.parse(result.body);
      return {
        status,
        headers: { ...headers, 'Content-Type': `${SINGLE_OBJECT}; charset=utf-8` },
        body: req.method === 'HEAD' ? '' : JSON.stringify(rows[0]),
      };
    }
    return {
      status,
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      body: req.method === 'HEAD' ? '' : result.body,
    };
  }

  /**
   * @param {RestRequest} req
   * @param {import('./schema-cache.mjs').Table} table
   */
  async function select(req, table) {
    const params = new Params();
    const selectList = selectListSql(table, req.search.get('select'));
    const where = whereSql(table, req.search, params);
    const order = orderSql(table, req.search.get('order'));
    let limit = parseNonNegativeInt(req.search.get('limit'), 'limit');
    let offset = parseNonNegativeInt(req.search.get('offset'), 'offset') ?? 0;
    const range = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
    if (range && req.search.get('limit') === null && req.search.get('offset') === null) {
      offset = Number(range[1]);
      if (range[2]) limit = Math.max(0, Number(range[2]) - offset + 1);
    }
    const prefer = parsePrefer(String(req.headers.prefer ?? ''));
    const counting = prefer.has('count');
    const table_ = `public.${quoteIdent(table.name)} as _t`;
    const source = `(select _t.* from ${table_} where ${where.sql}${order}${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}) as _t`;

    return asCaller(req, async (tx) => {
      const result = (await tx.query(bodySql(source, selectList, stripsNulls(req)), params.values)).rows[0];
      const n = Number(result?.n ?? 0);
      /** @type {number | null} */
      let total = null;
      if (counting) {
        const countParams = new Params();
        const countWhere = whereSql(table, req.search, countParams);
        total = Number((await tx.query(`select count(*)::int as total from ${table_} where ${countWhere.sql}`, countParams.values)).rows[0]?.total ?? 0);
      }
      const rangeText = n > 0 ? `${offset}-${offset + n - 1}` : '*';
      const headers = { 'Content-Range': `${rangeText}/${total ?? '*'}` };
      const partial = total !== null && n < total;
      return rowsResponse(req, partial && !wantsObject(req) ? 206 : 200, { body: String(result?.body ?? '[]'), n }, headers);
    });
  }

  /**
   * @param {RestRequest} req
   * @returns {unknown}
   */
  function parseBody(req) {
    if (req.body.trim() === '') return null;
    try {
      return JSON.parse(req.body);
    } catch {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
  }

  /**
   * @param {RestRequest} req
   * @param {import('./schema-cache.mjs').Table} table
   */
  async function insert(req, table) {
    const payload = parseBody(req);
    const isArray = Array.isArray(payload);
    /** @type {unknown[]} */
    const list = isArray ? payload : [payload];
    if (!list.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
      throw new ApiError(400, 'PGRST102', 'All object keys must match');
    }
    const rows = /** @type {Record<string, unknown>[]} */ (list);
    const prefer = parsePrefer(String(req.headers.prefer ?? ''));
    const representation = prefer.get('return') === 'representation';
    const resolution = prefer.get('resolution');
    const missingDefault = prefer.get('missing') === 'default';
    const selectList = selectListSql(table, req.search.get('select'));

    // With missing=default, rows lacking a column get its default: insert rows grouped by the
    // set of keys they carry. Otherwise PostgREST semantics: one column list, missing -> null.
    /** @type {{ columns: string[], rows: Record<string, unknown>[] }[]} */
    const batches = [];
    if (missingDefault && isArray) {
      /** @type {Map<string, { columns: string[], rows: Record<string, unknown>[] }>} */
      const groups = new Map();
      for (const row of rows) {
        const columns = insertColumns(table, null, [row]);
        const key = [...columns].sort().join(',');
        const group = groups.get(key) ?? { columns, rows: [] };
        group.rows.push(row);
        groups.set(key, group);
      }
      batches.push(...groups.values());
    } else {
      batches.push({ columns: insertColumns(table, isArray ? req.search.get('columns') : null, rows), rows });
    }

    let conflictClause = '';
    if (resolution === 'ignore-duplicates' || resolution === 'merge-duplicates') {
      const onConflict = req.search.get('on_conflict');
      const targets = onConflict ? onConflict.split(',').map((c) => c.trim()) : table.primaryKey;
      for (const target of targets) {
        if (!table.columns.has(target)) throw new ApiError(400, '42703', `column ${table.name}.${target} does not exist`);
      }
      if (targets.length === 0) throw new ApiError(400, 'PGRST100', 'on_conflict columns are required');
      conflictClause = ` on conflict (${targets.map(quoteIdent).join(', ')})`;
    }

    return asCaller(req, async (tx) => {
      /** @type {string[]} */
      const bodies = [];
      let n = 0;
      for (const batch of batches) {
        if (batch.rows.length === 0) continue;
        const params = new Params();
        const jsonParam = params.add(JSON.stringify(batch.rows));
        const cols = batch.columns.map(quoteIdent);
        let conflict = conflictClause;
        if (conflictClause) {
          if (resolution === 'ignore-duplicates' || cols.length === 0) conflict += ' do nothing';
          else conflict += ` do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')}`;
        }
        const target = `public.${quoteIdent(table.name)} as _t`;
        // Rows without any key take every column's default, one statement per row.
        const statements =
          cols.length === 0
            ? batch.rows.map(() => ({ sql: `insert into ${target} default values${conflict}`, values: [] }))
            : [
                {
                  sql: `insert into ${target} (${cols.join(', ')})
                        select ${cols.map((c) => `_r.${c}`).join(', ')}
                        from json_populate_recordset(null::public.${quoteIdent(table.name)}, ${jsonParam}::json) as _r${conflict}`,
                  values: params.values,
                },
              ];
        for (const statement of statements) {
          if (representation) {
            const result = (
              await tx.query(
                `with _mutated as (${statement.sql} returning _t.*) ${bodySql('_mutated as _t', selectList, stripsNulls(req)).trim()}`,
                statement.values,
              )
            ).rows[0];
            n += Number(result?.n ?? 0);
            bodies.push(String(result?.body ?? '[]'));
          } else {
            const result = await tx.query(statement.sql, statement.values);
            n += result.affectedRows ?? 0;
          }
        }
      }
      const headers = { 'Content-Range': `*/${prefer.has('count') ? n : '*'}` };
      if (!representation) return { status: 201, headers, body: '' };
      const merged = bodies.flatMap((b) => JSON.parse(b));
      return rowsResponse(req, 201, { body: JSON.stringify(merged), n }, headers);
    });
  }

  /**
   * @param {RestRequest} req
   * @param {import('./schema-cache.mjs').Table} table
   */
  async function update(req, table) {
    const payload = parseBody(req);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
    }
    const columns = insertColumns(table, null, [/** @type {Record<string, unknown>} */ (payload)]);
    const params = new Params();
    const jsonParam = params.add(JSON.stringify(payload));
    const where = whereSql(table, req.search, params);
    if (where.count === 0) throw new ApiError(400, '21000', 'UPDATE requires a WHERE clause');
    const prefer = parsePrefer(String(req.headers.prefer ?? ''));
    const representation = prefer.get('return') === 'representation';
    const selectList = selectListSql(table, req.search.get('select'));
    if (columns.length === 0) {
      return { status: representation ? 200 : 204, headers: {}, body: representation ? '[]' : '' };
    }
    const statement = `update public.${quoteIdent(table.name)} as _t
      set ${columns.map((c) => `${quoteIdent(c)} = _r.${quoteIdent(c)}`).join(', ')}
      from json_populate_record(null::public.${quoteIdent(table.name)}, ${jsonParam}::json) as _r
      where ${where.sql}`;
    return mutate(req, statement, params, representation, selectList);
  }

  /**
   * @param {RestRequest} req
   * @param {import('./schema-cache.mjs').Table} table
   */
  async function remove(req, table) {
    const params = new Params();
    const where = whereSql(table, req.search, params);
    if (where.count === 0) throw new ApiError(400, '21000', 'DELETE requires a WHERE clause');
    const prefer = parsePrefer(String(req.headers.prefer ?? ''));
    const representation = prefer.get('return') === 'representation';
    const selectList = selectListSql(table, req.search.get('select'));
    const statement = `delete from public.${quoteIdent(table.name)} as _t where ${where.sql}`;
    return mutate(req, statement, params, representation, selectList);
  }

  /**
   * @param {RestRequest} req
   * @param {string} statement  UPDATE or DELETE on alias _t
   * @param {Params} params
   * @param {boolean} representation
   * @param {string} selectList
   */
  function mutate(req, statement, params, representation, selectList) {
    const prefer = parsePrefer(String(req.headers.prefer ?? ''));
    return asCaller(req, async (tx) => {
      if (representation) {
        const result = (
          await tx.query(
            `with _mutated as (${statement} returning _t.*) ${bodySql('_mutated as _t', selectList, stripsNulls(req)).trim()}`,
            params.values,
          )
        ).rows[0];
        const n = Number(result?.n ?? 0);
        return rowsResponse(req, 200, { body: String(result?.body ?? '[]'), n }, { 'Content-Range': `*/${prefer.has('count') ? n : '*'}` });
      }
      const result = await tx.query(statement, params.values);
      const n = result.affectedRows ?? 0;
      if (wantsObject(req) && n !== 1) {
        throw new Rollback(
          new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`),
        );
      }
      return { status: 204, headers: { 'Content-Range': `*/${prefer.has('count') ? n : '*'}` }, body: '' };
    });
  }

  /**
   * @param {RestRequest} req
   * @param {string} name
   */
  async function rpc(req, name) {
    /** @type {Record<string, unknown>} */
    let args = {};
    if (req.method === 'POST') {
      const filters = [...req.search.keys()].filter((key) => key !== 'select' && key !== 'apikey');
      if (filters.length) {
        throw new ApiError(400, 'PGRST100', `Filtering the result of an RPC is not supported by the local stand-in (${filters.join(', ')})`);
      }
      const payload = parseBody(req);
      if (payload !== null) {
        if (typeof payload !== 'object' || Array.isArray(payload)) throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
        args = /** @type {Record<string, unknown>} */ (payload);
      }
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      for (const [key, value] of req.search) if (key !== 'apikey') args[key] = value;
    } else {
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
    const keys = Object.keys(args);
    const fn = (cache.functions.get(name) ?? []).find(
      (candidate) =>
        keys.every((k) => candidate.args.some((a) => a.name === k)) &&
        candidate.args.every((a) => a.hasDefault || keys.includes(a.name)),
    );
    if (!fn) {
      const shown = keys.length ? `(${[...keys].sort().join(', ')})` : ' without parameters';
      throw new ApiError(
        404,
        'PGRST202',
        `Could not find the function public.${name}${shown} in the schema cache`,
        'Searched for the function with the given parameter names in the schema cache.',
      );
    }
    const used = fn.args.filter((a) => keys.includes(a.name));
    const params = new Params();
    const from = used.length
      ? ` from json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used
          .map((a) => `${quoteIdent(a.name)} ${a.type}`)
          .join(', ')})`
      : '';
    const call = `public.${quoteIdent(fn.name)}(${used.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;

    return asCaller(req, async (tx) => {
      if (fn.returnKind === 'void') {
        await tx.query(`select ${call}${from}`, params.values);
        return { status: 204, headers: {}, body: '' };
      }
      if (fn.returnsSet || fn.returnKind === 'composite') {
        const source = from ? `${from.slice(6)}, lateral ${call} as _r` : `${call} as _r`;
        const result = (
          await tx.query(`select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from ${source}`, params.values)
        ).rows[0];
        const body = String(result?.body ?? '[]');
        const n = Number(result?.n ?? 0);
        if (fn.returnsSet) return rowsResponse(req, 200, { body, n }, {});
        const rows = JSON.parse(body);
        return json(200, rows[0] ?? null);
      }
      const result = (await tx.query(`select to_json(${call})::text as body${from}`, params.values)).rows[0];
      return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: String(result?.body ?? 'null') };
    });
  }
}

/**
 * @param {number} status
 * @param {unknown} value
 * @returns {RestResponse}
 */
function json(status, value) {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
}

/**
 * @param {ApiError} error
 * @returns {RestResponse}
 */
export function errorResponse(error) {
  return json(error.status, error.toBody());
}
