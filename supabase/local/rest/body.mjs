// Request bodies in, PostgREST's JSON bodies out (arrays, or one object with its Accept header).
import { ApiError } from '../postgrest.mjs';
import { Rollback } from './errors.mjs';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';

/** @param {import('./index.mjs').RestRequest} req */
export function wantsObject(req) {
  const accept = String(req.headers.accept ?? '');
  return accept.includes(SINGLE_OBJECT);
}

/** @param {import('./index.mjs').RestRequest} req */
export function stripsNulls(req) {
  return /nulls=stripped/.test(String(req.headers.accept ?? ''));
}

/**
 * Wraps a row source in the JSON body PostgREST would produce.
 * @param {string} source  SQL producing rows aliased _t
 * @param {string} selectList
 * @param {boolean} stripNulls
 */
export function bodySql(source, selectList, stripNulls) {
  const agg = `coalesce(json_agg(_row), '[]'::json)`;
  return `select ${stripNulls ? `json_strip_nulls(${agg})` : agg}::text as body, count(*)::int as n
            from (select ${selectList} from ${source}) as _row`;
}

/** @param {number} n */
export function notOneRow(n) {
  return new Rollback(new ApiError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`));
}

/**
 * Applies the single-object rule (exactly one row) and builds the response.
 * @param {import('./index.mjs').RestRequest} req
 * @param {number} status
 * @param {{ body: string, n: number }} result
 * @param {Record<string, string>} headers
 * @returns {import('./index.mjs').RestResponse}
 */
export function rowsResponse(req, status, result, headers) {
  if (wantsObject(req)) {
    if (result.n !== 1) throw notOneRow(result.n);
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
 * @param {import('./index.mjs').RestRequest} req
 * @returns {unknown}
 */
export function parseBody(req) {
  if (req.body.trim() === '') return null;
  try {
    return JSON.parse(req.body);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}
