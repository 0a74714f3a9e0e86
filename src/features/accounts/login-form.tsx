// The e-mail and password form shared by 'Acessar Conta' and 'Painel do Administrador', with the lockout banner.
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { PATHS } from '../../utils/paths';
import { Link } from 'react-router-dom';
import { useEffect, useState, type FormEvent } from 'react';
import { LOCKOUT_WINDOW_MINUTES, looksLikeEmail } from './domain/lockout';
import { validateLogin, type LoginErrors } from './domain/login-rules';
import { LOGIN_TEXTS, lockedBannerMessage, lockedToastMessage } from './domain/messages';
import { isConnectionFailure } from './domain/sign-in-error';
import { fetchLockStatus, recordLockStatus, selectLockMinutes, useLockout } from './lockout-store';
import { notify } from '../../components/toasts/notify';
import { ensureSession, signInWithPassword, type SignInResult } from './session-store';
import { EmailField } from './email-field';

/** Pause after the last keystroke before asking the server whether the typed e-mail is locked. */
const LOCK_CHECK_DEBOUNCE_MS = 400;

export type SignedIn = Extract<SignInResult, { ok: true }>;

interface LoginFormProps {
  onSignedIn: (result: SignedIn) => void;
  /** Called when a sign-in is sent, so the page can tell its own sign-in from an earlier one. */
  onAttempt?: () => void;
  submitLabel?: string;
}

export function LoginForm({ onSignedIn, onAttempt, submitLabel = 'Entrar' }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const lockMinutes = useLockout(selectLockMinutes(email));
  const locked = lockMinutes !== null;

  useEffect(() => {
    void ensureSession();
  }, []);

  // The banner appears while typing, before any attempt, when the server already holds a lock.
  useEffect(() => {
    if (!looksLikeEmail(email)) return undefined;
    const timer = setTimeout(() => void fetchLockStatus(email), LOCK_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    // Offline, nothing is sent: no attempt reaches the server, so none counts towards the lock.
    if (!navigator.onLine) {
      notify.error(LOGIN_TEXTS.offlineTitle, LOGIN_TEXTS.offlineMessage);
      return;
    }
    setBusy(true);
    onAttempt?.();
    try {
      const before = await fetchLockStatus(email);
      if (before?.locked) {
        notify.error(LOGIN_TEXTS.lockedTitle, lockedToastMessage(before.remainingMinutes));
        return;
      }
      const result = await signInWithPassword(email, password);
      if (result.ok) {
        notify.success(LOGIN_TEXTS.successTitle);
        onSignedIn(result);
        return;
      }
      if (result.failure.kind === 'locked') {
        const after = await fetchLockStatus(email);
        const minutes = after?.locked ? after.remainingMinutes : (result.failure.minutes ?? LOCKOUT_WINDOW_MINUTES);
        if (!after?.locked) recordLockStatus(email, { locked: true, remainingMinutes: minutes });
        notify.error(LOGIN_TEXTS.lockedTitle, lockedToastMessage(minutes));
        return;
      }
      if (result.failure.kind === 'offline') {
        notify.error(LOGIN_TEXTS.offlineTitle, LOGIN_TEXTS.offlineMessage);
        return;
      }
      notify.error(LOGIN_TEXTS.failedTitle, LOGIN_TEXTS.failedMessage);
      // The failure that trips the lock shows the banner at once.
      await fetchLockStatus(email);
    } catch (error) {
      if (!navigator.onLine || isConnectionFailure(error)) notify.error(LOGIN_TEXTS.offlineTitle, LOGIN_TEXTS.offlineMessage);
      else notify.error(LOGIN_TEXTS.unexpectedTitle, LOGIN_TEXTS.unexpectedMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Entrar na conta">
      <Stack gap="md">
        {locked && (
          <Alert color="red" variant="light" title={LOGIN_TEXTS.bannerTitle} data-testid="lock-banner">
            {lockedBannerMessage(lockMinutes)}
          </Alert>
        )}
        <EmailField
          placeholder="seu@email.com"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
          disabled={locked}
        />
        <PasswordInput
          label="Senha"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          disabled={locked}
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': visible ? 'Ocultar senha' : 'Mostrar senha' }}
        />
        <Button type="submit" fullWidth disabled={locked || busy} loading={busy} loaderProps={{ 'aria-label': 'Entrando...' }}>
          {submitLabel}
        </Button>
        <Anchor component={Link} to={PATHS.recuperarSenha} state={{ email }} size="sm" ta="center">
          {LOGIN_TEXTS.forgotPassword}
        </Anchor>
        {locked && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setEmail('');
              setPassword('');
            }}
          >
            Entrar com outro e-mail
          </Button>
        )}
      </Stack>
    </form>
  );
}
