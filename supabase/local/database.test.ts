// The stand-in's database keeps a statement timeout PGlite cannot: a statement over the deadline
// (sleeping or busy computing) fails with 57014, its transaction is dropped, committed work stays,
// and requests queued behind it run on the reopened database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../tests/harness';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
  await stack.server.db.query('create table public.deadline_probe (id serial primary key, label text not null)');
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const db = () => stack.server.db;
const insert = (label: string) => db().transaction((tx) => tx.query('insert into public.deadline_probe (label) values ($1)', [label]), { statementTimeoutMs: 2000 });
const labels = async () => (await db().query('select label from public.deadline_probe order by id')).rows.map((r) => r.label);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: 'it succeeded' }),
    (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
  );

describe('statement timeout in the stand-in database', () => {
  it('a busy statement (no sleep, pure computation) is cut at the deadline with 57014', async () => {
    await insert('before busy');
    const reopens = db().reopens;
    const busy = db().transaction(
      async (tx) => {
        await tx.query("insert into public.deadline_probe (label) values ('inside busy')");
        await tx.query('select count(*) from generate_series(1, 2000000000)');
      },
      { statementTimeoutMs: 300 },
    );
    expect(await failure(busy)).toEqual({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(db().reopens).toBe(reopens + 1);
    expect(await labels()).toEqual(['before busy']);
  });

  it('requests queued behind a slow one run after it is cut, on the reopened database', async () => {
    const slow = db().transaction((tx) => tx.query('select pg_sleep(30)'), { statementTimeoutMs: 300 });
    const queued = [insert('queued 1'), insert('queued 2'), db().query('select count(*)::int as n from public.deadline_probe')] as const;
    expect(await failure(slow)).toMatchObject({ code: '57014' });
    const [one, two, count] = await Promise.all(queued);
    expect(one.affectedRows).toBe(1);
    expect(two.affectedRows).toBe(1);
    expect(count.rows).toEqual([{ n: 3 }]);
    expect(await labels()).toEqual(['before busy', 'queued 1', 'queued 2']);
  });

  it('counts the requests in line: the one running and those waiting; one that gives up waiting leaves at once', async () => {
    expect(db().inLine).toBe(0);
    const slow = db().transaction((tx) => tx.query('select pg_sleep(0.6)'));
    const patient = db().query('select 1 as one');
    const impatient = db().transaction((tx) => tx.query('select 2 as two'), { acquireTimeoutMs: 100 });
    expect(db().inLine).toBe(3);
    expect(await failure(impatient)).toMatchObject({ code: 'PGRST003' });
    expect(db().inLine).toBe(2);
    await slow;
    expect((await patient).rows).toEqual([{ one: 1 }]);
    expect(db().inLine).toBe(0);
  });

  it('a transaction that swallows the timeout cannot go on: its next statement fails like an aborted transaction', async () => {
    const stubborn = db().transaction(
      async (tx) => {
        await tx.query('select pg_sleep(30)').catch(() => undefined);
        await tx.query("insert into public.deadline_probe (label) values ('after swallowing')");
      },
      { statementTimeoutMs: 300 },
    );
    expect(await failure(stubborn)).toMatchObject({ code: '25P02' });
    expect(await labels()).not.toContain('after swallowing');
  });

  it('without a timeout (migrations, service role, the direct handle) a statement runs as long as it needs', async () => {
    const reopens = db().reopens;
    const result = await db().transaction((tx) => tx.query("select pg_sleep(0.5), 'done' as state"));
    expect(result.rows).toEqual([{ pg_sleep: '', state: 'done' }]);
    expect(db().reopens).toBe(reopens);
  });

  it('errors keep PostgreSQL\'s fields across the thread boundary, and the transaction rolls back', async () => {
    const duplicate = db().transaction(async (tx) => {
      await tx.query("insert into public.deadline_probe (label) values ('rolled back')");
      await tx.query('insert into public.deadline_probe (id, label) values (1, $1)', ['duplicate id']);
    });
    const error = await duplicate.catch((e: Record<string, unknown>) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'deadline_probe_pkey', detail: 'Key (id)=(1) already exists.' });
    expect(await labels()).not.toContain('rolled back');
  });

  it('after a timeout the data directory is recovered before closing and opens again with every committed row', async () => {
    const { startLocalSupabase } = await import('./server.mjs');
    await failure(db().transaction((tx) => tx.query('select pg_sleep(30)'), { statementTimeoutMs: 200 }));
    const dataDir = stack.server.dataDir;
    await stack.server.stop();
    const again = await startLocalSupabase({ port: 0, dataDir });
    try {
      const rows = (await again.db.query('select label from public.deadline_probe order by id')).rows.map((r) => r.label);
      expect(rows).toEqual(['before busy', 'queued 1', 'queued 2']);
      expect(again.db.reopens).toBe(0);
    } finally {
      await again.stop();
    }
  });
});
