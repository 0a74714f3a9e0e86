// POST /auth/v1/logout?scope=global|local|others: ends this session, the others, or all of them.

/** @type {import('./index.mjs').AuthHandler} */
export async function logout(req, _params, { db, tokens }) {
  const scope = req.search.get('scope') ?? 'global';
  const claims = await tokens.verifyUserToken(req.bearer);
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
  return { status: 204, headers: {}, body: '' };
}
