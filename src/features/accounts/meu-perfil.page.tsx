// 'Meu Perfil': the signed-in customer's name, e-mail and last sign-in, password change and sign-out.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatAccountDate } from './domain/format';
import { signOut, useSession } from './session-store';
import { PAINEL, PATHS } from '../../utils/paths';

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export default function MeuPerfilPage() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const profile = useSession((state) => state.profile);
  const isAdmin = useSession((state) => state.isAdmin);
  const [leaving, setLeaving] = useState(false);

  const metadataName = user?.user_metadata?.full_name as unknown;
  const name = profile?.full_name ?? (typeof metadataName === 'string' ? metadataName : null);
  const email = profile?.email ?? user?.email ?? '';
  const lastSignIn = formatAccountDate(profile?.last_sign_in_at ?? user?.last_sign_in_at);

  async function leave() {
    setLeaving(true);
    const done = await signOut();
    setLeaving(false);
    if (done) void navigate(PATHS.logIn, { replace: true });
  }

  return (
    <>
      <PageTitle title="Meu Perfil" lead="Seus dados de acesso à conta." />
      <Paper withBorder shadow="sm" p="lg" radius="md" maw={560}>
        <Stack gap="md">
          <Field label="Nome" value={name ?? 'Não informado'} testId="profile-name" />
          <Field label="E-mail" value={email} testId="profile-email" />
          <Field label="Último acesso" value={lastSignIn ?? 'Não disponível'} testId="profile-last-sign-in" />
          <Group mt="sm">
            <Button component={Link} to={PATHS.changePassword} state={{ voluntary: true }} variant="default">
              Alterar senha
            </Button>
            {isAdmin && (
              <Button component={Link} to={PAINEL.dashboard} variant="default">
                Abrir o painel
              </Button>
            )}
            <Button color="red" variant="light" onClick={() => void leave()} loading={leaving}>
              Sair
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
