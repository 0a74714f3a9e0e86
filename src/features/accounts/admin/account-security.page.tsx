// 'Segurança' (/painel/account-security): the admin's own authenticators (add a backup one, remove one while
// another remains), and the admin accounts, where an admin resets a colleague's authenticators (a lost phone):
// the colleague's sessions end and the next sign-in sets up a new one. The reset is filed in the access monitor.
import { Alert, Badge, Button, Card, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { PageHeader } from '../../../components/admin/page-header';
import { ConfirmDelete, RowActions } from '../../../components/admin/row-actions';
import { notify } from '../../../components/toasts/notify';
import { toServerError } from '../../../lib/server-error';
import { getSupabase } from '../../../lib/supabase';
import { useServerQuery } from '../../../lib/use-server-query';
import { formatDateTime } from '../../../utils/pt-br/date-time';
import { listAdmins, resetAuthenticators, type AdminAccount } from '../api/admin-accounts';
import { listAuthenticators, removeAuthenticator, type Authenticator } from '../api/mfa';
import { EnrolStep } from '../mfa/enrol-step';
import { refreshAssurance, useSession } from '../session-store';

/** The admin's own authenticators; `onChanged` after one is added or removed (the admins' table counts them). */
function OwnAuthenticators({ onChanged }: { onChanged: () => void }) {
  const [list, setList] = useState<Authenticator[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<Authenticator | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await listAuthenticators(await getSupabase()));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(factor: Authenticator) {
    setToRemove(null);
    setRemoving(factor.id);
    try {
      await removeAuthenticator(await getSupabase(), factor.id);
      notify.success('Autenticador removido', factor.name);
      await refreshAssurance();
      await load();
      onChanged();
    } catch (thrown) {
      notify.error('Não foi possível remover', toServerError(thrown).message);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Card withBorder padding="md" radius="md" mb="lg">
      <Title order={2} fz="lg" mb="xs">
        Seus autenticadores
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Um autenticador reserva (outro celular, um gerenciador de senhas) deixa você entrar se perder o principal.
      </Text>
      {failed && <Alert color="orange">Não foi possível ler seus autenticadores.</Alert>}
      <Stack gap="xs" mb="sm">
        {list?.map((factor) => (
          <Group key={factor.id} justify="space-between" data-testid="own-authenticator">
            <div>
              <Text fw={500}>{factor.name || 'Autenticador'}</Text>
              <Text size="xs" c="dimmed">
                Ativado em {formatDateTime(factor.createdAt)}
              </Text>
            </div>
            {list.length > 1 && (
              <RowActions destructive={{ label: 'Remover', name: `Remover ${factor.name || 'Autenticador'}`, loading: removing === factor.id, onClick: () => setToRemove(factor) }} />
            )}
          </Group>
        ))}
      </Stack>
      {adding ? (
        <EnrolStep
          name="Autenticador reserva"
          title="Adicionar autenticador reserva"
          lead="Leia o QR code com o outro aplicativo (ou digite a chave) e confirme com o código que ele mostrar."
          onDone={() => {
            setAdding(false);
            void load();
            onChanged();
          }}
        />
      ) : (
        <Button variant="light" onClick={() => setAdding(true)}>
          Adicionar autenticador reserva
        </Button>
      )}
      <ConfirmDelete
        row={toRemove}
        describe={(factor) => `o autenticador "${factor.name || 'Autenticador'}" da sua conta`}
        onCancel={() => setToRemove(null)}
        onConfirm={(factor) => void remove(factor)}
      />
    </Card>
  );
}

/** Every admin and how many authenticators each has; read again when `changes` grows (the admin changed theirs). */
function Admins({ changes }: { changes: number }) {
  const ownId = useSession((state) => state.user?.id);
  const { data: admins, error, reload } = useServerQuery(['admin-accounts', changes], listAdmins);
  const [confirming, setConfirming] = useState<AdminAccount | null>(null);
  const [busy, setBusy] = useState(false);

  async function reset(account: AdminAccount) {
    setBusy(true);
    try {
      await resetAuthenticators(await getSupabase(), account.id);
      notify.success('Autenticador redefinido', `${account.email ?? ''} vai configurar um novo autenticador no próximo acesso.`);
      setConfirming(null);
      reload();
    } catch (thrown) {
      notify.error('Não foi possível redefinir', toServerError(thrown).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="md" radius="md">
      <Title order={2} fz="lg" mb="xs">
        Administradores
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Se um colega perdeu o autenticador, redefina: as sessões dele terminam e, ao entrar de novo com a senha, ele configura um novo.
      </Text>
      {error && <Alert color="orange">Não foi possível ler os administradores ({error.message}).</Alert>}
      {admins && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Conta</Table.Th>
                <Table.Th>Autenticadores</Table.Th>
                <Table.Th>Último acesso</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {admins.map((account) => (
                <Table.Tr key={account.id} data-testid="admin-account">
                  <Table.Td>
                    <Text size="sm">{account.email}</Text>
                    {account.full_name && (
                      <Text size="xs" c="dimmed">
                        {account.full_name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {account.verified_factors > 0 ? (
                      <Badge color="teal" tt="none">
                        {account.verified_factors} ativo{account.verified_factors > 1 ? 's' : ''}
                      </Badge>
                    ) : (
                      <Badge color="gray" tt="none" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
                        Configura no próximo acesso
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{account.last_sign_in_at ? formatDateTime(account.last_sign_in_at) : '—'}</Table.Td>
                  <Table.Td>
                    {account.id === ownId ? (
                      <Text size="xs" c="dimmed">
                        Você
                      </Text>
                    ) : (
                      <RowActions
                        destructive={{
                          label: 'Redefinir autenticador',
                          name: `Redefinir autenticador de ${account.email}`,
                          disabled: account.verified_factors === 0,
                          onClick: () => setConfirming(account),
                        }}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Redefinir autenticador" centered>
        <Stack gap="md">
          <Text>
            Remover os autenticadores de <strong>{confirming?.email}</strong> e encerrar as sessões dessa conta? No próximo acesso, depois da
            senha, será preciso configurar um novo autenticador.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancelar
            </Button>
            <Button color="red" loading={busy} onClick={() => confirming && void reset(confirming)}>
              Redefinir
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

export default function AccountSecurityPage() {
  const [changes, setChanges] = useState(0);
  return (
    <>
      <PageHeader title="Segurança" subtitle="Autenticadores da sua conta e dos administradores." icon={<span style={{ fontSize: 24 }}>🛡️</span>} />
      <OwnAuthenticators onChanged={() => setChanges((n) => n + 1)} />
      <Admins changes={changes} />
    </>
  );
}
