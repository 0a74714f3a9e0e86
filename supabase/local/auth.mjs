// The /auth/v1 half of the stand-in: the GoTrue endpoints supabase-js uses for email and password
// (token, user, logout), the lockout of SPEC §4 decided by the database, and a small admin API.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

export const MIN_PASSWORD_LENGTH = 8;
const BCRYPT_COST = 10;
const API_VERSION = '2024-01-01';
// A rotated refresh token still works this long, so two tabs refreshing at once both succeed.
const REFRESH_REUSE_SECONDS = 10;
/** @type {Promise<string> | null} */
let dummyHash = null;
// Compared against when the email is unknown, so both failures take the same time.
function getDummyHash() {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), BCRYPT_COST);
  return dummyHash;
}

/** A GoTrue error: answered as `{code, message}` (API version 2024-01-01) or the older `{code, error_code, msg}`. */
export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} errorCode
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, errorCode, message, extra = {}) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

/**
 * @param {string} hash
 * @param {string} password
 */
function verifyPassword(password, hash) {
  // pgcrypto writes $2a$ hashes, bcryptjs $2b$; both verify the same way.
  return bcrypt.compare(password, hash);
}

/**
 * @param {string} password
 * @param {number} [cost]  bcrypt cost; GoTrue's is 10
 */
export function hashPassword(password, cost = BCRYPT_COST) {
  return bcrypt.hash(password, cost);
}

const USER_JSON = `json_build_object(
    'id', u.id,
    'aud', coalesce(u.aud, 'authenticated'),
    'role', coalesce(u.role, 'authenticated'),
    'email', u.email,
    'email_confirmed_at', u.email_confirmed_at,
    'phone', '',
    'confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', u.raw_app_meta_data,
    'user_metadata', u.raw_user_meta_data,
    'identities', '[]'::json,
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'is_anonymous', u.is_anonymous
  )::text`;

/**
 * @param {import('./database.mjs').Tx} tx
 * @param {string} userId
 * @returns {Promise<Record<string, any> | null>}
 */
async function userById(tx, userId) {
  const result = await tx.query(`select ${USER_JSON} as user from auth.users u where u.id = $1`, [userId]);
  const row = result.rows[0];
  return row ? JSON.parse(String(row.user)) : null;
}

/**
 * Creates an auth user (and, through the migrations' trigger, its profile).
 * @param {import('./database.mjs').Tx} tx
 * @param {{ email: string, passwordHash: string, userMetadata?: Record<string, unknown>, appMetadata?: Record<string, unknown> }} input
 * @returns {Promise<string>} the new user's id
 */
export async function insertUser(tx, { email, passwordHash, userMetadata = {}, appMetadata = {} }) {
  const result = await tx.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data
     ) values (
       '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       lower($1), $2, now(), $3::jsonb, $4::jsonb
     ) returning id`,
    [email.trim(), passwordHash, JSON.stringify({ provider: 'email', providers: ['email'], ...appMetadata }), JSON.stringify(userMetadata)],
  );
  const id = String(result.rows[0]?.id);
  await tx.query(
    `insert into auth.identities (user_id, provider_id, identity_data, provider)
     values ($1::uuid, $2, jsonb_build_object('sub', $2::text, 'email', lower($3::text), 'email_verified', true), 'email')`,
    [id, id, email.trim()],
  );
  return id;
}

/**
 * Creates the admin, or resets an existing account to admin with a new password; either way the
 * next sign-in must change the password.
 * @param {import('./database.mjs').Database} db
 * @param {{ email: string, password: string, fullName?: string }} input
 * @returns {Promise<{ id: string, created: boolean }>}
 */
export async function createOrResetAdmin(db, { email, password, fullName }) {
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email.trim())) throw new Error('A valid --email is required');
  if (!password || password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await tx.query('select id from auth.users where lower(email) = lower($1)', [email.trim()]);
    let id = existing.rows[0]?.id ? String(existing.rows[0].id) : null;
    const created = id === null;
    if (id === null) {
      id = await insertUser(tx, { email, passwordHash, userMetadata: fullName ? { full_name: fullName } : {} });
    } else {
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [id, passwordHash]);
    }
    await tx.query(
      `update public.profiles
       set role = 'admin', must_change_password = true, full_name = coalesce($2, full_name)
       where id = $1`,
      [id, fullName ?? null],
    );
    return { id, created };
  });
}

/**
 * @param {{ db: import('./database.mjs').Database, jwtSecret: string, jwtExpiry: number, issuer: string, bcryptCost?: number }} deps
 */
export function createAuth({ db, jwtSecret, jwtExpiry, issuer, bcryptCost = BCRYPT_COST }) {
  const key = new TextEncoder().encode(jwtSecret);
  /** @type {Map<string, Promise<unknown>>} */
  const identifierLocks = new Map();

  /**
   * Attempts on one identifier run one after another, so parallel guesses cannot all slip
   * past the lock check before the first failure is recorded.
   * @template T
   * @param {string} identifier
   * @param {() => Promise<T>} job
   * @returns {Promise<T>}
   */
  function serialisePerIdentifier(identifier, job) {
    const previous = identifierLocks.get(identifier) ?? Promise.resolve();
    const result = previous.then(job, job);
    const settled = result.catch(() => undefined);
    identifierLocks.set(identifier, settled);
    settled.then(() => {
      if (identifierLocks.get(identifier) === settled) identifierLocks.delete(identifier);
    });
    return result;
  }

  /**
   * @param {Record<string, any>} user
   * @param {string} sessionId
   */
  async function accessToken(user, sessionId) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + jwtExpiry;
    const token = await new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setAudience('authenticated')
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
    return { token, exp };
  }

  /**
   * @param {Record<string, any>} user
   * @param {string} sessionId
   * @param {string} refreshToken
   */
  async function sessionResponse(user, sessionId, refreshToken) {
    const { token, exp } = await accessToken(user, sessionId);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user,
      weak_password: null,
    };
  }

  function newRefreshToken() {
    return randomBytes(24).toString('base64url');
  }

  /**
   * Verifies a user's access token (HS256, audience authenticated).
   * @param {string | null} token
   * @returns {Promise<Record<string, any>>}
   */
  async function verifyUserToken(token) {
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || !payload.sub) {
        throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
      }
      return payload;
    } catch (error) {
      if (error instanceof AuthError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
      }
      throw new AuthError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, signature is invalid');
    }
  }

  /**
   * The claims of a REST request's bearer token, or an error PostgREST would give.
   * @param {string} token
   * @returns {Promise<{ ok: true, claims: Record<string, any> } | { ok: false, expired: boolean }>}
   */
  async function verifyRestToken(token) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      return { ok: true, claims: payload };
    } catch (error) {
      return { ok: false, expired: error instanceof joseErrors.JWTExpired };
    }
  }

  /**
   * The user and session a bearer token stands for, both still existing.
   * @param {string | null} token
   */
  async function currentUser(token) {
    const claims = await verifyUserToken(token);
    return db.transaction(async (tx) => {
      if (typeof claims.session_id === 'string') {
        const session = await tx.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
        if (session.rows.length === 0) {
          throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
      }
      const user = await userById(tx, String(claims.sub));
      if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return { claims, user };
    });
  }

  /**
   * POST /token?grant_type=password. The lock is checked first (refused attempts are logged and
   * do not count), then the password; every attempt is recorded by record_login_attempt.
   * @param {Record<string, unknown>} body
   * @param {{ trustedCaller?: boolean }} [options]  trustedCaller: no lockout check nor record here
   */
  async function passwordGrant(body, options = {}) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) throw new AuthError(400, 'validation_failed', 'missing email or phone');
    if (!password) throw new AuthError(400, 'validation_failed', 'missing password');
    const identifier = email.toLowerCase();

    if (options.trustedCaller) return checkPasswordAndOpenSession(email, identifier, password, false);
    return serialisePerIdentifier(identifier, async () => {
      const lock = await db.transaction(async (tx) => {
        const status = (await tx.query('select public.login_lock_status($1)::text as status', [identifier])).rows[0];
        const parsed = JSON.parse(String(status?.status));
        if (parsed.locked) {
          await tx.query("select public.record_login_attempt($1, 'failed', 'Account locked')", [email]);
        }
        return /** @type {{ locked: boolean, remaining_minutes: number }} */ (parsed);
      });
      if (lock.locked) {
        throw new AuthError(400, 'too_many_attempts', `Account locked. Try again in ${lock.remaining_minutes} minutes`, {
          remaining_minutes: lock.remaining_minutes,
        });
      }

      return checkPasswordAndOpenSession(email, identifier, password, true);
    });
  }

  /**
   * @param {string} email
   * @param {string} identifier
   * @param {string} password
   * @param {boolean} record  whether to file the attempt in the sign-in history
   */
  async function checkPasswordAndOpenSession(email, identifier, password, record) {
    const found = await db.query('select id, encrypted_password, banned_until from auth.users where lower(email) = $1', [identifier]);
    const user = found.rows[0];
    const valid = await verifyPassword(password, user ? String(user.encrypted_password ?? '') : await getDummyHash());
    if (!user || !valid) {
      const reason = user ? 'Invalid login credentials' : 'User not found or invalid credentials';
      if (record) await db.query("select public.record_login_attempt($1, 'failed', $2)", [email, reason]);
      throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials', { error: 'invalid_grant', error_description: 'Invalid login credentials' });
    }
    if (user.banned_until && new Date(String(user.banned_until)) > new Date()) {
      if (record) await db.query("select public.record_login_attempt($1, 'failed', 'User banned')", [email]);
      throw new AuthError(400, 'user_banned', 'User is banned');
    }

    const refreshToken = newRefreshToken();
    const { userJson, sessionId } = await db.transaction(async (tx) => {
      if (record) await tx.query("select public.record_login_attempt($1, 'success', null)", [email]);
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      const session = await tx.query('insert into auth.sessions (user_id) values ($1) returning id', [user.id]);
      const sid = String(session.rows[0]?.id);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, user.id, sid]);
      return { userJson: await userById(tx, String(user.id)), sessionId: sid };
    });
    return sessionResponse(/** @type {Record<string, any>} */ (userJson), sessionId, refreshToken);
  }

  /**
   * POST /token?grant_type=refresh_token. Tokens rotate on use; a just-rotated token still
   * yields the current one for a few seconds; any older reuse ends the session.
   * @param {Record<string, unknown>} body
   */
  async function refreshGrant(body) {
    const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!presented) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    const outcome = await db.transaction(async (tx) => {
      const found = await tx.query(
        `select id, user_id, session_id, revoked,
                extract(epoch from (now() - updated_at)) as revoked_seconds
         from auth.refresh_tokens where token = $1`,
        [presented],
      );
      const row = found.rows[0];
      if (!row) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
      /** @type {string} */
      let token;
      if (row.revoked) {
        const child = await tx.query('select token from auth.refresh_tokens where parent = $1 and not revoked', [presented]);
        const childToken = child.rows[0]?.token;
        if (!childToken || Number(row.revoked_seconds) > REFRESH_REUSE_SECONDS) {
          await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
          return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
        }
        token = String(childToken);
      } else {
        token = newRefreshToken();
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
        await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
          token,
          row.user_id,
          row.session_id,
          presented,
        ]);
      }
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
      const user = await userById(tx, String(row.user_id));
      if (!user) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
      return { user, sessionId: String(row.session_id), token };
    });
    // Raised after the transaction so that revoking a reused token's session is kept.
    if ('error' in outcome) throw outcome.error;
    return sessionResponse(outcome.user, outcome.sessionId, outcome.token);
  }

  /**
   * PUT /user: a new password (at least 8 characters, different from the current one) and/or
   * user metadata.
   * @param {string | null} token
   * @param {Record<string, unknown>} body
   */
  async function updateUser(token, body) {
    const { user } = await currentUser(token);
    if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== String(user.email).toLowerCase()) {
      throw new AuthError(422, 'email_change_not_allowed', 'Changing the email is not supported by the local stand-in');
    }
    /** @type {string | null} */
    let passwordHash = null;
    if (body.password !== undefined) {
      const password = typeof body.password === 'string' ? body.password : '';
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
          weak_password: { reasons: ['length'] },
        });
      }
      const current = await db.query('select encrypted_password from auth.users where id = $1', [user.id]);
      if (await verifyPassword(password, String(current.rows[0]?.encrypted_password ?? ''))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password, bcryptCost);
    }
    const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : null;
    return db.transaction(async (tx) => {
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
      }
      if (data) {
        await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [
          user.id,
          JSON.stringify(data),
        ]);
      }
      return userById(tx, String(user.id));
    });
  }

  /**
   * POST /logout?scope=global|local|others
   * @param {string | null} token
   * @param {string} scope
   */
  async function logout(token, scope) {
    const claims = await verifyUserToken(token);
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
    await db.transaction(async (tx) => {
      if (scope === 'local') {
        await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      } else if (scope === 'others') {
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, sessionId]);
      } else {
        await tx.query('delete from auth.sessions where user_id = $1', [claims.sub]);
      }
    });
  }

  /**
   * POST /admin/users (secret key only): creates a confirmed user.
   * @param {Record<string, unknown>} body
   */
  async function adminCreateUser(body) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
    const passwordHash = await hashPassword(password, bcryptCost);
    const userMetadata = body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : {};
    return db.transaction(async (tx) => {
      const existing = await tx.query('select 1 from auth.users where lower(email) = lower($1)', [email]);
      if (existing.rows.length) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const id = await insertUser(tx, { email, passwordHash, userMetadata: /** @type {Record<string, unknown>} */ (userMetadata) });
      return userById(tx, id);
    });
  }

  /**
   * PUT /admin/users/{id} (secret key only): sets a new password and/or metadata.
   * @param {string} userId
   * @param {Record<string, unknown>} body
   */
  async function adminUpdateUser(userId, body) {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new AuthError(404, 'user_not_found', 'User not found');
    /** @type {string | null} */
    let passwordHash = null;
    if (body.password !== undefined) {
      const password = typeof body.password === 'string' ? body.password : '';
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
          weak_password: { reasons: ['length'] },
        });
      }
      passwordHash = await hashPassword(password, bcryptCost);
    }
    return db.transaction(async (tx) => {
      const existing = await userById(tx, userId);
      if (!existing) throw new AuthError(404, 'user_not_found', 'User not found');
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
      }
      if (body.user_metadata && typeof body.user_metadata === 'object') {
        await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [
          userId,
          JSON.stringify(body.user_metadata),
        ]);
      }
      return userById(tx, userId);
    });
  }

  return {
    passwordGrant,
    refreshGrant,
    currentUser,
    updateUser,
    logout,
    adminCreateUser,
    adminUpdateUser,
    verifyRestToken,
  };
}

/**
 * Builds the error response in the shape the client asked for with X-Supabase-Api-Version.
 * @param {AuthError} error
 * @param {string | undefined} apiVersionHeader
 */
export function authErrorBody(error, apiVersionHeader) {
  if (apiVersionHeader && apiVersionHeader >= API_VERSION) {
    return {
      headers: { 'X-Supabase-Api-Version': API_VERSION },
      body: { code: error.errorCode, message: error.message, ...withoutOAuthFields(error.extra) },
    };
  }
  return { headers: {}, body: { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra } };
}

/**
 * The OAuth-style `error`/`error_description` belong to the older shape only.
 * @param {Record<string, unknown>} extra
 */
function withoutOAuthFields(extra) {
  return Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'error' && key !== 'error_description'));
}
