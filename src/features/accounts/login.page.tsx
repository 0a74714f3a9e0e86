// 'Acessar Conta' on /log-in and /login: sign in, then back to where the person came from, or /meu-perfil.
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageTitle } from '../../components/page-title';
import { afterLoginTarget, cameFromAdminSignOut, originPath } from './domain/redirects';
import { signupHref } from '../../lib/config';
import { signOut, useSession } from './session-store';
import { LoginForm, type SignedIn } from './login-form';
import { useSessionInit } from './use-session-init';
import { PATHS } from '../../utils/paths';

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSessionInit();
  const email = useSession((state) => state.user?.email ?? state.profile?.email ?? '');
  // Once this page sent a sign-in, being signed in is its own doing: it navigates away itself.
  const [attempted, setAttempted] = useState(false);
  const from = (location.state as { from?: unknown } | null)?.from;

  function onSignedIn({ profile }: SignedIn) {
    const target = afterLoginTarget({ from, profile, now: Date.now() });
    void navigate(target.to, { replace: true, state: target.state });
  }

  if (status === 'loading' && !attempted) return <FullScreenSpinner />;

  return (
    <>
      <PageTitle title="Acessar Conta" lead="Entre com seu e-mail e senha para acessar sua conta." />
      {cameFromAdminSignOut(location.state) && status !== 'signedIn' && (
        <Alert color="blue" variant="light" title="Sessão de administrador encerrada" mb="md" data-testid="admin-signed-out">
          <Stack gap={6} align="flex-start">
            <Text size="sm">Você saiu do Painel do Administrador. Esta página é a entrada dos clientes.</Text>
            <Anchor component={Link} to={PATHS.painel} underline="always" size="sm" fw={600}>
              Entrar no painel
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {status === 'signedIn' && !attempted ? (
          <Stack gap="md">
            <Text>
              Você já está conectado{email ? ` como ${email}` : ''}.
            </Text>
            <Group>
              <Button component={Link} to={originPath(from) ?? PATHS.meuPerfil} replace>
                Continuar
              </Button>
              <Button variant="default" onClick={() => void signOut()}>
                Sair
              </Button>
            </Group>
          </Stack>
        ) : (
          <LoginForm onSignedIn={onSignedIn} onAttempt={() => setAttempted(true)} />
        )}
      </Paper>
      <Stack gap={4} mt="lg" align="center">
        <Text size="sm">
          Ainda não tem conta?{' '}
          <Anchor href={signupHref()} target="_blank" rel="noopener noreferrer">
            Cadastre-se
          </Anchor>
        </Text>
        <Anchor component={Link} to={PATHS.home} size="sm">
          Voltar para o início
        </Anchor>
      </Stack>
    </>
  );
}
