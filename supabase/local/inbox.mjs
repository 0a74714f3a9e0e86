// GET /inbox: the e-mails the stand-in's Auth "sent" (password recovery links), newest first,
// like the mail catcher of Supabase's local stack. Served on loopback only, as the whole stand-in.

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * @param {import('./database.mjs').Database} db
 * @returns {Promise<string>}
 */
export async function inboxPage(db) {
  const mail = await db.query(
    `select id, recipient, subject, body, link, to_char(sent_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI:SS') as sent
     from stand_in.mail order by id desc limit 100`,
  );
  const items = mail.rows
    .map((m) => {
      const body = escapeHtml(String(m.body));
      const link = m.link ? escapeHtml(String(m.link)) : '';
      return `<article data-recipient="${escapeHtml(String(m.recipient))}">
  <h2>${escapeHtml(String(m.subject))}</h2>
  <p class="meta">Para <strong>${escapeHtml(String(m.recipient))}</strong> em ${escapeHtml(String(m.sent))}</p>
  <pre>${link ? body.replace(link, `<a href="${link}">${link}</a>`) : body}</pre>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de entrada local</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
.meta{color:#555;margin:0 0 .5rem}pre{white-space:pre-wrap;word-break:break-all;font:inherit}</style></head>
<body><h1>Caixa de entrada local</h1>
<p>E-mails que o Supabase local teria enviado (mais recentes primeiro). Só existe nesta máquina.</p>
${items || '<p>Nenhum e-mail ainda.</p>'}
</body></html>`;
}
