// Where the admin dream manager's list comes from: the built-in dictionary with the backend rows
// merged over it, and the admin's own queued (not yet delivered) dream edits on top.
import { mergeDreams, type DreamRow, type DreamRowValues } from '../../domain/admin/dream-edits';
import { groupByLetter, removeDream, upsertDream, flatten, type AdminDream } from '../../domain/admin/dream-list';
import type { Dream } from '../../domain/dreams/types';
import type { QueuedAdminEdit } from './admin-edits';
import { loadBuiltInDictionary } from '../../lib/content-loader';
import { db } from '../../lib/db';
import { isShownDream } from '../../lib/dream-records';
import { isOnline } from '../../lib/online';
import { getSupabase } from '../../lib/supabase';

export interface LoadedDreams {
  dreams: AdminDream[];
  /** 'server': fresh from the backend; 'device': this device's offline copy (no connection). */
  source: 'server' | 'device';
}

async function fromServer(): Promise<DreamRow[] | null> {
  if (!isOnline()) return null;
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.from('dreams').select('id, titulo, geral, variantes, deleted, updated_at').order('updated_at');
    return error ? null : ((data ?? []) as DreamRow[]);
  } catch {
    return null;
  }
}

async function fromDevice(): Promise<AdminDream[] | null> {
  try {
    const records = await db.dreams.toArray();
    if (records.length === 0) return null;
    // Deleted dreams stay on the device as tombstones: the manager, like visitors, does not list them.
    return records.filter(isShownDream).map((r) => (r.source === 'remote' && r.remoteId ? { dream: r.dream, remoteId: r.remoteId, updatedAt: r.updatedAt } : { dream: r.dream }));
  } catch {
    return null;
  }
}

/** Applies the admin's queued dream edits that have not reached the server yet (conflicts excluded). */
export function withQueuedDreamEdits(dreams: readonly AdminDream[], queue: readonly QueuedAdminEdit[]): AdminDream[] {
  let sections = groupByLetter(dreams);
  for (const { status, edit } of queue) {
    if (edit.table !== 'dreams' || status === 'conflict') continue;
    const values = edit.values as Partial<DreamRowValues>;
    if (typeof values.titulo !== 'string') continue;
    // A rename leaves the row's old title behind: drop whichever entry this row carried.
    const previous = flatten(sections).find((e) => e.remoteId === edit.id);
    if (previous) sections = removeDream(sections, previous.dream.titulo);
    if (values.deleted || edit.op === 'delete') {
      sections = removeDream(sections, values.titulo);
      continue;
    }
    const dream: Dream = { titulo: values.titulo, geral: values.geral as Dream['geral'] };
    if (values.variantes && Object.keys(values.variantes).length > 0) dream.variantes = values.variantes;
    sections = upsertDream(sections, dream);
    sections = sections.map((s) => ({
      ...s,
      dreams: s.dreams.map((e) => (e.dream === dream ? { dream, remoteId: edit.id, updatedAt: edit.baseUpdatedAt ?? undefined } : e)),
    }));
  }
  return flatten(sections);
}

/** The list as the manager starts from (on first show and on refresh). */
export async function loadAdminDreams(queue: readonly QueuedAdminEdit[]): Promise<LoadedDreams> {
  const [{ BUILT_IN_DREAMS }, rows] = await Promise.all([loadBuiltInDictionary(), fromServer()]);
  if (rows) return { dreams: withQueuedDreamEdits(mergeDreams(BUILT_IN_DREAMS, rows), queue), source: 'server' };
  const copy = await fromDevice();
  return { dreams: withQueuedDreamEdits(copy ?? mergeDreams(BUILT_IN_DREAMS, []), queue), source: 'device' };
}
