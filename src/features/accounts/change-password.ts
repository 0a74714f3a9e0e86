// The password change call: new password through Supabase Auth; the database's trigger on auth.users
// then clears the profile's first-access flag (nothing else can clear it), and we re-read the profile.
import { passwordChangeErrorMessage } from './domain/password-rules';
import { PASSWORD_TEXTS } from './domain/messages';
import { refreshProfile } from './session-store';
import { updatePassword } from './api/update-password';
import { getSupabase } from '../../lib/supabase';

export type ChangePasswordResult = { ok: true } | { ok: false; message: string };

/** Resolves with what to tell the person; throws only on the unexpected ('Erro inesperado'). */
export async function changePassword(newPassword: string): Promise<ChangePasswordResult> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { ok: false, message: PASSWORD_TEXTS.notSignedIn };

  const { error } = await updatePassword(supabase, newPassword);
  if (error) return { ok: false, message: passwordChangeErrorMessage(error) };

  await refreshProfile();
  return { ok: true };
}
