import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, storeDrawIndex } from '../db';
import { callContent, restartContentService, watchDreamBook, watchLive } from './content-client';
import { brasiliaByRule, setBrasiliaRuleHolds } from '../../utils/pt-br/clock';
import { checkBrasiliaRuleLater, serveContent, type ContentRequest, type ContentResponse, type WorkerMessage } from './content-service';
import type { DreamBookSummary } from './dream-book-service';

// No backend here: the page's own service must not reach for the network.
vi.mock('./dream-sync', async (importActual) => ({ ...(await importActual<object>()), syncDreams: async () => ({ status: 'offline' }) }));

/** A worker that records what it is sent and answers only when told to. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined;
  readonly posted: ContentRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: ContentRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: WorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

beforeEach(() => restartContentService());
afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.last = undefined;
});

const summary = (count: number): DreamBookSummary => ({
  titles: Array.from({ length: count }, (_, i) => ({ key: `s${i}`, letter: 's', titulo: `S${i}` })),
  recent: [],
  storageAvailable: true,
});

describe('the content service, in a worker', () => {
  it('starts one module worker, sends it calls and watches, and routes each answer to its caller', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const entry = callContent('book-entry', { key: 'cobra' });
    const summaries: DreamBookSummary[] = [];
    const stop = watchDreamBook((next) => summaries.push(next));
    const worker = FakeWorker.last!;
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(String(worker.url)).toMatch(/content-worker/);
    const [call, watch] = worker.posted;
    expect(call).toMatchObject({ call: 'book-entry', args: { key: 'cobra' } });
    expect(watch).toMatchObject({ watch: 'book' });

    const cobra = { titulo: 'Cobra', geral: { significado: 'Uma serpente.', palpites: { grupos: [], milhares: [], ternoDeGrupo: [] } } };
    worker.reply({ id: watch!.id, summary: summary(1) });
    worker.reply({ id: call!.id, result: cobra });
    worker.reply({ id: watch!.id, summary: summary(2) });
    expect(await entry).toEqual(cobra);
    expect(summaries.map((s) => s.titles!.length)).toEqual([1, 2]);

    stop();
    expect(worker.posted[2]).toEqual({ id: watch!.id, unwatch: true });
    worker.reply({ id: watch!.id, summary: summary(3) });
    expect(summaries).toHaveLength(2);
  });
});

describe("the worker's check of the rule Brasília's clock is read by (utils/pt-br/clock.ts)", () => {
  afterEach(() => setBrasiliaRuleHolds(true));

  it("answers from the platform's time-zone data, once its delay has passed", async () => {
    const posted: WorkerMessage[] = [];
    checkBrasiliaRuleLater((response) => posted.push(response), 0, () => Date.UTC(2026, 10, 26));
    await vi.waitFor(() => expect(posted).toEqual([{ brasiliaRuleHolds: true }]));
    // Before 2019 Brazil had summer time: the rule does not hold there.
    checkBrasiliaRuleLater((response) => posted.push(response), 0, () => Date.UTC(2017, 10, 26));
    await vi.waitFor(() => expect(posted).toEqual([{ brasiliaRuleHolds: true }, { brasiliaRuleHolds: false }]));
    const cancelled: WorkerMessage[] = [];
    checkBrasiliaRuleLater((response) => cancelled.push(response), 0)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).toEqual([]);
  });

  it("tells the page's clock when the worker finds the rule no longer holds", () => {
    vi.stubGlobal('Worker', FakeWorker);
    void callContent('ensure-content', {});
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toMatchObject({ hour: 12 });
    FakeWorker.last!.reply({ brasiliaRuleHolds: false });
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toBeUndefined();
    FakeWorker.last!.reply({ brasiliaRuleHolds: true });
    expect(brasiliaByRule(Date.UTC(2026, 10, 26, 15))).toMatchObject({ hour: 12 });
  });
});

describe('the content service in the page', { timeout: 30_000 }, () => {
  it('takes over what was sent to a worker that failed to start: calls and watches alike', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const hits = callContent('book-search', { query: 'aguia', limit: 3 });
    const summaries: DreamBookSummary[] = [];
    watchDreamBook((next) => summaries.push(next));
    const worker = FakeWorker.last!;
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect((await hits)[0]!.dream.titulo).toBe('Águia');
    await vi.waitFor(() => expect(summaries.at(-1)?.titles?.length).toBeGreaterThan(400), { timeout: 20_000 });
  });

  it('runs in the page where there are no workers', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await callContent('ensure-content', {})).toBe('ready');
    expect((await callContent('book-entry', { key: 'aguia' }))?.titulo).toBe('Águia');
  });
});

describe('live reads (live-reads.ts) through the content service', { timeout: 20_000 }, () => {
  const draw = (id: string, date: string, first = '4735') => ({ id, lottery: 'PT Rio', draw_date: date, draw_label: `PT ${id}`, prizes: [first, '0812', '7790', '3346', '1125'] });
  const store = (rows: ReturnType<typeof draw>[]) =>
    db.transaction('rw', db.remoteRows, db.meta, async () => {
      await db.remoteRows.bulkPut(rows.map((row) => ({ table: 'draw_results', id: row.id, updatedAt: '', row })));
      await storeDrawIndex();
    });

  beforeEach(async () => {
    await db.remoteRows.clear();
    await db.meta.clear();
    await db.follows.clear();
  });

  it('answers now and on each change, only when the answer changed, until stopped', async () => {
    await store([draw('a', '2026-11-25')]);
    const days: unknown[][] = [];
    const stop = watchLive('draw-day', { date: '2026-11-25' }, (day) => days.push(day.rows.map((row) => row.id)), () => days.push(['failed']));
    await vi.waitFor(() => expect(days).toEqual([['a']]));

    // Another day's draw: the day watched is read again, the same answer, and the page hears nothing.
    await store([draw('b', '2026-11-24')]);
    // A draw of the day watched: a new answer.
    await store([draw('c', '2026-11-25')]);
    await vi.waitFor(() => expect(days).toEqual([['a'], ['a', 'c']]));

    stop();
    await store([draw('d', '2026-11-25')]);
    // Still nothing after a write that a running watch would have seen (the index below is read after it).
    const index = await new Promise((resolve) => {
      const end = watchLive('draw-index', {}, (value) => {
        resolve(value);
        queueMicrotask(end);
      }, () => resolve('failed'));
    });
    expect(index).toMatchObject({ counts: [{ date: '2026-11-24', count: 1 }, { date: '2026-11-25', count: 3 }], syncedAt: null });
    expect(days).toEqual([['a'], ['a', 'c']]);
  });

  it('sees the writes of another context: following in the page reaches the watch', async () => {
    const states: unknown[] = [];
    watchLive('follows', {}, (state) => states.push(state), () => states.push('failed'));
    await vi.waitFor(() => expect(states).toEqual([{ topics: [], enabled: true }]));
    await db.follows.put({ topic: 'PT Rio', followedAt: 1 });
    await vi.waitFor(() => expect(states.at(-1)).toEqual({ topics: ['PT Rio'], enabled: true }));
  });

  it('says when a read failed, and the page hears nothing more of that watch', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const seen: string[] = [];
    watchLive('draws', {}, () => seen.push('value'), () => seen.push('failed'));
    const worker = FakeWorker.last!;
    const [watch] = worker.posted;
    expect(watch).toMatchObject({ watch: 'live', read: 'draws', args: {} });
    worker.reply({ id: watch!.id, live: [] });
    worker.reply({ id: watch!.id, failed: true });
    // After a failure the watch is over: nothing more reaches the page.
    worker.reply({ id: watch!.id, live: [] });
    expect(seen).toEqual(['value', 'failed']);
  });

  it('never starts a watch stopped while its code was loading', async () => {
    const posted: ContentResponse[] = [];
    const handle = serveContent('page', (response) => posted.push(response));
    handle({ id: 1, watch: 'live', read: 'draw-index', args: {} });
    handle({ id: 1, unwatch: true });
    handle({ id: 2, watch: 'live', read: 'draw-index', args: {} });
    await vi.waitFor(() => expect(posted.map((response) => response.id)).toEqual([2]));
    await store([draw('a', '2026-11-25')]);
    await vi.waitFor(() => expect(posted.map((response) => response.id)).toEqual([2, 2]));
    handle({ id: 2, unwatch: true });
  });
});
