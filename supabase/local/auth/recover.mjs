// Password recovery as Supabase Auth runs it with the implicit flow: POST /recover e-mails a
// link (kept in the stand-in's inbox, /inbox); GET /verify?token=...&type=recovery&redirect_to=...
// spends the link and redirects with a session in the URL fragment, whose amr is "recovery" (the
// client's PASSWORD_RECOVERY). POST /verify {type: 'recovery', token_hash} answers the session as
// JSON (verifyOtp). The answer to /recover never tells whether the e-mail has an account: the same
// budgets apply to every address alike. Budgets are per address and per source (the client's address,
// the last X-Forwarded-For hop as the gateway leaves it), never one for everybody: a script asking
// for unknown addresses spends its own source's budget and nobody else's (issue 41).
import { createHash, randomBytes } from 'node:crypto';
import { AuthError, reply } from './errors.mjs';
import { openSession } from './sessions.mjs';
import { newRefreshToken } from './tokens.mjs';
import { userById } from './users.mjs';

/** A link works this long (Supabase's default e-mail OTP expiry). */
const LINK_EXPIRY_SECONDS = 3600;
/** One request per address in this window (GoTrue's SMTP max frequency). */
const PER_ADDRESS_SECONDS = 60;
/** Requests per address in an hour, so one inbox cannot be flooded from many sources. */
export const PER_ADDRESS_PER_HOUR = 5;
/** Requests per source in an hour, whatever the addresses. */
export const PER_SOURCE_PER_HOUR = 30;
const HOUR_MS = 3_600_000;

/** @param {string} token */
function tokenHash(token) {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * @typedef {object} RecoverLimits
 * @property {Map<string, number[]>} byAddress  when each address was asked for in the last hour
 * @property {Map<string, number[]>} bySource  when each source asked in the last hour
 */

/** @returns {RecoverLimits} */
export function createRecoverLimits() {
  return { byAddress: new Map(), bySource: new Map() };
}

/**
 * Times within the last hour, dropping the key when none are left.
 * @param {Map<string, number[]>} map
 * @param {string} key
 * @param {number} now
 */
function recent(map, key, now) {
  const times = (map.get(key) ?? []).filter((at) => now - at < HOUR_MS);
  if (times.length) map.set(key, times);
  else map.delete(key);
  return times;
}

/**
 * Whether a request for this address from this source may go out now; records it when it may.
 * 'address': within a minute of the last one for the address, or its hourly budget spent;
 * 'source': the source's hourly budget spent.
 * @param {RecoverLimits} limits
 * @param {string} address
 * @param {string} source
 * @param {number} now  ms
 * @returns {'address' | 'source' | null}
 */
export function allowRecovery(limits, address, source, now) {
  // Forget what no longer counts, so the maps stay as small as the last hour's traffic.
  for (const key of [...limits.byAddress.keys()]) recent(limits.byAddress, key, now);
  for (const key of [...limits.bySource.keys()]) recent(limits.bySource, key, now);
  const forAddress = recent(limits.byAddress, address, now);
  const fromSource = recent(limits.bySource, source, now);
  const last = forAddress.at(-1);
  if ((last !== undefined && now - last < PER_ADDRESS_SECONDS * 1000) || forAddress.length >= PER_ADDRESS_PER_HOUR) return 'address';
  if (fromSource.length >= PER_SOURCE_PER_HOUR) return 'source';
  limits.byAddress.set(address, [...forAddress, now]);
  limits.bySource.set(source, [...fromSource, now]);
  return null;
}

/**
 * The client's address as the gateway reports it: the last X-Forwarded-For hop (the stand-in appends
 * the socket's peer, or the app's proxy its own view), else the socket's.
 * @param {import('./index.mjs').AuthRequest} req
 */
function sourceOf(req) {
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  return hops.at(-1)?.trim() || req.ip;
}

/**
 * Where a link may send the browser: the app's site, or any page on this machine (loopback);
 * anything else falls back to the site, as GoTrue does with addresses outside its allow list.
 * @param {string | null} requested
 * @param {string} siteUrl
 */
function allowedRedirect(requested, siteUrl) {
  if (!requested) return siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (loopback || url.origin === site.origin)) return url.href;
  } catch {
    // not a URL
  }
  return siteUrl;
}

/**
 * POST /recover {email}: sends the recovery e-mail when the address has an account; the same
 * empty answer either way.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function recover(req, _params, deps) {
  const email = typeof req.json.email === 'string' ? req.json.email.trim().toLowerCase() : '';
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  if (!/^[^@\s]+@[^@\s]+$/.test(email) || email.length > 255) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const limited = allowRecovery(deps.recoverLimits, email, sourceOf(req), Date.now());
  if (limited === 'address') {
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${PER_ADDRESS_SECONDS} seconds.`);
  }
  if (limited === 'source') throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');

  const redirectTo = allowedRedirect(req.search.get('redirect_to'), deps.siteUrl);
  const token = randomBytes(24).toString('hex');
  const link = `${deps.issuer}/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
  await deps.db.transaction(async (tx) => {
    const updated = await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where lower(email) = $1 returning email',
      [email, tokenHash(token)],
    );
    const address = updated.rows[0]?.email;
    if (!address) return;
    await tx.query('insert into stand_in.mail (recipient, subject, body, link) values ($1, $2, $3, $4)', [
      String(address),
      'Redefinir sua senha - Sonho & Sorte',
      'Recebemos um pedido para redefinir a senha da sua conta no Sonho & Sorte.\n\n' +
        `Para criar uma nova senha, abra o link abaixo (vale por ${LINK_EXPIRY_SECONDS / 60} minutos e funciona uma vez):\n\n${link}\n\n` +
        'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
      link,
    ]);
  });
  return reply(req, 200, {});
}

/**
 * Spends a recovery token: the user's new session (amr "recovery", aal1), or null when the
 * token is unknown, used or expired.
 * @param {import('./index.mjs').AuthDeps} deps
 * @param {string} token
 */
async function spend({ db, tokens }, token) {
  if (!token) return null;
  return db.transaction(async (tx) => {
    const found = await tx.query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
       where recovery_token = $1 and recovery_token <> '' and recovery_sent_at > now() - make_interval(secs => $2)
       returning id`,
      [tokenHash(token), LINK_EXPIRY_SECONDS],
    );
    const userId = found.rows[0]?.id;
    if (!userId) return null;
    const refreshToken = newRefreshToken();
    const sessionId = await openSession(tx, String(userId), 'recovery', refreshToken);
    const user = /** @type {Record<string, any>} */ (await userById(tx, String(userId)));
    return tokens.sessionResponse(tx, user, sessionId, refreshToken);
  });
}

/**
 * GET /verify?token=...&type=recovery&redirect_to=...: the e-mailed link. Redirects with the
 * session in the fragment, or with otp_expired when the link was used or is too old.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function verifyLink(req, _params, deps) {
  const type = req.search.get('type');
  if (type !== 'recovery') throw new AuthError(400, 'validation_failed', 'The local stand-in verifies recovery links only');
  const target = allowedRedirect(req.search.get('redirect_to'), deps.siteUrl).split('#')[0];
  const session = await spend(deps, req.search.get('token') ?? '');
  const fragment = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
      })
    : new URLSearchParams({ error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired' });
  return { status: 303, headers: { Location: `${target}#${fragment}` }, body: '' };
}

/**
 * POST /verify {type: 'recovery', token_hash}: the same, answered as a session body.
 * @type {import('./index.mjs').AuthHandler}
 */
export async function verifyOtp(req, _params, deps) {
  if (req.json.type !== 'recovery' || typeof req.json.token_hash !== 'string') {
    throw new AuthError(400, 'validation_failed', 'The local stand-in verifies recovery token_hash only');
  }
  const session = await spend(deps, req.json.token_hash);
  if (!session) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
  return reply(req, 200, session);
}
