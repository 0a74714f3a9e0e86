// How PostgREST answers a failed request: the HTTP status by the PostgreSQL SQLSTATE (PostgREST's
// mapSQLtoHTTP, src/PostgREST/Error.hs, as documented under "Errors / HTTP Status Codes") and for
// PostgREST's own PGRSTxxx errors, and the error for an unknown function. One table shared by the local stand-in (supabase/local/rest/)
// and the test fake (src/testing/fake-supabase.ts), so the two answer every error alike; the
// contract test supabase/tests/fake-contract.test.ts holds them to it.
// Plain JavaScript with its types beside it (postgrest-errors.d.mts): the stand-in runs on Node
// without a TypeScript loader. Pure: no imports.

/** PostgREST's own errors that the stand-in or the fake produce, with PostgREST's status. */
const PGRST_STATUS = Object.freeze({
  PGRST100: 400, // bad query parameter
  PGRST102: 400, // invalid body
  PGRST003: 504, // timed out waiting for a database connection (db-pool-acquisition-timeout)
  PGRST106: 406, // schema not exposed
  PGRST116: 406, // .single(): not exactly one row
  PGRST117: 405, // unsupported HTTP method
  PGRST125: 404, // invalid path
  PGRST202: 404, // function not in the schema cache
  PGRST205: 404, // table not in the schema cache
  PGRST301: 401, // JWT invalid
  PGRST303: 401, // JWT expired
});

/** Whole SQLSTATE classes (the first two characters); any class not listed answers 400. */
const CLASS_STATUS = Object.freeze({
  '08': 503, // connection exception
  '09': 500, // triggered action exception
  '0L': 403, // invalid grantor
  '0P': 403, // invalid role specification
  '25': 500, // invalid transaction state (25006 below)
  '28': 403, // invalid authorization specification
  '2D': 500, // invalid transaction termination
  '38': 500, // external routine exception
  '39': 500, // external routine invocation exception
  '3B': 500, // savepoint exception
  '40': 500, // transaction rollback
  '53': 503, // insufficient resources (53400 below)
  '54': 500, // program limit exceeded
  '55': 500, // object not in prerequisite state
  '57': 500, // operator intervention: 57014 statement timeout (57P01 below)
  '58': 500, // system error
  F0: 500, // configuration file error
  HV: 500, // foreign data wrapper error
  P0: 500, // PL/pgSQL error (P0001 below)
  XX: 500, // internal error
});

/**
 * The HTTP status PostgREST answers an error with.
 * @param {string | undefined} code  a SQLSTATE, or PostgREST's PGRSTxxx
 * @param {{ authenticated: boolean, message?: string }} context  authenticated: the request carried a
 *   JWT (a user's or the service role's), PostgREST's "authed"; message: the error's message (two
 *   codes depend on it)
 * @returns {number}
 */
export function statusForError(code, { authenticated, message = '' }) {
  if (!code) return 500;
  if (Object.hasOwn(PGRST_STATUS, code)) return PGRST_STATUS[/** @type {keyof typeof PGRST_STATUS} */ (code)];
  switch (code) {
    case '23503': // foreign key violation
    case '23505': // unique violation
      return 409;
    case '25006': // read-only transaction: a write through GET
      return 405;
    case '21000': // pg-safeupdate's refusal is the client's fault; any other cardinality violation the server's
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023': // the JWT's role does not exist
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '42501': // insufficient privilege: no JWT → 401, with one → 403
      return authenticated ? 403 : 401;
    case '42883': // undefined function
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01': // undefined table
      return 404;
    case '42P17': // infinite recursion (a policy that reads its own table)
      return 500;
    case '53400': // configuration limit exceeded
      return 500;
    case '57P01': // terminating connection due to administrator command
      return 503;
    case 'P0001': // RAISE EXCEPTION without a code
      return 400;
    default:
  }
  // RAISE ... USING ERRCODE = 'PT409' answers 409 (a code that is not a status answers 500).
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return CLASS_STATUS[/** @type {keyof typeof CLASS_STATUS} */ (code.slice(0, 2))] ?? 400;
}

/**
 * PostgREST's PGRST202 for a function the schema cache lacks (no hint: PostgREST's is a guess at
 * a similar name).
 * @param {string} name
 * @param {string[]} argumentNames  the arguments sent
 * @param {boolean} post  called with POST and a JSON body (GET reads the arguments from the URL)
 */
export function unknownFunctionError(name, argumentNames, post) {
  const names = [...argumentNames].sort();
  const listed = names.length ? ` with parameter${names.length > 1 ? 's' : ''} ${names.join(', ')}` : ' without parameters';
  return {
    code: 'PGRST202',
    message: `Could not find the function public.${name}${names.length ? `(${names.join(', ')})` : ' without parameters'} in the schema cache`,
    details: `Searched for the function public.${name}${listed}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint: null,
  };
}
