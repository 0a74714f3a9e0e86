import { describe, expect, it } from 'vitest';
import { PAGE_ROWS, readAllPages } from './read-all-pages';
import { ServerError } from './server-error';
import { FakeSupabase } from '../testing/fake-supabase';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `r${String(i).padStart(5, '0')}`);

describe('readAllPages', () => {
  it('reads every row of a table past the server cap (2,500 rows, 1,000 a page, max-rows 1,000)', async () => {
    const server = new FakeSupabase().seed('dreams', ids(2500).map((id) => ({ id })));
    // What one request gets: the cap, silently.
    expect((await server.client.from('dreams').select('id').order('id')).data).toHaveLength(PAGE_ROWS);
    const rows = await readAllPages<{ id: string }>((from, to) => server.client.from('dreams').select('id').order('id').range(from, to));
    expect(rows.map((row) => row.id)).toEqual(ids(2500));
    // Three pages: the last one short.
    expect(server.callsTo('dreams')).toHaveLength(1 + 3);
  });

  it('asks once more after a full last page, and stops at the empty one', async () => {
    const server = new FakeSupabase().seed('dreams', ids(20).map((id) => ({ id })));
    server.maxRows = 10;
    const rows = await readAllPages<{ id: string }>((from, to) => server.client.from('dreams').select('id').order('id').range(from, to), 10);
    expect(rows).toHaveLength(20);
    expect(server.callsTo('dreams')).toHaveLength(3);
  });

  it('fails as a whole when a page fails, the first or a later one: never a partial list', async () => {
    const server = new FakeSupabase().seed('dreams', ids(30).map((id) => ({ id })));
    const readFailingAt = (failing: number) =>
      readAllPages((from, to) => {
        if (from === failing) server.failNext('dreams', { kind: 'network' });
        return server.client.from('dreams').select('id').order('id').range(from, to);
      }, 10);
    await expect(readFailingAt(0)).rejects.toBeInstanceOf(ServerError);
    await expect(readFailingAt(20)).rejects.toMatchObject({ kind: 'offline' });
    expect(await readFailingAt(-1)).toHaveLength(30);
  });
});
