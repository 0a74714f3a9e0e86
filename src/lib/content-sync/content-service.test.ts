import { describe, expect, it, vi } from 'vitest';
import { serveContent, type WorkerMessage } from './content-service';

// Their code unreachable, as on a first visit that lost the connection before these chunks came.
vi.mock('./remote-sync', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./live-reads', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the content service when the code a request needs cannot be loaded', () => {
  it('answers a download as kept (null) and a live read as failed, instead of leaving them unanswered', async () => {
    const posted: WorkerMessage[] = [];
    const handle = serveContent('page', (message) => posted.push(message));
    handle({ id: 1, call: 'refresh-table', args: { table: 'draw_results', after: false } });
    handle({ id: 2, watch: 'live', read: 'draw-index', args: {} });
    await vi.waitFor(() => expect(posted).toEqual(expect.arrayContaining([{ id: 1, result: null }, { id: 2, failed: true }])));
    expect(posted).toHaveLength(2);
  });
});
