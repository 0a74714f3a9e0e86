// POST, PATCH and DELETE /rest/v1/{table}: insert (upsert with Prefer resolution), update, delete.
import { ApiError, Params, insertColumns, parsePrefer, quoteIdent, selectListSql, whereSql } from '../postgrest.mjs';
import { bodySql, notOneRow, parseBody, rowsResponse, stripsNulls, wantsObject } from './body.mjs';
import { asCaller } from './caller.mjs';
import { tableOf } from './tables.mjs';

/** @type {import('./index.mjs').RestHandler} */
export async function insert(req, params, deps) {
  const table = tableOf(deps, params.table);
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

  return asCaller(deps, req, async (tx) => {
    /** @type {string[]} */
    const bodies = [];
    let n = 0;
    for (const batch of batches) {
      if (batch.rows.length === 0) continue;
      const values = new Params();
      const jsonParam = values.add(JSON.stringify(batch.rows));
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
                values: values.values,
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

/** @type {import('./index.mjs').RestHandler} */
export async function update(req, params, deps) {
  const table = tableOf(deps, params.table);
  const payload = parseBody(req);
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
  const columns = insertColumns(table, null, [/** @type {Record<string, unknown>} */ (payload)]);
  const values = new Params();
  const jsonParam = values.add(JSON.stringify(payload));
  const where = whereSql(table, req.search, values);
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
  return mutate(deps, req, statement, values, representation, selectList);
}

/** @type {import('./index.mjs').RestHandler} */
export async function remove(req, params, deps) {
  const table = tableOf(deps, params.table);
  const values = new Params();
  const where = whereSql(table, req.search, values);
  if (where.count === 0) throw new ApiError(400, '21000', 'DELETE requires a WHERE clause');
  const prefer = parsePrefer(String(req.headers.prefer ?? ''));
  const representation = prefer.get('return') === 'representation';
  const selectList = selectListSql(table, req.search.get('select'));
  const statement = `delete from public.${quoteIdent(table.name)} as _t where ${where.sql}`;
  return mutate(deps, req, statement, values, representation, selectList);
}

/**
 * @param {import('./index.mjs').RestDeps} deps
 * @param {import('./index.mjs').RestRequest} req
 * @param {string} statement  UPDATE or DELETE on alias _t
 * @param {Params} values
 * @param {boolean} representation
 * @param {string} selectList
 */
function mutate(deps, req, statement, values, representation, selectList) {
  const prefer = parsePrefer(String(req.headers.prefer ?? ''));
  return asCaller(deps, req, async (tx) => {
    if (representation) {
      const result = (
        await tx.query(
          `with _mutated as (${statement} returning _t.*) ${bodySql('_mutated as _t', selectList, stripsNulls(req)).trim()}`,
          values.values,
        )
      ).rows[0];
      const n = Number(result?.n ?? 0);
      return rowsResponse(req, 200, { body: String(result?.body ?? '[]'), n }, { 'Content-Range': `*/${prefer.has('count') ? n : '*'}` });
    }
    const result = await tx.query(statement, values.values);
    const n = result.affectedRows ?? 0;
    if (wantsObject(req) && n !== 1) throw notOneRow(n);
    return { status: 204, headers: { 'Content-Range': `*/${prefer.has('count') ? n : '*'}` }, body: '' };
  });
}
