// For local use only (`npm run mfa:code`): the codes an account's authenticators show right now, read from the
// stand-in's own database. A real project never hands out a factor's secret.
import { PERIOD_SECONDS, base32Decode, currentStep, hotp } from './totp.mjs';

/**
 * @param {{ query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }} db
 * @param {string} email
 * @param {number} [nowMs]
 * @returns {Promise<{ name: string, status: string, code: string, secondsLeft: number }[]>}
 */
export async function currentCodes(db, email, nowMs = Date.now()) {
  const factors = await db.query(
    `select f.friendly_name, f.status::text as status, f.secret
     from auth.mfa_factors f join auth.users u on u.id = f.user_id
     where lower(u.email) = lower($1) and f.factor_type::text = 'totp'
     order by f.created_at`,
    [email.trim()],
  );
  const step = currentStep(nowMs);
  const secondsLeft = PERIOD_SECONDS - Math.floor((nowMs / 1000) % PERIOD_SECONDS);
  return factors.rows.map((f) => ({
    name: String(f.friendly_name ?? ''),
    status: String(f.status),
    code: hotp(base32Decode(String(f.secret)), step),
    secondsLeft,
  }));
}
