// The one-time code form of both MFA steps (the code of an authenticator, the first code of a new one): the
// typed code, its error in Portuguese, and the submit that verifies it. Locked codes end the session, so the
// screen goes back to the password.
import { useState, type FormEvent } from 'react';
import { notify } from '../../../components/toasts/notify';
import { getSupabase } from '../../../lib/supabase';
import { verifyCode } from '../api/mfa';
import { classifyCodeError, isCompleteCode } from '../domain/assurance';
import { MFA_TEXTS, lockedCodeMessage } from '../domain/mfa-messages';
import { refreshAssurance, signOut } from '../session-store';

/** The form's state; `submit` verifies the code against `factorId` and calls `onVerified` once the session is aal2. */
export function useCodeForm(factorId: string | null, onVerified: () => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !factorId) return;
    if (!isCompleteCode(code)) {
      setError(MFA_TEXTS.incompleteCode);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const failure = await verifyCode(await getSupabase(), factorId, code);
      if (!failure) {
        await refreshAssurance();
        onVerified();
        return;
      }
      const kind = classifyCodeError(failure);
      setCode('');
      if (kind.kind === 'locked') {
        notify.error(MFA_TEXTS.lockedTitle, lockedCodeMessage(kind.minutes));
        await signOut({ force: true, quiet: true });
        return;
      }
      setError(kind.kind === 'wrong' ? MFA_TEXTS.wrongCode : kind.kind === 'offline' ? MFA_TEXTS.offline : MFA_TEXTS.unexpected);
    } catch {
      setError(MFA_TEXTS.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return { code, setCode, error, setError, busy, submit };
}
