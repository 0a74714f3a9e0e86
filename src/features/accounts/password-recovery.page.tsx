// /redefinir-senha: where the e-mailed recovery link lands. Supabase Auth puts the session in the URL fragment;
// it is installed in supabase-js and removed from the address bar. An account with an authenticator gives its
// code first (a recovery link alone is aal1, and Supabase Auth changes such an account's password only at aal2);
// then 'Alterar Senha', with the recovery reason (SPEC §4, the "password recovery" session state).
import { Alert, Anchor, Loader, Paper, Stack, Text } from '@mantine/core';
import { PATHS } from '../../utils/paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { getSupabase } from '../../lib/supabase';
import { assuranceOf } from './domain/assurance';
import { RECOVERY_TEXTS } from './domain/mfa-messages';
import { CodeStep } from './mfa/code-step';
import { ensureSession, markPasswordRecovery } from './session-store';

type Stage = 'opening' | 'invalid' | 'code';

export default function PasswordRecoveryPage() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('opening');
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // The tokens leave the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const accessToken = fragment.get('access_token');
    const refreshToken = fragment.get('refresh_token');
    if (fragment.get('error') || !accessToken || !refreshToken || fragment.get('type') !== 'recovery') {
      setStage('invalid');
      return;
    }
    void (async () => {
      await ensureSession();
      const supabase = await getSupabase();
      const { data, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
      if (error || !data.session) {
        setStage('invalid');
        return;
      }
      markPasswordRecovery();
      const assurance = assuranceOf(data.session);
      if (assurance.verifiedFactors > 0 && assurance.level !== 'aal2') setStage('code');
      else void navigate(PATHS.changePassword, { replace: true, state: { reason: 'recovery' } });
    })();
  }, [navigate]);

  return (
    <>
      <PageTitle title={RECOVERY_TEXTS.landingTitle} />
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {stage === 'opening' && (
          <Stack align="center" gap="sm">
            <Loader aria-label={RECOVERY_TEXTS.opening} />
            <Text size="sm">{RECOVERY_TEXTS.opening}</Text>
          </Stack>
        )}
        {stage === 'invalid' && (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" data-testid="recovery-invalid">
              {RECOVERY_TEXTS.linkInvalid}
            </Alert>
            <Anchor component={Link} to={PATHS.recuperarSenha}>
              {RECOVERY_TEXTS.askAgain}
            </Anchor>
          </Stack>
        )}
        {stage === 'code' && (
          <Stack gap="xs">
            <Text fw={600}>{RECOVERY_TEXTS.confirmTitle}</Text>
            <CodeStep
              lead={RECOVERY_TEXTS.confirmLead}
              onVerified={() => void navigate(PATHS.changePassword, { replace: true, state: { reason: 'recovery' } })}
            />
          </Stack>
        )}
      </Paper>
    </>
  );
}
