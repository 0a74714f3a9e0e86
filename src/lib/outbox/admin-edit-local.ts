// What admin edits keep on this device, in IndexedDB: the offline copies, kept in step with the row the server
// now holds, and the last edit of each row this device delivered.
import type { AdminTable } from './conflicts';
import type { ServerRow } from './admin-edit-payload';
import { db, getMeta, setMeta, storeDrawIndex } from '../db';
import { forgetDreamRow, storeDreamRows } from '../content-sync/dream-sync';

/** Tables whose rows the app also keeps offline for visitors (see remote-cache.ts). */
const CACHED_TABLES = new Set<AdminTable>(['lucky_guesses', 'monthly_promotions', 'welcome_bonuses', 'draw_results']);

/**
 * Keeps this device's offline copies in step with what the server now holds (or no longer holds), so
 * the public pages on this device show the admin's change without waiting for the next sync.
 */
export async function storeLocally(table: AdminTable, id: string, row: ServerRow | null, editIds: readonly string[] = []): Promise<void> {
  if (table === 'dreams') {
    await storeDreamLocally(id, row, editIds);
    return;
  }
  if (!CACHED_TABLES.has(table)) return;
  await db.transaction('rw', db.remoteRows, db.meta, async () => {
    if (row === null) await db.remoteRows.delete([table, id]);
    else await db.remoteRows.put({ table, id, updatedAt: String(row.updated_at), row });
    // /resultados reads the draws' counts before any draw.
    if (table === 'draw_results') await storeDrawIndex();
  });
}

/**
 * The same writes as a pull of the `dreams` table (a deleted row leaves a tombstone that hides its title),
 * replacing what the edits `editIds` stored on this device.
 */
async function storeDreamLocally(id: string, row: ServerRow | null, editIds: readonly string[]): Promise<void> {
  if (row === null) await forgetDreamRow(id, { editIds });
  else
    await storeDreamRows(
      [{ id, titulo: String(row.titulo), geral: row.geral, variantes: row.variantes, deleted: row.deleted === true, updated_at: String(row.updated_at) }],
      { editIds },
    );
}

/** This device's latest delivered edit of a row, and the version that edit was queued against. */
export interface LastDelivered {
  editId: string;
  base: string | null;
}

function lastDeliveredKey(table: string, id: string): string {
  return `admin-edit:last:${table}:${id}`;
}

export function lastDelivered(table: string, id: string): Promise<LastDelivered | null> {
  return getMeta<LastDelivered | null>(lastDeliveredKey(table, id), null);
}

export async function rememberDelivered(table: string, id: string, last: LastDelivered): Promise<void> {
  await setMeta(lastDeliveredKey(table, id), last);
}
