// Setting up an authenticator: the QR code Supabase Auth draws (an SVG of the otpauth:// URI), the secret in
// groups of four with a copy button for typing it in by hand, and the first code, which activates it.
import { Alert, Button, Code, CopyButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { getSupabase } from '../../../lib/supabase';
import { startAuthenticator, type NewAuthenticator } from '../api/mfa';
import { groupSecret } from '../domain/assurance';
import { MFA_TEXTS } from '../domain/mfa-messages';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';

interface EnrolStepProps {
  /** The authenticator's name in the account ('Autenticador principal', 'Autenticador reserva'). */
  name: string;
  onDone?: () => void;
  title?: string;
  lead?: string;
}

export function EnrolStep({ name, onDone, title = MFA_TEXTS.enrolTitle, lead = MFA_TEXTS.enrolLead }: EnrolStepProps) {
  const [factor, setFactor] = useState<NewAuthenticator | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { code, setCode, error, busy, submit } = useCodeForm(factor?.id ?? null, () => {
    notify.success(MFA_TEXTS.enrolled);
    onDone?.();
  });
  // One enrolment per attempt, even when React runs the effect twice (development) or the page re-renders.
  const started = useRef<number | null>(null);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    let live = true;
    void (async () => {
      try {
        const created = await startAuthenticator(await getSupabase(), name);
        if (live) setFactor(created);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [attempt, name]);


  if (failed) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {MFA_TEXTS.enrolFailed}
        </Alert>
        <Button
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {MFA_TEXTS.retry}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="md">
        <Text fw={600}>{title}</Text>
        <Text size="sm">{lead}</Text>
        <Text size="sm">{MFA_TEXTS.enrolScan}</Text>
        {factor ? (
          <Image src={factor.qrCode} alt={MFA_TEXTS.qrAlt} w={200} h={200} mx="auto" bg="white" p={4} radius="sm" data-testid="mfa-qr" />
        ) : (
          <Group justify="center" h={200}>
            <Loader aria-label="Preparando o autenticador" />
          </Group>
        )}
        <Text size="sm">{MFA_TEXTS.enrolManual}</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code data-testid="mfa-secret" fz="md" style={{ wordBreak: 'break-word', flex: 1 }}>
            {factor ? groupSecret(factor.secret) : '…'}
          </Code>
          <CopyButton value={factor?.secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" size="compact-sm" onClick={copy} disabled={!factor}>
                {copied ? MFA_TEXTS.copied : MFA_TEXTS.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{MFA_TEXTS.enrolConfirm}</Text>
        <CodeField value={code} onChange={setCode} error={error} disabled={busy || !factor} />
        <Button type="submit" fullWidth loading={busy} disabled={!factor} loaderProps={{ 'aria-label': MFA_TEXTS.verifying }}>
          {MFA_TEXTS.activate}
        </Button>
      </Stack>
    </form>
  );
}
