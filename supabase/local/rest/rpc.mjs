// /rest/v1/rpc/{function}: arguments from the JSON body (POST) or the query string (GET, HEAD, read-only).
import { unknownFunctionError } from '../../../src/lib/postgrest-errors.mjs';
import { ApiError, Params, quoteIdent } from '../postgrest.mjs';
import { parseBody, rowsResponse } from './body.mjs';
import { asCaller } from './caller.mjs';
import { json } from './errors.mjs';

/** @type {import('./index.mjs').RestHandler} */
export async function rpc(req, params, { db, cache, maxRows }) {
  const name = params.fn ?? '';
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
  } else {
    for (const [key, value] of req.search) if (key !== 'apikey') args[key] = value;
  }
  const keys = Object.keys(args);
  const fn = (cache.functions.get(name) ?? []).find(
    (candidate) =>
      keys.every((k) => candidate.args.some((a) => a.name === k)) &&
      candidate.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!fn) {
    const { code, message, details } = unknownFunctionError(name, keys, req.method === 'POST');
    throw new ApiError(404, code, message, details);
  }
  const used = fn.args.filter((a) => keys.includes(a.name));
  const values = new Params();
  const from = used.length
    ? ` from json_to_record(${values.add(JSON.stringify(args))}::json) as _a(${used
        .map((a) => `${quoteIdent(a.name)} ${a.type}`)
        .join(', ')})`
    : '';
  const call = `public.${quoteIdent(fn.name)}(${used.map((a) => `${quoteIdent(a.name)} => _a.${quoteIdent(a.name)}`).join(', ')})`;

  return asCaller({ db, cache }, req, async (tx) => {
    if (fn.returnKind === 'void') {
      await tx.query(`select ${call}${from}`, values.values);
      return { status: 204, headers: {}, body: '' };
    }
    if (fn.returnsSet || fn.returnKind === 'composite') {
      const source = from ? `${from.slice(6)}, lateral ${call} as _r` : `${call} as _r`;
      // A set-returning function's rows are capped by max-rows like a table's.
      const capped = fn.returnsSet && maxRows !== undefined ? `(select _r from ${source} limit ${maxRows}) as _q` : source;
      const row = capped === source ? '_r' : '_q._r';
      const result = (
        await tx.query(`select coalesce(json_agg(${row}), '[]'::json)::text as body, count(*)::int as n from ${capped}`, values.values)
      ).rows[0];
      const body = String(result?.body ?? '[]');
      const n = Number(result?.n ?? 0);
      if (fn.returnsSet) return rowsResponse(req, 200, { body, n }, {});
      const rows = JSON.parse(body);
      return json(200, rows[0] ?? null);
    }
    const result = (await tx.query(`select to_json(${call})::text as body${from}`, values.values)).rows[0];
    return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: String(result?.body ?? 'null') };
  });
}
