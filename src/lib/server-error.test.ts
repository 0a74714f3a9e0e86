import { describe, expect, it } from 'vitest';
import { FakeSupabase } from '../testing/fake-supabase';
import { ServerError, dataOf, toServerError } from './server-error';

describe('server errors', () => {
  it('says in Portuguese that the server could not be reached, keeping the browser\'s words', async () => {
    const fake = new FakeSupabase();
    fake.offline = true;
    const answer = await fake.client.from('feedbacks').select('*');
    expect(() => dataOf(answer)).toThrow(ServerError);
    const failure = toServerError(answer.error, answer.status);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ kind: 'offline', message: 'sem conexão com o servidor', detail: 'TypeError: Failed to fetch' });
    // A lazy chunk (supabase-js itself) that cannot be fetched offline is the same case.
    expect(toServerError(new TypeError('Failed to fetch dynamically imported module: /assets/index.js')).kind).toBe('offline');
  });

  it('tells a refused permission from any other refusal', async () => {
    const fake = new FakeSupabase();
    fake.onRpc('admin_unlock_identifier', () => null);
    fake.failNext('rpc:admin_unlock_identifier', { code: '42501', message: 'Only admins can unlock sign-ins' });
    const denied = await fake.client.rpc('admin_unlock_identifier', { p_identifier: 'a@b.co' });
    expect(() => dataOf(denied)).toThrow(new ServerError('denied', 'Only admins can unlock sign-ins'));
    expect(toServerError(denied.error, denied.status).message).toBe('acesso negado: entre de novo como administrador');

    fake.failNext('feedbacks', { code: '57014', message: 'canceling statement due to statement timeout' });
    const refused = await fake.client.from('feedbacks').select('*');
    expect(() => dataOf(refused)).toThrow('o servidor respondeu com erro: canceling statement due to statement timeout');
    expect(toServerError({ message: '' }, 500).message).toBe('o servidor respondeu com erro: HTTP 500');
  });

  it('tells a busy server (a timeout, 429, 503, 504) from a refusal: worth reading again shortly', () => {
    expect(toServerError({ message: 'TimeoutError: signal timed out', code: '' }, 0).kind).toBe('busy');
    expect(toServerError(new DOMException('signal timed out', 'TimeoutError')).kind).toBe('busy');
    expect(toServerError({ code: 'PGRST003', message: 'Timed out acquiring connection from connection pool.' }, 504).kind).toBe('busy');
    for (const status of [429, 503]) expect(toServerError({ message: 'x' }, status).kind).toBe('busy');
    expect(toServerError({ message: 'x' }, 500).kind).toBe('refused');
  });

  it('hands over the data of a good answer, and keeps a ServerError as it is', async () => {
    const fake = new FakeSupabase().seed('feedbacks', [{ id: 'f1', rating: 5 }]);
    expect(dataOf(await fake.client.from('feedbacks').select('id'))).toEqual([{ id: 'f1' }]);
    const failure = new ServerError('offline', 'x');
    expect(toServerError(failure)).toBe(failure);
  });
});
