// 'Painel do Administrador': the admin login, shown by RequireAdmin in place of the panel page asked for: the
// password, then on the same screen the authenticator code, or setting up the first authenticator.
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StandaloneBrand } from '../../components/logo';
import { PageTitle } from '../../components/page-title';
import { adminStep } from './domain/assurance';
import { afterAdminLoginPath, passwordChangeReason } from './domain/redirects';
import { signOut, useSession } from './session-store';
import { LoginForm, type SignedIn } from './login-form';
import { CodeStep } from './mfa/code-step';
import { EnrolStep } from './mfa/enrol-step';
import { PATHS } from '../../utils/paths';

interface AdminLoginProps {
  refused?: boolean;
  /** An admin past the password: the code of an authenticator, or setting up the first one. */
  step?: 'code' | 'enrol';
}

export default function AdminLogin({ refused = false, step }: AdminLoginProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const email = useSession((state) => state.user?.email ?? '');
  const origin = `${location.pathname}${location.search}`;

  function onSignedIn({ profile, isAdmin }: SignedIn) {
    // A customer stays here and sees the refusal; an admin stays on the page asked for.
    if (!isAdmin) return;
    const reason = passwordChangeReason(profile, Date.now());
    const target = afterAdminLoginPath(location.pathname);
    // With an authenticator the code comes first (RequireAdmin shows it here); the new password needs aal2.
    const next = adminStep(profile, useSession.getState().assurance, Date.now());
    if (next === 'password' && reason) void navigate(PATHS.changePassword, { replace: true, state: { reason, from: target ?? origin } });
    else if (target) void navigate(target, { replace: true });
  }

  return (
    <Container component="main" id="conteudo" size="xs" py="xl" data-layout="admin-login">
      <StandaloneBrand />
      <PageTitle title="Painel do Administrador" lead="Área restrita à equipe. Entre com sua conta de administrador." />
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {step === 'code' ? (
          <CodeStep />
        ) : step === 'enrol' ? (
          <EnrolStep name="Autenticador principal" />
        ) : refused ? (
          <Stack gap="md">
            <Alert color="red" variant="light" title="Acesso negado" data-testid="admin-refusal">
              Esta conta não tem acesso ao painel do administrador{email ? ` (${email})` : ''}. Para entrar no painel, saia e
              entre com uma conta de administrador.
            </Alert>
            <Group>
              <Button onClick={() => void signOut()}>Sair desta conta</Button>
              <Button component={Link} to={PATHS.meuPerfil} variant="default">
                Ir para Meu Perfil
              </Button>
            </Group>
          </Stack>
        ) : (
          <LoginForm onSignedIn={onSignedIn} submitLabel="Entrar no painel" />
        )}
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={PATHS.home}>
          Voltar para o site
        </Anchor>
      </Text>
    </Container>
  );
}
