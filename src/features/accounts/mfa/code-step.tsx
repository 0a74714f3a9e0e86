// The code step: after the password (admin sign-in) or a recovery link, the 6-digit code of one of the account's
// authenticators raises the session to aal2. A wrong code says so; repeated wrong codes lock the codes, and the
// server then ends the session, so the screen goes back to the password.
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getSupabase } from '../../../lib/supabase';
import { listAuthenticators, type Authenticator } from '../api/mfa';
import { MFA_TEXTS } from '../domain/mfa-messages';
import { signOut } from '../session-store';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';

interface CodeStepProps {
  /** Called once the code is accepted (the session is aal2 by then). */
  onVerified?: () => void;
  lead?: string;
}

export function CodeStep({ onVerified, lead = MFA_TEXTS.codeLead }: CodeStepProps) {
  const [authenticators, setAuthenticators] = useState<Authenticator[] | null>(null);
  const [factorId, setFactorId] = useState<string | null>(null);
  const { code, setCode, error, setError, busy, submit } = useCodeForm(factorId, () => onVerified?.());

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const found = await listAuthenticators(await getSupabase());
        if (!live) return;
        setAuthenticators(found);
        setFactorId(found[0]?.id ?? null);
      } catch {
        if (live) setError(MFA_TEXTS.unexpected);
      }
    })();
    return () => {
      live = false;
    };
  }, [setError]);


  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={MFA_TEXTS.codeTitle}>
      <Stack gap="md">
        <Text fw={600}>{MFA_TEXTS.codeTitle}</Text>
        <Text size="sm">{lead}</Text>
        {authenticators && authenticators.length > 1 && (
          <Select
            label={MFA_TEXTS.factorLabel}
            data={authenticators.map((a) => ({ value: a.id, label: a.name || 'Autenticador' }))}
            value={factorId}
            onChange={(value) => setFactorId(value)}
            allowDeselect={false}
          />
        )}
        <CodeField value={code} onChange={setCode} error={error} disabled={busy} autoFocus />
        <Button type="submit" fullWidth loading={busy} disabled={!factorId} loaderProps={{ 'aria-label': MFA_TEXTS.verifying }}>
          {MFA_TEXTS.verify}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>
          {MFA_TEXTS.cancel}
        </Button>
        {authenticators !== null && authenticators.length === 0 && (
          <Alert color="yellow" variant="light">
            Nenhum autenticador ativo nesta conta.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
