import { describe, expect, it } from 'vitest';
import { changedFields, statusWords } from './source-words';

describe('a source status in words', () => {
  it('says what admins must know of each status the ingest function writes', () => {
    expect(statusWords('unreachable', 'fetch failed (getaddrinfo ENOTFOUND)')).toEqual({ text: 'Fonte inacessível', tone: 'failing' });
    expect(statusWords('http_403', 'HTTP 403 from the source').text).toBe('A Caixa recusou (403): a função deve rodar em São Paulo');
    expect(statusWords('html').text).toBe('Resposta inválida');
    expect(statusWords('malformed', 'not JSON: Unexpected token').text).toBe('Resposta inválida');
    expect(statusWords('timeout').text).toBe('Sem resposta (tempo esgotado)');
    expect(statusWords('ok')).toEqual({ text: 'Funcionando', tone: 'ok' });
    expect(statusWords(null)).toEqual({ text: 'Ainda não consultada', tone: 'waiting' });
  });

  it('gives a 5xx its own number', () => {
    expect(statusWords('http_5xx', 'HTTP 500 from the source').text).toBe('Erro 500');
    expect(statusWords('http_5xx', 'HTTP 503 from the source').text).toBe('Erro 503');
    expect(statusWords('http_5xx', null).text).toBe('Erro no servidor da Caixa');
  });
});

describe('a correction', () => {
  it('lists only the fields that changed, before and after', () => {
    const before = { numbers: ['01', '02'], prizes: [{ tier: 1, amount: 10 }], place: 'SÃO PAULO' };
    const after = { numbers: ['01', '02'], prizes: [{ tier: 1, amount: 12.5 }], place: 'SÃO PAULO, SP' };
    expect(changedFields(before, after)).toEqual([
      { field: 'place', before: '"SÃO PAULO"', after: '"SÃO PAULO, SP"' },
      { field: 'prizes', before: '[{"tier":1,"amount":10}]', after: '[{"tier":1,"amount":12.5}]' },
    ]);
  });
});
