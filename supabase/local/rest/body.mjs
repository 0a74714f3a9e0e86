// Request bodies in, PostgREST's JSON bodies out (arrays, or one object with its Accept header).
import { ApiError } from '../postgrest.mjs';
import { Rollback } from './errors.mjs';

const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
/**
 * Deeper bodies are refused before parsing: the stand-in's own JSON handling (and PGlite's) is
 * recursive, and thousands of levels would overflow the stack. No row of this project nests
 * more than a handful of levels.
 */
const MAX_JSON_DEPTH = 512;

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
  if (jsonDepth(req.body) > MAX_JSON_DEPTH) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  try {
    return JSON.parse(req.body);
  } catch {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/**
 * How deeply arrays and objects nest in a JSON text (strings skipped), without parsing it.
 * @param {string} text
 */
function jsonDepth(text) {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > max) max = depth;
    } else if (c === 93 || c === 125) {
      depth -= 1;
    }
  }
  return max;
}
