// A stand-in for supabase-js in outbox tests and benchmarks: stores upserted rows in memory and can be told
// to fail the next requests in the ways a real network and PostgREST do.
import type { SupabaseClient } from './supabase';
import type { PostgrestErrorLike } from './outbox-policy';

export type FakeFailure =
  /** The request never reaches the server. */
  | { kind: 'network' }
  /** The row is stored, then the answer is lost on the way back. */
  | { kind: 'lost-response' }
  /** The server answers with this status and error, storing nothing. */
  | { kind: 'http'; status: number; error: PostgrestErrorLike };

export interface FakeRequest {
  table: string;
  row: Record<string, unknown>;
  prefer: string | null;
  onConflict: string | undefined;
  ignoreDuplicates: boolean | undefined;
}

export class FakeSupabaseServer {
  readonly tables = new Map<string, Map<string, Record<string, unknown>>>();
  readonly requests: FakeRequest[] = [];
  private readonly failures: FakeFailure[] = [];
  /** Artificial latency per request, in ms (0 answers on the next microtask). */
  latencyMs = 0;

  /** The next requests fail in these ways, one each, in order. */
  failNext(...failures: FakeFailure[]): void {
    this.failures.push(...failures);
  }

  rows(table: string): Record<string, unknown>[] {
    return [...(this.tables.get(table)?.values() ?? [])];
  }

  client(): SupabaseClient {
    const handle = (request: FakeRequest) => this.handle(request);
    const builderFor = (request: FakeRequest) => {
      const builder = {
        setHeader(name: string, value: string) {
          if (name.toLowerCase() === 'prefer') request.prefer = value;
          return builder;
        },
        abortSignal() {
          return builder;
        },
        then<R>(resolve: (value: { status: number; error: PostgrestErrorLike | null }) => R, reject?: (e: unknown) => R) {
          return handle(request).then(resolve, reject);
        },
      };
      return builder;
    };
    const client = {
      from(table: string) {
        return {
          insert(row: Record<string, unknown>) {
            return builderFor({ table, row, prefer: null, onConflict: undefined, ignoreDuplicates: undefined });
          },
          upsert(row: Record<string, unknown>, options: { onConflict?: string; ignoreDuplicates?: boolean } = {}) {
            const prefer = `resolution=${options.ignoreDuplicates ? 'ignore' : 'merge'}-duplicates`;
            return builderFor({ table, row, prefer, onConflict: options.onConflict, ignoreDuplicates: options.ignoreDuplicates });
          },
        };
      },
    };
    return client as unknown as SupabaseClient;
  }

  private async handle(request: FakeRequest): Promise<{ status: number; error: PostgrestErrorLike | null }> {
    this.requests.push(request);
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    else await Promise.resolve();
    const failure = this.failures.shift();
    if (failure?.kind === 'network') return { status: 0, error: { message: 'TypeError: Failed to fetch', code: '' } };
    if (failure?.kind === 'http') return { status: failure.status, error: failure.error };
    const table = this.tables.get(request.table) ?? new Map<string, Record<string, unknown>>();
    this.tables.set(request.table, table);
    const id = String(request.row.id);
    if (table.has(id) && !request.ignoreDuplicates) {
      // As PostgREST answers a replayed insert (the local stand-in leaves details empty).
      return {
        status: 409,
        error: { code: '23505', message: `duplicate key value violates unique constraint "${request.table}_pkey"`, details: null },
      };
    }
    if (!table.has(id)) table.set(id, { ...request.row });
    if (failure?.kind === 'lost-response') return { status: 0, error: { message: 'TypeError: Failed to fetch', code: '' } };
    return { status: 201, error: null };
  }
}
