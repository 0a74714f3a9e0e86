// /auth/v1/factors: multi-factor authentication with TOTP, as Supabase Auth answers
// supabase.auth.mfa.enroll, challenge, verify and unenroll. Verifying a factor raises the session
// to aal2 (its next tokens say so) and ends the user's other aal1 sessions. Every verification
// goes through the database's MFA verification attempt hook (the access monitor's rows and the
// lock after repeated wrong codes), as a real project with that hook enabled does. One addition
// of the stand-in's own: a code is accepted once (RFC 6238 §5.2).
import { AuthError, reply } from './errors.mjs';
import { addMethod } from './sessions.mjs';
import { currentUser, newRefreshToken } from './tokens.mjs';
import { matchingStep, newSecret, otpauthUri, qrSvg } from './totp.mjs';
import { userById } from './users.mjs';

/** Supabase Auth's defaults (MFA_CHALLENGE_EXPIRY_DURATION, factor expiry, MFA_MAX_ENROLLED_FACTORS). */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;

/**
 * The factor of the path, which must be the signed-in user's (GoTrue's loadFactor).
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {string} userId
 * @param {string | undefined} factorId
 */
async function loadFactor({ db }, userId, factorId) {
  const id = decodeURIComponent(factorId ?? '');
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  const found = await db.query(
    "select id, user_id, factor_type::text as factor_type, status::text as status, secret from auth.mfa_factors where id = $1 and user_id = $2",
    [id, userId],
  );
  const factor = found.rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return /** @type {{ id: string, user_id: string, factor_type: string, status: string, secret: string }} */ (factor);
}

/**
 * The signed-in user and its session (a token without one cannot use factors).
 * @param {import('./index.mjs').AuthRequest} req
 * @param {import('./index.mjs').AuthDeps} deps
 */
async function signedIn(req, deps) {
  const { user, session } = await currentUser(deps, req.bearer);
  if (!session) throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required to enroll a factor');
  return { user, session };
}

/**
 * POST /factors {factor_type: 'totp', friendly_name?, issuer?}: a new unverified TOTP factor,
 * with its secret, otpauth:// URI and QR code (SVG text; supabase-js makes it a data: URL).
 * @type {import('./index.mjs').AuthHandler}
 */
export async function enrollFactor(req, _params, deps) {
  const { user, session } = await signedIn(req, deps);
  const body = req.json;
  const factorType = typeof body.factor_type === 'string' ? body.factor_type : '';
  if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') throw new AuthError(422, 'mfa_web_authn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  if (factorType !== 'totp') throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : deps.siteHost;

  const secret = newSecret();
  const uri = otpauthUri({ issuer, account: String(user.email), secret });
  const id = await deps.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors where status = 'unverified' and created_at < now() - make_interval(secs => $1)`,
      [UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    );
    const factors = (await tx.query("select friendly_name, status::text as status from auth.mfa_factors where user_id = $1", [user.id])).rows;
    if (factors.some((f) => String(f.friendly_name ?? '') === friendlyName)) {
      throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (factors.length >= MAX_FACTORS || factors.filter((f) => f.status === 'verified').length >= MAX_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const created = await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id`,
      [user.id, friendlyName, secret],
    );
    return String(created.rows[0]?.id);
  });
  return reply(req, 200, { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrSvg(uri), secret, uri } });
}

/**
 * POST /factors/{id}/challenge: a challenge to verify a code against, valid five minutes.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function challengeFactor(req, params, deps) {
  const { user } = await signedIn(req, deps);
  const factor = await loadFactor(deps, String(user.id), params.id);
  const challenge = await deps.db.transaction(async (tx) => {
    const created = await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values (gen_random_uuid(), $1, clock_timestamp(), $2::inet)
       returning id, floor(extract(epoch from created_at))::bigint + $3 as expires_at, created_at`,
      [factor.id, hostOf(req.ip), CHALLENGE_EXPIRY_SECONDS],
    );
    const row = created.rows[0];
    await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [factor.id, row?.created_at]);
    return row;
  });
  return reply(req, 200, { id: String(challenge?.id), type: factor.factor_type, expires_at: Number(challenge?.expires_at) });
}

/**
 * POST /factors/{id}/verify {challenge_id, code}: a right code verifies the factor (if new) and
 * answers a new session body at aal2.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function verifyFactor(req, params, deps) {
  const { db, tokens } = deps;
  const { user, session } = await signedIn(req, deps);
  const factor = await loadFactor(deps, String(user.id), params.id);
  const code = typeof req.json.code === 'string' ? req.json.code : '';
  const challengeId = typeof req.json.challenge_id === 'string' ? req.json.challenge_id : '';
  if (!code) throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');

  const challenge = /^[0-9a-f-]{36}$/i.test(challengeId)
    ? (await db.query(
        `select id, verified_at, host(ip_address) as ip, created_at < now() - make_interval(secs => $3) as expired
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
      )).rows[0]
    : undefined;
  if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  if (challenge.verified_at || String(challenge.ip) !== hostOf(req.ip)) {
    throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
  }

  // A right code counts once: its step must be later than the last accepted one (claimed
  // atomically, so two requests with one code cannot both pass).
  const step = matchingStep(factor.secret, code);
  const valid =
    step !== null &&
    (await db.query(
      'update auth.mfa_factors set last_totp_step = $2 where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id',
      [factor.id, step],
    )).rows.length === 1;

  const hook = await db.transaction(async (tx) => {
    const event = { factor_id: factor.id, factor_type: factor.factor_type, user_id: user.id, valid };
    const out = (await tx.query('select public.hook_mfa_verification_attempt($1::jsonb)::text as out', [JSON.stringify(event)])).rows[0];
    return /** @type {{ decision?: string, message?: string }} */ (JSON.parse(String(out?.out ?? '{}')));
  });
  if (hook.decision === 'reject') {
    // GoTrue signs the user out everywhere when the hook rejects a verification.
    await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    throw new AuthError(403, 'mfa_verification_rejected', hook.message || 'Further MFA verification attempts will be rejected.');
  }
  if (!valid) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

  const body = await db.transaction(async (tx) => {
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challenge.id]);
    await tx.query("update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'", [factor.id]);
    await addMethod(tx, session.id, 'totp');
    await tx.query("update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1", [session.id, factor.id]);
    // The session's refresh token is swapped for a new one (GoTrue's GrantRefreshTokenSwap).
    const current = await tx.query('select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [session.id]);
    const parent = current.rows[0]?.token ?? null;
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [session.id]);
    const refreshToken = newRefreshToken();
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [refreshToken, user.id, session.id, parent]);
    // The user's sessions still at aal1 end; unverified TOTP factors go.
    await tx.query("delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') < 'aal2'", [user.id, session.id]);
    await tx.query("delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'", [user.id]);
    const fresh = /** @type {Record<string, any>} */ (await userById(tx, String(user.id)));
    return tokens.sessionResponse(tx, fresh, session.id, refreshToken);
  });
  return reply(req, 200, body);
}

/**
 * DELETE /factors/{id}: a verified factor only from an aal2 session; sessions raised by it go
 * back to aal1.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function unenrollFactor(req, params, deps) {
  const { user, session } = await signedIn(req, deps);
  const factor = await loadFactor(deps, String(user.id), params.id);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deps.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await tx.query(
      `delete from auth.mfa_amr_claims c using auth.sessions s
       where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = $2`,
      [factor.id, factor.factor_type],
    );
    await tx.query("update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2", [user.id, factor.id]);
  });
  return reply(req, 200, { id: factor.id });
}

/** @param {string} ip  as the socket gives it (::ffff:127.0.0.1 for IPv4 on a dual stack) */
function hostOf(ip) {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
