// auth.users rows: the user JSON GoTrue answers with, creating a user, and the admin of the CLI.
import { MIN_PASSWORD_LENGTH, hashPassword } from './passwords.mjs';

const USER_JSON = `(jsonb_build_object(
    'id', u.id,
    'aud', coalesce(u.aud, 'authenticated'),
    'role', coalesce(u.role, 'authenticated'),
    'email', u.email,
    'email_confirmed_at', u.email_confirmed_at,
    'phone', '',
    'confirmed_at', u.email_confirmed_at,
    'recovery_sent_at', u.recovery_sent_at,
    'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', u.raw_app_meta_data,
    'user_metadata', u.raw_user_meta_data,
    'identities', '[]'::jsonb,
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'is_anonymous', u.is_anonymous
  ) || coalesce((
    -- GoTrue lists the factors only when there are some (omitempty).
    select jsonb_build_object('factors', jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'id', f.id,
      'friendly_name', nullif(f.friendly_name, ''),
      'factor_type', f.factor_type,
      'status', f.status,
      'created_at', f.created_at,
      'updated_at', f.updated_at
    )) || jsonb_build_object('last_challenged_at', f.last_challenged_at) order by f.created_at, f.id))
    from auth.mfa_factors f where f.user_id = u.id
    having count(*) > 0
  ), '{}'::jsonb))::text`;

/**
 * @param {import('../database.mjs').Tx} tx
 * @param {string} userId
 * @returns {Promise<Record<string, any> | null>}
 */
export async function userById(tx, userId) {
  const result = await tx.query(`select ${USER_JSON} as user from auth.users u where u.id = $1`, [userId]);
  const row = result.rows[0];
  return row ? JSON.parse(String(row.user)) : null;
}

/**
 * Creates an auth user (and, through the migrations' trigger, its profile).
 * @param {import('../database.mjs').Tx} tx
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
 * Sets a user's password hash and/or merges into its user metadata.
 * @param {import('../database.mjs').Tx} tx
 * @param {string} userId
 * @param {{ passwordHash: string | null, metadata: unknown }} change
 */
export async function updateUserRow(tx, userId, { passwordHash, metadata }) {
  if (passwordHash) {
    await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [userId, passwordHash]);
  }
  if (metadata) {
    await tx.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1', [
      userId,
      JSON.stringify(metadata),
    ]);
  }
}

/**
 * Creates the admin, or resets an existing account to admin with a new password; either way the
 * next sign-in must change the password.
 * @param {import('../database.mjs').Database} db
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
