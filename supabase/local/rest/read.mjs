// GET and HEAD /rest/v1/{table}: filters, order, limit/offset or Range (capped by max-rows), and an exact count on request.
import { Params, orderSql, parseNonNegativeInt, parsePrefer, quoteIdent, selectListSql, whereSql } from '../postgrest.mjs';
import { bodySql, rowsResponse, stripsNulls, wantsObject } from './body.mjs';
import { asCaller } from './caller.mjs';
import { tableOf } from './tables.mjs';

/** @type {import('./index.mjs').RestHandler} */
export async function read(req, params, deps) {
  const table = tableOf(deps, params.table);
  const values = new Params();
  const selectList = selectListSql(table, req.search.get('select'));
  const where = whereSql(table, req.search, values);
  const order = orderSql(table, req.search.get('order'));
  let limit = parseNonNegativeInt(req.search.get('limit'), 'limit');
  let offset = parseNonNegativeInt(req.search.get('offset'), 'offset') ?? 0;
  const range = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
  if (range && req.search.get('limit') === null && req.search.get('offset') === null) {
    offset = Number(range[1]);
    if (range[2]) limit = Math.max(0, Number(range[2]) - offset + 1);
  }
  // db-max-rows: never more rows than the cap, whatever was asked, and no error (the client must page).
  if (deps.maxRows !== undefined && (limit === null || limit > deps.maxRows)) limit = deps.maxRows;
  const prefer = parsePrefer(String(req.headers.prefer ?? ''));
  const counting = prefer.has('count');
  const table_ = `public.${quoteIdent(table.name)} as _t`;
  const source = `(select _t.* from ${table_} where ${where.sql}${order}${limit !== null ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}) as _t`;

  return asCaller(deps, req, async (tx) => {
    const result = (await tx.query(bodySql(source, selectList, stripsNulls(req)), values.values)).rows[0];
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
