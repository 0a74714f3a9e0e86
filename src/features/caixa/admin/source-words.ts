// What the Fontes screen says about a Caixa source: its last status in words (caixa_source_state.last_status, as
// the ingest function writes it), the log's kinds, and which fields a correction changed. Pure, for the tests.

export type SourceTone = 'ok' | 'waiting' | 'failing';

/** The status in words and its tone; the 5xx status takes its number from the detail ('HTTP 502 from the source'). */
export function statusWords(status: string | null, detail: string | null = null): { text: string; tone: SourceTone } {
  switch (status) {
    case null:
      return { text: 'Ainda não consultada', tone: 'waiting' };
    case 'ok':
      return { text: 'Funcionando', tone: 'ok' };
    case 'http_404':
      return { text: 'Nada publicado ainda (404)', tone: 'waiting' };
    case 'http_403':
      return { text: 'A Caixa recusou (403): a função deve rodar em São Paulo', tone: 'failing' };
    case 'http_5xx': {
      const code = /\b(5\d\d)\b/.exec(detail ?? '')?.[1];
      return { text: code ? `Erro ${code}` : 'Erro no servidor da Caixa', tone: 'failing' };
    }
    case 'timeout':
      return { text: 'Sem resposta (tempo esgotado)', tone: 'failing' };
    case 'html':
    case 'malformed':
      return { text: 'Resposta inválida', tone: 'failing' };
    case 'invalid':
      return { text: 'Resultado recusado: fora das regras do jogo', tone: 'failing' };
    case 'unreachable':
      return { text: 'Fonte inacessível', tone: 'failing' };
    default:
      return { text: status, tone: 'failing' };
  }
}

export const EVENT_KIND_WORDS: Record<string, string> = {
  stored: 'Guardado',
  corrected: 'Correção',
  refused: 'Recusado',
  error: 'Falha',
  backfill: 'Histórico',
};

/** The columns a correction changed, each with its value before and after, as short text. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { field: string; before: string; after: string }[] {
  const text = (value: unknown) => {
    const json = value === undefined ? '—' : JSON.stringify(value);
    return json.length > 160 ? `${json.slice(0, 159)}…` : json;
  };
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}
