// dreams: the rows admins published (tombstones included), all of them or those changed after a time, oldest
// change first, read page by page. The dream sync pulls the changes; the admin's dream manager reads them all.
// Here in lib/ rather than in features/dreams/api/ because the sync engine, which lib/ holds, reads it too.
import type { DreamRow } from '../../../features/dreams/domain/merge';
import { readAllPages } from '../../read-all-pages';
import { withTimeout } from '../../read-timeout';
import type { SupabaseClient } from '../../supabase';

const COLUMNS = 'id,titulo,geral,variantes,deleted,updated_at';

/**
 * Every row, or those with `updated_at` after `since`, ordered by (updated_at, id). Throws a ServerError; a page
 * that hangs is abandoned after the read timeout, and the whole read with it.
 */
export function listDreams(client: SupabaseClient, { since = null }: { since?: string | null } = {}): Promise<DreamRow[]> {
  return readAllPages<DreamRow>((from, to) => {
    const query = client.from('dreams').select(COLUMNS);
    return (since ? query.gt('updated_at', since) : query)
      .order('updated_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to)
      .abortSignal(withTimeout(undefined));
  });
}
