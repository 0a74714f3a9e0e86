// Access monitor: the sign-in history (admin_access_logs) with filters and paging, and the
// identifiers locked right now by the 3-failures-in-15-minutes rule.
import { Alert, Badge, Button, Card, Group, Pagination, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import { failureReasonText, methodText, recordedAddress } from '../domain/failure-reason';
import { plural } from '../../../utils/pt-br/plural';
import { toServerError } from '../../../lib/server-error';
import { getSupabase } from '../../../lib/supabase';
import { useServerQuery } from '../../../lib/use-server-query';
import { ACCESS_LOGS_PAGE_SIZE, listAccessLogs, type AccessLog } from '../api/list-access-logs';
import { listLockedIdentifiers } from '../api/list-locked-identifiers';
import { unlockIdentifier } from '../api/unlock-identifier';
import { formatDateTime } from '../../../utils/pt-br/date-time';
import { PageHeader } from '../../../components/admin/page-header';
import { RowActions } from '../../../components/admin/row-actions';
import { useAdminRows } from '../../../components/admin/use-admin-rows';

/** A badge shows its whole word, as written (no capitals, never cut with an ellipsis in a narrow cell). */
const WHOLE_BADGE = { tt: 'none', style: { flexShrink: 0, overflow: 'visible' }, styles: { label: { overflow: 'visible' } } } as const;

const STATUS_BADGE: Record<AccessLog['status'], { color: string; label: string }> = {
  success: { color: 'teal', label: 'Sucesso' },
  failed: { color: 'red', label: 'Falha' },
  unlocked: { color: 'blue', label: 'Desbloqueio' },
  factors_reset: { color: 'grape', label: 'Autenticador redefinido' },
};

/** Unlocks an identifier through the admin-only database function, which logs who did it. */
function UnlockButton({ identifier, onUnlocked }: { identifier: string; onUnlocked: () => void }) {
  const [busy, setBusy] = useState(false);
  const unlock = async () => {
    setBusy(true);
    try {
      await unlockIdentifier(await getSupabase(), identifier);
      notify.success('Acesso desbloqueado', `${identifier} pode tentar entrar de novo.`);
      onUnlocked();
    } catch (thrown) {
      notify.error('Não foi possível desbloquear', toServerError(thrown).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <RowActions actions={[{ label: 'Desbloquear', name: `Desbloquear ${identifier}`, color: 'blue', loading: busy, onClick: () => void unlock() }]} />
  );
}

function LockedIdentifiers() {
  const { data: locked, error, reload } = useServerQuery(['locked-identifiers'], listLockedIdentifiers);
  return (
    <Card withBorder padding="md" radius="md" mb="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Bloqueados agora
        </Title>
        <Button size="xs" variant="light" onClick={reload}>
          Atualizar
        </Button>
      </Group>
      {error && <Alert color="orange">Não foi possível ler os bloqueios ({error.message}).</Alert>}
      {locked && locked.length === 0 && <Text c="dimmed">Nenhum identificador bloqueado.</Text>}
      <Stack gap={4}>
        {locked?.map((l) => (
          <Group key={`${l.identifier} ${l.method ?? 'password'}`} gap="xs" data-testid="locked-identifier">
            <Badge color="red" {...WHOLE_BADGE}>
              {l.method === 'totp' ? 'Código bloqueado' : 'Bloqueado'}
            </Badge>
            <Text>{l.identifier}</Text>
            <Text c="dimmed" size="sm">
              libera em {l.remaining_minutes} min
            </Text>
            <UnlockButton identifier={l.identifier} onUnlocked={reload} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

export default function AccessMonitorPage() {
  const [status, setStatus] = useState<'all' | 'success' | 'failed'>('all');
  const [identifier, setIdentifier] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(identifier.trim(), 300);

  const filter = { status, identifier: debounced, from, to, page };
  const { rows, count, error, loading } = useAdminRows('admin_access_logs', [filter], (client, signal) => listAccessLogs(client, filter, signal));
  const pages = Math.max(1, Math.ceil((count ?? 0) / ACCESS_LOGS_PAGE_SIZE));
  const refilter = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <>
      <PageHeader title="Monitor de Acessos" subtitle="Tentativas de senha e de código do autenticador, e identificadores bloqueados." icon={<span style={{ fontSize: 24 }}>🔐</span>} />
      <LockedIdentifiers />
      <Card withBorder padding="md" radius="md">
        <Title order={2} fz="lg" mb="sm">
          Histórico de acessos
        </Title>
        <Group gap="sm" align="flex-end" mb="md">
          <SegmentedControl
            value={status}
            onChange={refilter((v: string) => setStatus(v as typeof status))}
            data={[
              { value: 'all', label: 'Todos' },
              { value: 'success', label: 'Sucesso' },
              { value: 'failed', label: 'Falha' },
            ]}
            aria-label="Filtrar por resultado"
          />
          <TextInput label="Identificador" placeholder="e-mail ou parte dele" value={identifier} onChange={(e) => refilter(setIdentifier)(e.currentTarget.value)} />
          <TextInput label="De" type="date" value={from} onChange={(e) => refilter(setFrom)(e.currentTarget.value)} />
          <TextInput label="Até" type="date" value={to} onChange={(e) => refilter(setTo)(e.currentTarget.value)} />
        </Group>
        {error && <Alert color="orange" mb="sm">Não foi possível ler o histórico ({error}).</Alert>}
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {loading ? 'Carregando…' : plural(count ?? 0, { one: 'registro', other: 'registros', zero: 'Nenhum registro' })}
        </Text>
        {rows && rows.length > 0 && (
          <Table.ScrollContainer minWidth={600}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Identificador</Table.Th>
                  <Table.Th>Tentativa</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>IP</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((log) => (
                  <Table.Tr key={log.id} data-testid="access-log-row">
                    <Table.Td>{formatDateTime(log.created_at)}</Table.Td>
                    <Table.Td>{log.username_attempt}</Table.Td>
                    <Table.Td>{methodText(log.method)}</Table.Td>
                    <Table.Td>
                      <Badge color={(STATUS_BADGE[log.status] ?? STATUS_BADGE.failed).color} {...WHOLE_BADGE}>
                        {(STATUS_BADGE[log.status] ?? STATUS_BADGE.failed).label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {failureReasonText(log.failure_reason)}
                      {(log.attempt_count ?? 1) > 1 && ` (${log.attempt_count} tentativas)`}
                    </Table.Td>
                    <Table.Td>
                      {/* The column's default '0.0.0.0' (no address known) is not an address: said as such. */}
                      {recordedAddress(log.ip_address) ?? (
                        <Text span size="sm" c="dimmed" fs="italic">
                          não registrado
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {rows && rows.length === 0 && !loading && <Text c="dimmed">Nenhum registro para estes filtros.</Text>}
        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página' : control === 'previous' ? 'Página anterior' : control })} />
          </Group>
        )}
      </Card>
    </>
  );
}
