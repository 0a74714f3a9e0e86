// The password change call: new password through Supabase Auth, then the profile's flag and date.
import { passwordChangeErrorMessage } from '../../domain/auth/password-rules';
import { PASSWORD_TEXTS } from '../../domain/auth/messages';
import { refreshProfile } from '../../lib/session-store';
import { getSupabase } from '../../lib/supabase';

export type ChangePasswordResult = { ok: true } | { ok: false; message: string };

/** Resolves with what to tell the person; throws only on the unexpected ('Erro inesperado'). */
export async function changePassword(newPassword: string): Promise<ChangePasswordResult> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return { ok: false, message: PASSWORD_TEXTS.notSignedIn };

  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) return { ok: false, message: passwordChangeErrorMessage(error) };

  // The database also clears the flag when the password changes; this call makes it explicit
  // and works the same on a real Supabase project.
  const { error: markError } = await supabase.rpc('mark_password_changed');
  if (markError) return { ok: false, message: passwordChangeErrorMessage(markError) };

  await refreshProfile();
  return { ok: true };
}
