// The page's side of the content service (content-service.ts): it runs in a worker, so that its work never
// blocks the page (evaluating Dexie, the dictionary and supabase-js; cloning, folding and indexing hundreds of
// dreams). Where workers can't run, or the worker fails to start (its script unreachable offline, say), the
// same service runs in the page, loaded on first use.
import { useEffect, useState } from 'react';
import { setBrasiliaRuleHolds } from '../../utils/pt-br/clock';
import type { ContentStatus } from './content-loader';
import type { ContentCall, ContentCalls, ContentRequest, WorkerMessage } from './content-service';
import type { DreamBookSummary } from './dream-book-service';
import type { LiveRead, LiveReads } from './live-reads';

type Send = (request: ContentRequest) => void;
type Pending =
  | { resolve: (result: never) => void }
  | { onSummary: (summary: DreamBookSummary) => void }
  | { onLive: (value: never) => void; onFailure: () => void };

const pending = new Map<number, Pending>();
/** What was sent, by id, so that it can be sent again to the page's own service if the worker fails. */
const sent = new Map<number, ContentRequest>();
let nextId = 0;
let send: Send | undefined;
let worker: Worker | undefined;

function receive(response: WorkerMessage): void {
  if ('brasiliaRuleHolds' in response) {
    setBrasiliaRuleHolds(response.brasiliaRuleHolds);
    return;
  }
  const entry = pending.get(response.id);
  if (!entry) return;
  if ('summary' in response) {
    if ('onSummary' in entry) entry.onSummary(response.summary);
    return;
  }
  if ('live' in response) {
    if ('onLive' in entry) entry.onLive(response.live as never);
    return;
  }
  if ('failed' in response) {
    pending.delete(response.id);
    sent.delete(response.id);
    if ('onFailure' in entry) entry.onFailure();
    return;
  }
  pending.delete(response.id);
  sent.delete(response.id);
  if ('resolve' in entry) entry.resolve(response.result as never);
}

/** The service in the page: the same handler, answering in a later task as the worker would. */
function sendInPage(): Send {
  const handler = import('./content-service').then(({ serveContent }) => serveContent('page', (response) => setTimeout(() => receive(response), 0)));
  return (request) => void handler.then((handle) => handle(request));
}

function startWorker(): Send | undefined {
  if (typeof Worker !== 'function') return undefined;
  try {
    worker = new Worker(new URL('./content-worker.ts', import.meta.url), { type: 'module', name: 'conteudo' });
  } catch {
    return undefined;
  }
  worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => receive(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    // Everything sent to the worker goes to the page's own service instead, watches included.
    worker?.terminate();
    worker = undefined;
    send = sendInPage();
    for (const request of sent.values()) send(request);
  });
  return (request) => worker?.postMessage(request);
}

function transmit(request: ContentRequest): void {
  send ??= startWorker() ?? sendInPage();
  sent.set(request.id, request);
  send(request);
}

export function callContent<C extends ContentCall>(call: C, args: ContentCalls[C]['args']): Promise<ContentCalls[C]['result']> {
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, { resolve: resolve as (result: never) => void });
    transmit({ id, call, args } as ContentRequest);
  });
}

/** Calls `onSummary` with the dream book's summary as it loads and changes; returns the function that stops it. */
export function watchDreamBook(onSummary: (summary: DreamBookSummary) => void): () => void {
  const id = (nextId += 1);
  pending.set(id, { onSummary });
  transmit({ id, watch: 'book' });
  return () => {
    pending.delete(id);
    sent.delete(id);
    send?.({ id, unwatch: true });
  };
}

/**
 * Calls `onValue` with a read's answer (live-reads.ts) now and whenever it changes, `onFailure` if it cannot be
 * read; returns the function that stops it. The read runs in the content worker: the page loads no Dexie for it.
 */
export function watchLive<R extends LiveRead>(
  read: R,
  args: LiveReads[R]['args'],
  onValue: (value: LiveReads[R]['result']) => void,
  onFailure: () => void,
): () => void {
  const id = (nextId += 1);
  pending.set(id, { onLive: onValue as (value: never) => void, onFailure });
  transmit({ id, watch: 'live', read, args } as ContentRequest);
  return () => {
    pending.delete(id);
    sent.delete(id);
    send?.({ id, unwatch: true });
  };
}

/** Whether the service is already running (its worker started): then asking it costs no start-up. */
export function contentServiceRunning(): boolean {
  return send !== undefined;
}

/** For pages: 'loading' until the built-in content is in IndexedDB, then 'ready' or 'unavailable'. */
export function useBuiltInContent(): ContentStatus | 'loading' {
  const [status, setStatus] = useState<ContentStatus | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    void callContent('ensure-content', {}).then((result) => {
      if (live) setStatus(result);
    });
    return () => {
      live = false;
    };
  }, []);
  return status;
}

/** Forgets the service (and stops its worker): the next call starts a fresh one. For tests. */
export function restartContentService(): void {
  worker?.terminate();
  worker = undefined;
  send = undefined;
  pending.clear();
  sent.clear();
}
