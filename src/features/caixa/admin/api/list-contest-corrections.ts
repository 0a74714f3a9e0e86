// lottery_contest_corrections (admins at aal2): the latest changes the source made to published contests, with
// the contest's columns before and after.
import { dataOf } from '../../../../lib/server-error';
import type { SupabaseClient } from '../../../../lib/supabase';

export interface ContestCorrection {
  id: number;
  game: string;
  contest: number;
  at: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  revision: number;
}

/** The most corrections the screen lists. */
const CORRECTIONS_LIMIT = 10;

export async function listContestCorrections(client: SupabaseClient, signal: AbortSignal): Promise<ContestCorrection[]> {
  const answer = await client.from('lottery_contest_corrections').select('*').order('id', { ascending: false }).limit(CORRECTIONS_LIMIT).abortSignal(signal);
  return dataOf<ContestCorrection[] | null>(answer) ?? [];
}
