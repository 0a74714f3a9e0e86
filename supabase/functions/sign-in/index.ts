// The sign-in Edge Function: the login lockout (SPEC §4) on every Supabase plan. The password
// verification hook that lets the database refuse a sign-in needs the Team plan; this function
// needs none. It asks the database (with the secret key) whether the e-mail is locked and files
// the attempt before the password reaches Supabase Auth, then marks the attempt a success when
// Auth accepts it. The app calls it instead of /auth/v1/token when VITE_SIGN_IN_FUNCTION is set.
//
// A plain Request -> Response handler with no imports, so that Supabase's Deno runtime and the
// local stand-in (which serves this same file at /functions/v1/sign-in) run the same code.

export interface SignInEnv {
  /** The project URL, e.g. https://xyz.supabase.co */
  supabaseUrl: string;
  /** The secret (service_role) key: the lockout functions are granted to that role only. */
  serviceRoleKey: string;
}

interface LockDecision {
  locked: boolean;
  remaining_minutes: number;
  attempt_id: string | null;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const MAX_BODY_CHARS = 4096;

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** GoTrue's error shape (API version 2024-01-01), so supabase-js reads it as an AuthError. */
function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return reply(status, { code, message, ...extra });
}

function keyHeaders(key: string): Record<string, string> {
  // Legacy keys are JWTs and go in Authorization too; the newer sb_secret_ keys only as apikey.
  return key.split('.').length === 3 ? { apikey: key, Authorization: `Bearer ${key}` } : { apikey: key };
}

export function createSignInHandler(env: SignInEnv, fetchImpl: typeof fetch = fetch) {
  const base = env.supabaseUrl.replace(/\/+$/, '');

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await fetchImpl(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...keyHeaders(env.serviceRoleKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`rpc ${name} failed with ${response.status}: ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return authError(405, 'method_not_allowed', 'Use POST');
    // JSON only: another site's plain HTML form (text/plain, or a body with no type, needs no CORS
    // preflight) must not try passwords with ?apikey= (issue 41).
    const type = req.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
      return authError(415, 'unsupported_media_type', `Content-Type must be application/json, not ${type.slice(0, 100) || 'none'}`);
    }

    const text = await req.text();
    if (text.length > MAX_BODY_CHARS) return authError(413, 'request_too_large', 'Request body too large');
    let body: unknown;
    try {
      body = JSON.parse(text || '{}');
    } catch {
      return authError(400, 'bad_json', 'Could not parse request body as JSON');
    }
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = typeof fields.password === 'string' ? fields.password : '';
    if (!email) return authError(400, 'validation_failed', 'missing email or phone');
    if (!password) return authError(400, 'validation_failed', 'missing password');

    let decision: LockDecision;
    try {
      decision = await rpc<LockDecision>('begin_sign_in', { p_identifier: email });
    } catch {
      // Without the lockout check no password is tried: fail closed.
      return authError(503, 'lockout_unavailable', 'The sign-in service is unavailable. Try again soon.');
    }
    if (decision.locked) {
      return authError(400, 'too_many_attempts', `Account locked. Try again in ${decision.remaining_minutes} minutes`, {
        remaining_minutes: decision.remaining_minutes,
      });
    }

    // The secret key tells Auth the caller is a trusted server; the stand-in then leaves the
    // lockout to us (a real project without the hook has none of its own).
    const auth = await fetchImpl(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        ...keyHeaders(env.serviceRoleKey),
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email, password }),
    });
    const session = await auth.text();
    if (auth.ok && decision.attempt_id) {
      await rpc('finish_sign_in', { p_attempt_id: decision.attempt_id }).catch(() => undefined);
    }
    return new Response(session, {
      status: auth.status,
      headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'X-Supabase-Api-Version': '2024-01-01' },
    });
  };
}

interface DenoLike {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

const deno = (globalThis as { Deno?: DenoLike }).Deno;

/** The handler with the project's own settings (Supabase provides both variables). */
export default async function handler(req: Request): Promise<Response> {
  const url = deno?.env.get('SUPABASE_URL') ?? '';
  const key = deno?.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  if (!url || !key) return authError(500, 'not_configured', 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are required');
  return createSignInHandler({ supabaseUrl: url, serviceRoleKey: key })(req);
}

if (deno) deno.serve(handler);
