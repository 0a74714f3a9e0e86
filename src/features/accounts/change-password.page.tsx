// 'Alterar Senha' (SPEC §2, §5): required at first access or when the password has expired.
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { PASSWORD_TEXTS } from './domain/messages';
import { RECOVERY_TEXTS } from './domain/mfa-messages';
import { hasErrors, validatePasswordChange, type PasswordChangeErrors } from './domain/password-rules';
import { afterPasswordChangePath, isPasswordChangeReason, passwordChangeReason } from './domain/redirects';
import { notify } from '../../components/toasts/notify';
import { useSession } from './session-store';
import { changePassword } from './change-password';

interface ChangePasswordState {
  reason?: unknown;
  /** Opened from /meu-perfil by choice: nothing is required, so no 'Ação Necessária' box. */
  voluntary?: unknown;
}

export default function ChangePasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const profile = useSession((state) => state.profile);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);

  const state = (location.state ?? {}) as ChangePasswordState;
  const [profileReason] = useState(() => passwordChangeReason(profile, Date.now()));
  const reason = isPasswordChangeReason(state.reason) ? state.reason : profileReason;
  const showBox = state.voluntary !== true || reason !== null;

  function update(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const result = await changePassword(values.newPassword);
      if (!result.ok) {
        notify.error(PASSWORD_TEXTS.failedTitle, result.message);
        return;
      }
      notify.success(PASSWORD_TEXTS.successTitle);
      void navigate(afterPasswordChangePath(useSession.getState().isAdmin), { replace: true });
    } catch {
      notify.error(PASSWORD_TEXTS.unexpectedTitle, PASSWORD_TEXTS.unexpectedMessage);
    } finally {
      setBusy(false);
    }
  }

  const toggleProps = {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { 'aria-label': visible ? 'Ocultar senhas' : 'Mostrar senhas' },
  };

  return (
    <>
      <PageTitle title={PASSWORD_TEXTS.title} lead={PASSWORD_TEXTS.subtitle} />
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={PASSWORD_TEXTS.title}>
          <Stack gap="md">
            {showBox && (
              <Alert color="yellow" variant="light" title={PASSWORD_TEXTS.boxTitle} data-testid="password-reason">
                {reason === 'expired' ? PASSWORD_TEXTS.expired : reason === 'recovery' ? RECOVERY_TEXTS.reason : PASSWORD_TEXTS.firstAccess}
              </Alert>
            )}
            <PasswordInput
              label={PASSWORD_TEXTS.newLabel}
              name="newPassword"
              autoComplete="new-password"
              required
              value={values.newPassword}
              onChange={(event) => update('newPassword', event.currentTarget.value)}
              error={errors.newPassword}
              description="Mínimo de 8 caracteres."
              {...toggleProps}
            />
            <PasswordInput
              label={PASSWORD_TEXTS.confirmLabel}
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={(event) => update('confirmPassword', event.currentTarget.value)}
              error={errors.confirmPassword}
              {...toggleProps}
            />
            <Button type="submit" fullWidth disabled={busy}>
              {busy ? PASSWORD_TEXTS.submitting : PASSWORD_TEXTS.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
