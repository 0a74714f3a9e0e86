// The one fake of supabase-js for unit and component tests: an in-memory table store that really applies the
// filters, order and ranges the app sends, RPC handlers the test registers, an auth part whose session the test
// controls, failures the way PostgREST and the network produce them, and a log of what was sent.
// Answers have supabase-js's shapes ({ data, error, count, status, statusText, success }); errors are PostgREST's.
// Install it with `vi.mock('<path>/lib/supabase', () => import('<path>/testing/fake-supabase'))` and
// `const fake = installFakeSupabase()` in the test (see the module's getSupabase below).
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { statusForError, unknownFunctionError } from '../lib/postgrest-errors.mjs';

export type Row = Record<string, unknown>;

/** An error as PostgREST sends it (and supabase-js hands it over). */
export interface PostgrestError {
  message: string;
  code: string;
  details: string | null;
  hint: string | null;
}

export interface FakeResponse<T = unknown> {
  data: T | null;
  error: PostgrestError | null;
  count: number | null;
  status: number;
  statusText: string;
  success: boolean;
}

export type FakeFailure =
  /** The request never reaches the server (fetch rejects): status 0, `TypeError: Failed to fetch`. */
  | { kind: 'network' }
  /** The request is carried out, then the answer is lost on the way back. */
  | { kind: 'lost-response' }
  /** The request never answers (a hung connection). */
  | { kind: 'hang' }
  /** The server refuses with this error; the status follows from the SQLSTATE unless given. */
  | { kind: 'http'; error: Partial<PostgrestError> & { message: string }; status?: number };

export type Operation = 'select' | 'insert' | 'upsert' | 'update' | 'delete' | 'rpc';

/** One request the app sent, as the server saw it. */
export interface FakeCall {
  operation: Operation;
  /** The table, or the function's name for rpc. */
  target: string;
  /** Inserted/upserted rows, the update's values, or the rpc's arguments. */
  values?: unknown;
  /** The select list, when one was given. */
  columns?: string;
  /** The filters in PostgREST's query syntax, e.g. `status=eq.new`. */
  filters: string[];
  /** The Prefer header (return=..., resolution=..., count=...). */
  prefer: string | null;
  onConflict?: string;
  ignoreDuplicates?: boolean;
  /** The abort signal the request was given (rpc), if any. */
  signal?: AbortSignal;
}

export type RpcHandler = (args: Record<string, unknown>, fake: FakeSupabase) => unknown;

/** Supabase's default max-rows (API settings): what one table read answers at most. */
export const DEFAULT_MAX_ROWS = 1000;

const NETWORK_ERROR: PostgrestError = { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '', code: '' };

// The reason phrases an HTTP server sends (supabase-js hands them over as statusText).
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  206: 'Partial Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  416: 'Range Not Satisfiable',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function ok<T>(status: number, data: T | null, count: number | null = null): FakeResponse<T> {
  return { data, error: null, count, status, statusText: STATUS_TEXT[status] ?? '', success: true };
}

function failed(status: number, error: PostgrestError): FakeResponse<never> {
  return { data: null, error, count: null, status, statusText: STATUS_TEXT[status] ?? '', success: false };
}

function postgrestError(error: Partial<PostgrestError> & { message: string }): PostgrestError {
  return { code: '', details: null, hint: null, ...error };
}

const clone = <T>(value: T): T => structuredClone(value);

// ---------------------------------------------------------------------------------------------------------------
// Filters: each is a predicate plus its PostgREST spelling for the call log.

type Predicate = (row: Row) => boolean;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // timestamptz compares instants: '2026-11-24T00:00:00-03:00' is after '2026-11-24T02:00:00Z'.
  if (typeof a === 'string' && typeof b === 'string' && TIMESTAMP.test(a) && TIMESTAMP.test(b)) {
    const x = Date.parse(a);
    const y = Date.parse(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** PostgreSQL compares a column with a literal of its type; text literals from the URL are cast to the column's. */
function coerce(column: unknown, value: unknown): unknown {
  if (typeof column === 'number' && typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (typeof column === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** LIKE as PostgreSQL reads it (PostgREST also takes `*` for `%`): a backslash makes the next character literal. */
function likeToRegExp(pattern: string, flags: string): RegExp {
  const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += literal(pattern[++i]!);
    else source += c === '%' || c === '*' ? '.*' : c === '_' ? '.' : literal(c);
  }
  return new RegExp(`^${source}$`, flags);
}

function predicate(column: string, operator: string, value: unknown): Predicate {
  return (row) => {
    const cell = row[column];
    const v = coerce(cell, value);
    switch (operator) {
      case 'eq':
        return cell !== null && cell !== undefined && compare(cell, v) === 0;
      case 'neq':
        return cell !== null && cell !== undefined && compare(cell, v) !== 0;
      case 'gt':
        return cell !== null && cell !== undefined && compare(cell, v) > 0;
      case 'gte':
        return cell !== null && cell !== undefined && compare(cell, v) >= 0;
      case 'lt':
        return cell !== null && cell !== undefined && compare(cell, v) < 0;
      case 'lte':
        return cell !== null && cell !== undefined && compare(cell, v) <= 0;
      case 'like':
        return typeof cell === 'string' && likeToRegExp(String(value), 's').test(cell);
      case 'ilike':
        return typeof cell === 'string' && likeToRegExp(String(value), 'is').test(cell);
      case 'in':
        return cell !== null && cell !== undefined && (value as unknown[]).some((item) => compare(cell, coerce(cell, item)) === 0);
      case 'is':
        return value === null || value === 'null' ? cell === null || cell === undefined : cell === coerce(true, value);
      default:
        throw new Error(`fake-supabase: the filter operator "${operator}" is not faked`);
    }
  };
}

/** NOT as PostgreSQL reads it: a comparison with null is unknown, and so is its negation (only `is` is never unknown). */
function negation(column: string, operator: string, test: Predicate): Predicate {
  return (row) => (operator === 'is' || (row[column] !== null && row[column] !== undefined)) && !test(row);
}

/** Parses the argument of `.or()`: `a.eq.1,b.ilike.*x*` (no nested and/or). */
function parseOr(expression: string): Predicate {
  const parts = expression.split(/,(?![^(]*\))/).map((part) => {
    const match = /^([^.]+)\.(not\.)?([a-z]+)\.(.*)$/.exec(part.trim());
    if (!match) throw new Error(`fake-supabase: cannot read the or() term "${part}"`);
    const [, column, not, operator, raw] = match as unknown as [string, string, string | undefined, string, string];
    const value = operator === 'in' ? raw.replace(/^\(|\)$/g, '').split(',') : raw;
    const test = predicate(column, operator, value);
    return not ? negation(column, operator, test) : test;
  });
  return (row) => parts.some((test) => test(row));
}

/** The columns of a select list: `*`, `a, b`, `alias:column`, `column::cast`. Embedded resources are not faked. */
function projector(columns: string): (row: Row) => Row {
  const list = columns.split(',').map((column) => column.trim()).filter(Boolean);
  if (list.some((column) => column.includes('('))) throw new Error(`fake-supabase: embedded selects are not faked ("${columns}")`);
  if (list.includes('*')) return (row) => clone(row);
  const pairs = list.map((entry) => {
    const [left, right] = /^[^:]+:[^:]/.test(entry) ? [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)] : [undefined, entry];
    const [column = '', cast] = (right ?? entry).split('::').map((part) => part.trim());
    return [left?.trim() ?? column, column, cast] as const;
  });
  return (row) => Object.fromEntries(pairs.map(([alias, column, cast]) => [alias, castTo(cast, clone(row[column] ?? null))]));
}

/** `column::type` in a select list: text and the number types are faked (PostgreSQL's text of a value, or its number). */
function castTo(cast: string | undefined, value: unknown): unknown {
  if (cast === undefined || value === null) return value;
  if (cast === 'text') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^(int|integer|int2|int4|int8|bigint|smallint|numeric|real|float4|float8|double precision)$/.test(cast)) return Number(value);
  throw new Error(`fake-supabase: the cast "::${cast}" is not faked`);
}

/** The columns a select list, a filter or an order names. */
function columnsOf(columns: string): string[] {
  return columns
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry !== '*')
    .map((entry) => (/^[^:]+:[^:]/.test(entry) ? entry.slice(entry.indexOf(':') + 1) : entry).split('::')[0]!.trim());
}

// ---------------------------------------------------------------------------------------------------------------

interface Order {
  column: string;
  ascending: boolean;
  nullsFirst: boolean;
}

type Returning = 'minimal' | 'representation';

/** One `from(table)` request being built; awaiting it sends it. */
class FakeQuery implements PromiseLike<FakeResponse> {
  private operation: Operation = 'select';
  private columns = '*';
  private columnsGiven = false;
  private values: Row[] | Row | undefined;
  private readonly predicates: Predicate[] = [];
  private readonly filters: string[] = [];
  /** The columns the filters name, in order (checked against the table's). */
  private readonly filterColumns: string[] = [];
  private readonly orders: Order[] = [];
  private offset = 0;
  private max: number | undefined;
  private countMode: string | undefined;
  private head = false;
  private returning: Returning = 'minimal';
  private cardinality: 'many' | 'single' | 'maybeSingle' = 'many';
  private prefer: string | null = null;
  private onConflict: string | undefined;
  private ignoreDuplicates: boolean | undefined;
  private throwOnErrorFlag = false;

  constructor(
    private readonly fake: FakeSupabase,
    private readonly table: string,
  ) {}

  select(columns = '*', options: { count?: 'exact' | 'planned' | 'estimated'; head?: boolean } = {}): this {
    this.columns = columns;
    this.columnsGiven = true;
    if (this.operation === 'select') {
      this.countMode = options.count;
      this.head = options.head ?? false;
    } else {
      this.returning = 'representation';
    }
    return this;
  }

  insert(values: Row | Row[]): this {
    this.operation = 'insert';
    this.values = clone(values);
    return this;
  }

  upsert(values: Row | Row[], options: { onConflict?: string; ignoreDuplicates?: boolean } = {}): this {
    this.operation = 'upsert';
    this.values = clone(values);
    this.onConflict = options.onConflict;
    this.ignoreDuplicates = options.ignoreDuplicates;
    this.prefer = `resolution=${options.ignoreDuplicates ? 'ignore' : 'merge'}-duplicates`;
    return this;
  }

  update(values: Row): this {
    this.operation = 'update';
    this.values = clone(values);
    return this;
  }

  delete(): this {
    this.operation = 'delete';
    return this;
  }

  private filter(column: string, operator: string, value: unknown, spelled: string): this {
    this.predicates.push(predicate(column, operator, value));
    this.filters.push(`${column}=${operator}.${spelled}`);
    this.filterColumns.push(column);
    return this;
  }

  eq(column: string, value: unknown) {
    return this.filter(column, 'eq', value, String(value));
  }
  neq(column: string, value: unknown) {
    return this.filter(column, 'neq', value, String(value));
  }
  gt(column: string, value: unknown) {
    return this.filter(column, 'gt', value, String(value));
  }
  gte(column: string, value: unknown) {
    return this.filter(column, 'gte', value, String(value));
  }
  lt(column: string, value: unknown) {
    return this.filter(column, 'lt', value, String(value));
  }
  lte(column: string, value: unknown) {
    return this.filter(column, 'lte', value, String(value));
  }
  like(column: string, pattern: string) {
    return this.filter(column, 'like', pattern, pattern);
  }
  ilike(column: string, pattern: string) {
    return this.filter(column, 'ilike', pattern, pattern);
  }
  in(column: string, values: readonly unknown[]) {
    return this.filter(column, 'in', [...values], `(${values.join(',')})`);
  }
  is(column: string, value: boolean | null) {
    return this.filter(column, 'is', value, String(value));
  }
  match(query: Row) {
    for (const [column, value] of Object.entries(query)) this.eq(column, value);
    return this;
  }
  not(column: string, operator: string, value: unknown) {
    this.predicates.push(negation(column, operator, predicate(column, operator, value)));
    this.filters.push(`${column}=not.${operator}.${String(value)}`);
    this.filterColumns.push(column);
    return this;
  }
  or(expression: string) {
    this.predicates.push(parseOr(expression));
    this.filters.push(`or=(${expression})`);
    for (const term of expression.split(/,(?![^(]*\))/)) this.filterColumns.push(term.trim().split('.')[0]!);
    return this;
  }

  order(column: string, options: { ascending?: boolean; nullsFirst?: boolean } = {}): this {
    const ascending = options.ascending ?? true;
    // PostgreSQL puts nulls last ascending and first descending unless told otherwise.
    this.orders.push({ column, ascending, nullsFirst: options.nullsFirst ?? !ascending });
    return this;
  }

  range(from: number, to: number): this {
    this.offset = from;
    this.max = to - from + 1;
    return this;
  }

  limit(count: number): this {
    this.max = count;
    return this;
  }

  single(): this {
    this.cardinality = 'single';
    return this;
  }

  maybeSingle(): this {
    this.cardinality = 'maybeSingle';
    return this;
  }

  setHeader(name: string, value: string): this {
    if (name.toLowerCase() === 'prefer') {
      this.prefer = value;
      if (value.includes('return=representation')) this.returning = 'representation';
    }
    return this;
  }

  abortSignal(_signal: AbortSignal): this {
    return this;
  }

  returns(): this {
    return this;
  }

  throwOnError(): this {
    this.throwOnErrorFlag = true;
    return this;
  }

  then<A = FakeResponse, B = never>(
    onfulfilled?: ((value: FakeResponse) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    const call: FakeCall = {
      operation: this.operation,
      target: this.table,
      values: this.values,
      ...(this.columnsGiven ? { columns: this.columns } : {}),
      filters: [...this.filters],
      prefer: this.prefer,
      onConflict: this.onConflict,
      ignoreDuplicates: this.ignoreDuplicates,
    };
    return this.fake
      .send(call, () => this.execute())
      .then((response) => {
        if (this.throwOnErrorFlag && response.error) throw Object.assign(new Error(response.error.message), response.error);
        return response;
      })
      .then(onfulfilled, onrejected);
  }

  private matching(): Row[] {
    return this.fake.table(this.table).filter((row) => this.predicates.every((test) => test(row)));
  }

  private sorted(rows: Row[]): Row[] {
    if (this.orders.length === 0) return rows;
    return [...rows].sort((a, b) => {
      for (const { column, ascending, nullsFirst } of this.orders) {
        const x = a[column] ?? null;
        const y = b[column] ?? null;
        if (x === null && y === null) continue;
        if (x === null) return nullsFirst ? -1 : 1;
        if (y === null) return nullsFirst ? 1 : -1;
        const order = compare(x, y);
        if (order !== 0) return ascending ? order : -order;
      }
      return 0;
    });
  }

  private shaped(rows: Row[], status: number, count: number | null): FakeResponse {
    const project = projector(this.columns);
    const data = rows.map(project);
    if (this.cardinality === 'many') return ok(status, this.head ? null : data, count);
    if (this.cardinality === 'single' && data.length !== 1) {
      return failed(406, {
        code: 'PGRST116',
        details: `The result contains ${data.length} rows`,
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      });
    }
    if (data.length > 1) {
      return failed(406, {
        code: 'PGRST116',
        details: `Results contain ${data.length} rows, application/vnd.pgrst.object+json requires 1 row`,
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      });
    }
    return ok(status, data[0] ?? null, count);
  }

  /**
   * PostgreSQL's 42703 for a column the table does not have (PostgREST's PGRST204 for one in the values sent),
   * when the test declared the table's columns (`fake.defineColumns`); otherwise any column is taken.
   */
  private unknownColumn(): FakeResponse | null {
    const known = this.fake.columnsOf(this.table);
    if (!known) return null;
    const named = [...(this.columnsGiven ? columnsOf(this.columns) : []), ...this.filterColumns, ...this.orders.map((order) => order.column)];
    const missing = named.find((column) => !known.has(column));
    if (missing !== undefined) {
      return failed(400, { code: '42703', details: null, hint: null, message: `column ${this.table}.${missing} does not exist` });
    }
    const sent = this.values === undefined ? [] : (Array.isArray(this.values) ? this.values : [this.values]).flatMap((row) => Object.keys(row));
    const unknownValue = sent.find((column) => !known.has(column));
    if (unknownValue !== undefined) {
      return failed(400, { code: 'PGRST204', details: null, hint: null, message: `Could not find the '${unknownValue}' column of '${this.table}' in the schema cache` });
    }
    return null;
  }

  private execute(): FakeResponse {
    const store = this.fake.table(this.table);
    const unknown = this.unknownColumn();
    if (unknown) return unknown;
    switch (this.operation) {
      case 'select': {
        const all = this.sorted(this.matching());
        const count = this.countMode ? all.length : null;
        // At most the server's max-rows, whatever the request asks (PostgREST's db-max-rows), and no error.
        const size = Math.min(this.max ?? Infinity, this.fake.maxRows ?? Infinity);
        const page = all.slice(this.offset, size === Infinity ? undefined : this.offset + size);
        // An exact count with only part of the rows in the answer is 206 Partial Content, as PostgREST answers.
        const partial = count !== null && page.length < count && this.cardinality === 'many';
        return this.shaped(page, partial ? 206 : 200, count);
      }
      case 'insert':
      case 'upsert': {
        const rows = Array.isArray(this.values) ? this.values : [this.values!];
        const keys = (this.onConflict ?? 'id').split(',').map((key) => key.trim());
        const sameKey = (a: Row, b: Row) => keys.every((key) => a[key] !== undefined && a[key] === b[key]);
        const written: Row[] = [];
        const next = [...store];
        for (const row of rows) {
          const index = next.findIndex((existing) => sameKey(existing, row));
          if (index >= 0 && this.operation === 'insert') {
            return failed(409, {
              code: '23505',
              // PostgreSQL leaves the key's values out of the detail when row-level security is on (every table of
              // the app, as anon or authenticated).
              details: null,
              hint: null,
              message: `duplicate key value violates unique constraint "${this.table}_pkey"`,
            });
          }
          if (index >= 0) {
            if (this.ignoreDuplicates) continue;
            next[index] = { ...next[index], ...row };
            written.push(next[index]!);
          } else {
            next.push({ ...row });
            written.push(row);
          }
        }
        this.fake.seed(this.table, next);
        return this.returning === 'representation' ? this.shaped(written, 201, null) : ok(201, null);
      }
      case 'update': {
        const hit = new Set(this.matching());
        const updated: Row[] = [];
        this.fake.seed(
          this.table,
          store.map((row) => {
            if (!hit.has(row)) return row;
            const next = { ...row, ...(this.values as Row) };
            updated.push(next);
            return next;
          }),
        );
        return this.returning === 'representation' ? this.shaped(updated, 200, null) : ok(204, null);
      }
      case 'delete': {
        const hit = new Set(this.matching());
        this.fake.seed(
          this.table,
          store.filter((row) => !hit.has(row)),
        );
        return this.returning === 'representation' ? this.shaped([...hit], 200, null) : ok(204, null);
      }
      default:
        throw new Error(`fake-supabase: ${this.operation} is not a table operation`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Auth: the session is the test's to set; sign-in checks the users the test added.

export interface AuthErrorLike {
  name: string;
  message: string;
  status?: number;
  code?: string;
}

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;
type AuthMethod =
  | 'signInWithPassword'
  | 'signOut'
  | 'getSession'
  | 'getUser'
  | 'updateUser'
  | 'setSession'
  | 'resetPasswordForEmail'
  | 'mfa.enroll'
  | 'mfa.challengeAndVerify'
  | 'mfa.unenroll'
  | 'mfa.listFactors';

/** A TOTP factor of the fake: its code is the test's to know (FakeAuth.mfaCode). */
export interface FakeFactor {
  id: string;
  userId: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

/** An unsigned JWT with the claims the app reads (aal, amr, session_id): supabase-js never verifies one. */
function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.fake`;
}

export const AUTH_ERRORS = {
  invalidCredentials: { name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' },
  network: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
  sessionMissing: { name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' },
  wrongCode: { name: 'AuthApiError', status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
  codesLocked: { name: 'AuthApiError', status: 403, code: 'mfa_verification_rejected', message: 'Account locked. Try again in 15 minutes' },
  insufficientAal: { name: 'AuthApiError', status: 401, code: 'insufficient_aal', message: 'AAL2 session is required to update email or password when MFA is enabled.' },
} satisfies Record<string, AuthErrorLike>;

export class FakeAuth {
  session: Session | null = null;
  private readonly users = new Map<string, { user: User; password: string }>();
  private readonly listeners = new Set<AuthListener>();
  private readonly tokens = new Map<string, User>();
  private readonly failures: Array<{ method: AuthMethod; outcome: AuthErrorLike | Error }> = [];
  private issued = 0;
  /** Every factor, of every user. */
  readonly factors: FakeFactor[] = [];
  /** The code every authenticator of the fake shows right now. */
  mfaCode = '123456';
  /** The secret enrolment answers (base32, as Supabase Auth's). */
  mfaSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  /** The e-mails recovery was asked for. */
  readonly recoveryRequests: Array<{ email: string; redirectTo?: string }> = [];

  constructor(private readonly fake: FakeSupabase) {}

  /** A verified authenticator for a user (what an earlier enrolment left). */
  addFactor(userId: string, friendlyName = 'Autenticador principal'): FakeFactor {
    const factor: FakeFactor = {
      id: `factor-${this.factors.length + 1}`,
      userId,
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'verified',
      created_at: `2026-01-0${Math.min(9, this.factors.length + 1)}T00:00:00Z`,
      updated_at: '2026-01-01T00:00:00Z',
    };
    this.factors.push(factor);
    return factor;
  }

  private factorsOf(userId: string) {
    return this.factors.filter((f) => f.userId === userId).map(({ userId: _user, ...factor }) => factor);
  }

  /** An account that can sign in with this password. */
  addUser(user: Partial<User> & { id: string; email: string }, password: string): User {
    const full = { aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2026-01-01T00:00:00Z', ...user } as User;
    this.users.set(user.email.toLowerCase(), { user: full, password });
    return full;
  }

  /** A session for `user` whose tokens `setSession` accepts; aal1 (a password) unless told otherwise. */
  sessionFor(user: Partial<User> & { id: string }, level: { aal?: 'aal1' | 'aal2'; methods?: string[] } = {}): Session {
    this.issued += 1;
    const factors = this.factorsOf(user.id);
    const full = {
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
      ...(factors.length ? { factors } : {}),
      ...user,
    } as User;
    const aal = level.aal ?? 'aal1';
    const methods = level.methods ?? (aal === 'aal2' ? ['totp', 'password'] : ['password']);
    const session: Session = {
      access_token: fakeJwt({
        sub: user.id,
        aal,
        amr: methods.map((method) => ({ method, timestamp: 1_700_000_000 })),
        session_id: `session-${user.id}`,
        n: this.issued,
      }),
      refresh_token: `fake-refresh-${user.id}-${this.issued}`,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: full,
    };
    this.tokens.set(session.access_token, full);
    return session;
  }

  /** Sets who is signed in and tells the listeners, as supabase-js does after a sign-in or a refresh. */
  signInAs(user: Partial<User> & { id: string }, event: AuthChangeEvent = 'SIGNED_IN'): Session {
    this.session = this.sessionFor(user);
    this.emit(event, this.session);
    return this.session;
  }

  /** Tells the listeners, as supabase-js does; the event's session becomes the current one. */
  emit(event: AuthChangeEvent, session: Session | null = this.session): void {
    if (event !== 'INITIAL_SESSION') this.session = event === 'SIGNED_OUT' ? null : session;
    for (const listener of [...this.listeners]) listener(event, session);
  }

  /** The next call of `method` fails: an error object is returned as supabase-js returns it, an Error is thrown. */
  failNext(method: AuthMethod, outcome: AuthErrorLike | Error): void {
    this.failures.push({ method, outcome });
  }

  /** Forgets every listener, so nothing this fake still has queued reaches the next test's app state. */
  dispose(): void {
    this.listeners.clear();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  private async begin(method: AuthMethod, args: unknown): Promise<AuthErrorLike | null> {
    this.fake.authCalls.push({ method, args: clone(args) });
    await this.fake.wait();
    if (this.fake.offline) return AUTH_ERRORS.network;
    const index = this.failures.findIndex((failure) => failure.method === method);
    if (index < 0) return null;
    const { outcome } = this.failures.splice(index, 1)[0]!;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  onAuthStateChange = (listener: AuthListener) => {
    this.listeners.add(listener);
    // supabase-js tells every new subscriber the current session, after the call returns.
    setTimeout(() => {
      if (this.listeners.has(listener)) listener('INITIAL_SESSION', this.session);
    }, 0);
    return { data: { subscription: { id: String(this.listeners.size), callback: listener, unsubscribe: () => this.listeners.delete(listener) } } };
  };

  signInWithPassword = async (credentials: { email: string; password: string }) => {
    const error = await this.begin('signInWithPassword', credentials);
    if (error) return { data: { user: null, session: null }, error };
    const account = this.users.get(credentials.email.toLowerCase());
    if (!account || account.password !== credentials.password) return { data: { user: null, session: null }, error: AUTH_ERRORS.invalidCredentials };
    this.session = this.sessionFor(account.user);
    this.emit('SIGNED_IN', this.session);
    return { data: { user: this.session.user, session: this.session }, error: null };
  };

  signOut = async (options: { scope?: 'global' | 'local' | 'others' } = {}) => {
    const error = await this.begin('signOut', options);
    if (error && options.scope !== 'local') return { error };
    this.session = null;
    this.emit('SIGNED_OUT', null);
    return { error: null };
  };

  getSession = async () => {
    const error = await this.begin('getSession', undefined);
    // Reading the stored session needs no network: supabase-js answers from storage.
    if (error && error !== AUTH_ERRORS.network) return { data: { session: null }, error };
    return { data: { session: this.session }, error: null };
  };

  updateUser = async (attributes: { password?: string; email?: string; data?: Record<string, unknown> }) => {
    const error = await this.begin('updateUser', attributes);
    if (error) return { data: { user: null }, error };
    if (!this.session) return { data: { user: null }, error: AUTH_ERRORS.sessionMissing };
    const user = { ...this.session.user, ...(attributes.data ? { user_metadata: { ...this.session.user.user_metadata, ...attributes.data } } : {}) };
    if (attributes.password) {
      const account = [...this.users.values()].find((entry) => entry.user.id === user.id);
      if (account) account.password = attributes.password;
    }
    this.session = { ...this.session, user };
    this.emit('USER_UPDATED', this.session);
    return { data: { user }, error: null };
  };

  getUser = async () => {
    const error = await this.begin('getUser', undefined);
    if (error) return { data: { user: null }, error };
    if (!this.session) return { data: { user: null }, error: AUTH_ERRORS.sessionMissing };
    const factors = this.factorsOf(this.session.user.id);
    const { factors: _old, ...rest } = this.session.user;
    return { data: { user: { ...rest, ...(factors.length ? { factors } : {}) } as User }, error: null };
  };

  resetPasswordForEmail = async (email: string, options: { redirectTo?: string } = {}) => {
    const error = await this.begin('resetPasswordForEmail', { email, ...options });
    if (error) return { data: null, error };
    this.recoveryRequests.push({ email, redirectTo: options.redirectTo });
    return { data: {}, error: null };
  };

  /** supabase.auth.mfa: TOTP factors of the signed-in user; a code is right when it is `mfaCode`. */
  readonly mfa = {
    listFactors: async () => {
      const error = await this.begin('mfa.listFactors', undefined);
      if (error) return { data: null, error };
      if (!this.session) return { data: null, error: AUTH_ERRORS.sessionMissing };
      const all = this.factorsOf(this.session.user.id);
      return { data: { all, totp: all.filter((f) => f.status === 'verified'), phone: [], webauthn: [] }, error: null };
    },
    enroll: async (params: { factorType: 'totp'; friendlyName?: string; issuer?: string }) => {
      const error = await this.begin('mfa.enroll', params);
      if (error) return { data: null, error };
      if (!this.session) return { data: null, error: AUTH_ERRORS.sessionMissing };
      const userId = this.session.user.id;
      const name = params.friendlyName ?? '';
      if (this.factors.some((f) => f.userId === userId && f.friendly_name === name)) {
        return { data: null, error: { name: 'AuthApiError', status: 422, code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name already exists' } };
      }
      const factor: FakeFactor = {
        id: `factor-${this.factors.length + 1}`,
        userId,
        friendly_name: name,
        factor_type: 'totp',
        status: 'unverified',
        created_at: '2026-02-01T00:00:00Z',
        updated_at: '2026-02-01T00:00:00Z',
      };
      this.factors.push(factor);
      const uri = `otpauth://totp/${encodeURIComponent(params.issuer ?? 'fake')}:${encodeURIComponent(this.session.user.email ?? '')}?secret=${this.mfaSecret}`;
      return {
        data: {
          id: factor.id,
          type: 'totp' as const,
          friendly_name: name,
          totp: { qr_code: 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>', secret: this.mfaSecret, uri },
        },
        error: null,
      };
    },
    challengeAndVerify: async (params: { factorId: string; code: string }) => {
      const error = await this.begin('mfa.challengeAndVerify', params);
      if (error) return { data: null, error };
      if (!this.session) return { data: null, error: AUTH_ERRORS.sessionMissing };
      const factor = this.factors.find((f) => f.id === params.factorId && f.userId === this.session?.user.id);
      if (!factor) return { data: null, error: { name: 'AuthApiError', status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' } };
      if (params.code !== this.mfaCode) return { data: null, error: AUTH_ERRORS.wrongCode };
      factor.status = 'verified';
      const before = tokenMethods(this.session.access_token);
      const { factors: _old, ...user } = this.session.user;
      this.session = this.sessionFor(user as User, { aal: 'aal2', methods: ['totp', ...before.filter((m) => m !== 'totp')] });
      this.emit('MFA_CHALLENGE_VERIFIED', this.session);
      return { data: this.session, error: null };
    },
    unenroll: async (params: { factorId: string }) => {
      const error = await this.begin('mfa.unenroll', params);
      if (error) return { data: null, error };
      const index = this.factors.findIndex((f) => f.id === params.factorId && f.userId === this.session?.user.id);
      if (index < 0) return { data: null, error: { name: 'AuthApiError', status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' } };
      this.factors.splice(index, 1);
      return { data: { id: params.factorId }, error: null };
    },
  };

  setSession = async (tokens: { access_token: string; refresh_token: string }) => {
    const error = await this.begin('setSession', tokens);
    if (error) return { data: { user: null, session: null }, error };
    const user = this.tokens.get(tokens.access_token);
    if (!user) return { data: { user: null, session: null }, error: { name: 'AuthApiError', status: 403, code: 'bad_jwt', message: 'invalid JWT' } };
    this.session = { access_token: tokens.access_token, refresh_token: tokens.refresh_token, token_type: 'bearer', expires_in: 3600, user };
    this.emit('SIGNED_IN', this.session);
    return { data: { user, session: this.session }, error: null };
  };
}

/** The amr methods of a fake token, newest first. */
function tokenMethods(token: string): string[] {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { amr?: Array<{ method: string }> };
    return (claims.amr ?? []).map((entry) => entry.method);
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------------------------

export class FakeSupabase {
  private readonly tables = new Map<string, Row[]>();
  private readonly columns = new Map<string, ReadonlySet<string>>();
  private readonly rpcs = new Map<string, RpcHandler>();
  private readonly failures: Array<{ target: string | null; failure: FakeFailure }> = [];
  /** Every table and rpc request, in the order sent. */
  readonly calls: FakeCall[] = [];
  /** Every auth call, in the order made. */
  readonly authCalls: Array<{ method: AuthMethod; args: unknown }> = [];
  readonly auth = new FakeAuth(this);
  /** How often the app asked lib/supabase for a client: each would have loaded supabase-js, were it not loaded. */
  clientRequests = 0;
  /** Every request fails as with no connection while true. */
  offline = false;
  /** Artificial latency per request, in ms (0 answers on the next microtask). */
  latencyMs = 0;
  /**
   * PostgREST's db-max-rows: a table read answers at most this many rows, however many it asks for, without an
   * error. 1000, as on a Supabase project unless changed; null lifts the cap.
   */
  maxRows: number | null = DEFAULT_MAX_ROWS;
  private gate: Promise<void> | undefined;
  /** What the app's code receives from getSupabase(). */
  readonly client: SupabaseClient;

  constructor() {
    const from = (table: string) => new FakeQuery(this, table);
    // An rpc request takes an abort signal like a table's (supabase-js returns the same builder); the fake keeps it
    // in the call's log entry, and does not act on it.
    const rpc = (name: string, args: Record<string, unknown> = {}) => {
      const pending = this.rpc(name, args);
      const call = this.calls.at(-1);
      return Object.assign(pending, {
        abortSignal(this: unknown, signal: AbortSignal) {
          if (call) call.signal = signal;
          return this;
        },
      });
    };
    this.client = { from, rpc, auth: this.auth } as unknown as SupabaseClient;
  }

  /**
   * Declares the columns of `table`: a request naming another one (select list, filter, order, values sent) is
   * refused as PostgREST refuses it (42703, PGRST204). Undeclared tables take any column.
   */
  defineColumns(table: string, columns: readonly string[]): this {
    this.columns.set(table, new Set(columns));
    return this;
  }

  /** @internal the declared columns of `table`, if any. */
  columnsOf(table: string): ReadonlySet<string> | undefined {
    return this.columns.get(table);
  }

  /** Replaces the rows of `table` (copies them: the test's objects stay untouched). */
  seed(table: string, rows: readonly object[]): this {
    this.tables.set(table, rows.map((row) => clone(row) as Row));
    return this;
  }

  /** The rows of `table` now (a copy). */
  rows(table: string): Row[] {
    return clone(this.table(table));
  }

  /** @internal the live rows, for the query builder. */
  table(name: string): Row[] {
    return this.tables.get(name) ?? [];
  }

  /** Answers `rpc(name, args)` with what the handler returns; a handler refuses by throwing `{ code, message, details }`. */
  onRpc(name: string, handler: RpcHandler): this {
    this.rpcs.set(name, handler);
    return this;
  }

  /**
   * The next requests fail, one failure each, in order. `target` limits them to one table or to `rpc:<name>`;
   * a bare PostgREST error ({ code, message }) is an http refusal with the status its SQLSTATE maps to.
   */
  failNext(...failures: Array<FakeFailure | PostgrestErrorInput>): void;
  failNext(target: string, ...failures: Array<FakeFailure | PostgrestErrorInput>): void;
  failNext(...args: Array<string | FakeFailure | PostgrestErrorInput>): void {
    const [first, ...rest] = args;
    const target = typeof first === 'string' ? first : null;
    const list = (target === null ? args : rest) as Array<FakeFailure | PostgrestErrorInput>;
    for (const failure of list) this.failures.push({ target, failure: toFailure(failure) });
  }

  /** The calls of one operation on one table (or rpc function). */
  callsTo(target: string, operation?: Operation): FakeCall[] {
    return this.calls.filter((call) => call.target === target && (operation === undefined || call.operation === operation));
  }

  /**
   * Holds every answer (tables, rpc and auth) until the returned function is called, so a test can look at the
   * screen while a request is under way.
   */
  pause(): () => void {
    let release: () => void = () => undefined;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.gate = undefined;
      release();
    };
  }

  /** @internal the delay before a request is answered. */
  async wait(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    else await Promise.resolve();
    while (this.gate) await this.gate;
  }

  /** @internal sends one request through latency, failures and the log. */
  async send(call: FakeCall, execute: () => FakeResponse): Promise<FakeResponse> {
    this.calls.push(call);
    await this.wait();
    if (this.offline) return failed(0, NETWORK_ERROR);
    const key = call.operation === 'rpc' ? `rpc:${call.target}` : call.target;
    const index = this.failures.findIndex((entry) => entry.target === null || entry.target === key);
    const failure = index >= 0 ? this.failures.splice(index, 1)[0]!.failure : undefined;
    if (failure?.kind === 'hang') return new Promise<never>(() => undefined);
    if (failure?.kind === 'network') return failed(0, NETWORK_ERROR);
    if (failure?.kind === 'http') return failed(failure.status ?? this.statusFor(failure.error), postgrestError(failure.error));
    const response = execute();
    if (failure?.kind === 'lost-response') return failed(0, NETWORK_ERROR);
    return response;
  }

  /** The status PostgREST gives this error (the stand-in's map): 42501 is 401 without a session, 403 with one. */
  private statusFor(error: PostgrestErrorInput): number {
    return statusForError(error.code, { authenticated: this.auth.session !== null, message: error.message });
  }

  private rpc(name: string, args: Record<string, unknown>): PromiseLike<FakeResponse> {
    const call: FakeCall = { operation: 'rpc', target: name, values: clone(args), filters: [], prefer: null };
    return this.send(call, () => {
      const handler = this.rpcs.get(name);
      if (!handler) {
        return failed(404, unknownFunctionError(name, Object.keys(args), true));
      }
      let data: unknown;
      try {
        data = handler(clone(args), this);
      } catch (thrown) {
        // A handler refuses the way the function would: `throw { code, message, details }` (RAISE ... USING ...).
        if (isPostgrestErrorInput(thrown)) return failed(this.statusFor(thrown), postgrestError(thrown));
        throw thrown;
      }
      return ok(data === undefined ? 204 : 200, data === undefined ? null : clone(data));
    });
  }
}

export type PostgrestErrorInput = Partial<PostgrestError> & { message: string };

function isPostgrestErrorInput(value: unknown): value is PostgrestErrorInput {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as { message?: unknown }).message === 'string';
}

function toFailure(failure: FakeFailure | PostgrestErrorInput): FakeFailure {
  return 'kind' in failure ? failure : { kind: 'http', error: failure };
}

// ---------------------------------------------------------------------------------------------------------------
// The stand-in for src/lib/supabase.ts: `vi.mock('.../lib/supabase', () => import('.../testing/fake-supabase'))`.

let installed: FakeSupabase | undefined;

/** A fresh fake that getSupabase() and getAnonymousSupabase() hand out from now on; call it in beforeEach. */
export function installFakeSupabase(fake = new FakeSupabase()): FakeSupabase {
  installed?.auth.dispose();
  installed = fake;
  return fake;
}

/** The installed fake (one is installed on first use, so a test that needs no backend need not say so). */
export function currentFakeSupabase(): FakeSupabase {
  installed ??= new FakeSupabase();
  return installed;
}

export function getSupabase(): Promise<SupabaseClient> {
  const fake = currentFakeSupabase();
  fake.clientRequests += 1;
  return Promise.resolve(fake.client);
}

export function getAnonymousSupabase(): Promise<SupabaseClient> {
  return getSupabase();
}

export type { SupabaseClient };
