import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callContent, restartContentService, watchDreamBook } from './content-client';
import type { ContentRequest, ContentResponse } from './content-service';
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
  reply(data: ContentResponse) {
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
