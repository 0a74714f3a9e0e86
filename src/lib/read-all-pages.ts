// Reads every row a list query matches, one page at a time. PostgREST answers at most its max-rows setting
// (1000 on a Supabase project unless changed) whatever the request asks, without an error: a read of a table
// that can outgrow that in one request silently loses the rows past the cap. So every read of a whole list
// asks for pages with .range(from, to) until a page comes back shorter than asked.
import { dataOf } from './server-error';

/**
 * Rows asked for per page: Supabase's default max-rows. A project must not set max-rows below this, or a capped
 * page would look like the last one (docs/backend.md).
 */
export const PAGE_ROWS = 1000;

/** What awaiting a supabase-js query gives (its data, error and HTTP status). */
interface Answer {
  data: unknown;
  error: unknown;
  status?: number;
}

/**
 * Every row of a list, in order. `page(from, to)` sends the query for rows from..to inclusive: the query with a
 * stable order (ending on a unique key, such as id, so rows never swap places between pages) and
 * `.range(from, to)`. Throws a ServerError when a page cannot be read (no partial list is returned).
 */
export async function readAllPages<Row>(page: (from: number, to: number) => PromiseLike<Answer>, pageRows = PAGE_ROWS): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += pageRows) {
    const batch = dataOf<Row[] | null>(await page(from, from + pageRows - 1)) ?? [];
    rows.push(...batch);
    if (batch.length < pageRows) return rows;
  }
}
