// 'Recuperar senha' (/recuperar-senha), from "Esqueci minha senha" on both logins: Supabase Auth e-mails a link to
// /redefinir-senha. The screen says the same whether or not the e-mail has an account.
import { Alert, Anchor, Button, Paper, Stack } from '@mantine/core';
import { PATHS } from '../../utils/paths';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { getSupabase } from '../../lib/supabase';
import { requestPasswordRecovery } from './api/recover-password';
import { looksLikeEmail } from './domain/lockout';
import { LOGIN_TEXTS } from './domain/messages';
import { RECOVERY_TEXTS } from './domain/mfa-messages';
import { EmailField } from './email-field';

export default function ForgotPasswordPage() {
  const location = useLocation();
  const initial = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof initial === 'string' ? initial : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'sent' | 'offline' | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(LOGIN_TEXTS.emailRequired);
    if (!looksLikeEmail(email)) return setError(LOGIN_TEXTS.emailInvalid);
    setError(null);
    setBusy(true);
    try {
      setOutcome(await requestPasswordRecovery(await getSupabase(), email, `${window.location.origin}${PATHS.redefinirSenha}`));
    } catch {
      setOutcome('offline');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle title={RECOVERY_TEXTS.title} lead={RECOVERY_TEXTS.lead} />
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={RECOVERY_TEXTS.title}>
          <Stack gap="md">
            {outcome === 'sent' && (
              <Alert color="green" variant="light" data-testid="recovery-sent" role="status">
                {RECOVERY_TEXTS.sent}
              </Alert>
            )}
            {outcome === 'offline' && (
              <Alert color="red" variant="light" role="alert">
                {LOGIN_TEXTS.offlineTitle}: o pedido não foi enviado. Tente de novo quando a conexão voltar.
              </Alert>
            )}
            <EmailField
              value={email}
              onChange={(value) => {
                setEmail(value);
                setError(null);
              }}
              error={error ?? undefined}
            />
            <Button type="submit" fullWidth loading={busy} loaderProps={{ 'aria-label': RECOVERY_TEXTS.sending }}>
              {RECOVERY_TEXTS.submit}
            </Button>
            <Anchor component={Link} to={PATHS.logIn} size="sm" ta="center">
              {RECOVERY_TEXTS.back}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
