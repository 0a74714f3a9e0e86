// Types for postgrest-errors.mjs (plain JavaScript so that the Node stand-in can import it too).

/**
 * The HTTP status PostgREST answers an error with: by SQLSTATE (PostgREST's mapSQLtoHTTP) or PGRSTxxx code.
 * `authenticated`: the request carried a JWT (42501 is 403 then, 401 without); `message`: the error's message.
 */
export declare function statusForError(code: string | undefined, context: { authenticated: boolean; message?: string }): number;

/** PostgREST's PGRST202 for a function the schema cache lacks; `post`: called with POST and a JSON body. */
export declare function unknownFunctionError(
  name: string,
  argumentNames: string[],
  post: boolean,
): { code: 'PGRST202'; message: string; details: string; hint: null };
