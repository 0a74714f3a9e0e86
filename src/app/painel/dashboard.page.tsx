// Admin overview: counts and recent items that link to their screens, the outbox and its conflicts,
// and the chat leads with a status the admin sets (saved through the outbox).
import { TOUCH_TARGET_PX } from '../../components/admin/touch-theme';
import { Alert, Anchor, Badge, Card, Group, NativeSelect, Pagination, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_STATUS_LABELS, isLeadStatus, type LeadStatus } from '../../utils/content-forms';
import { countByState } from '../../lib/outbox/pending-edits';
import { formatWhatsapp } from '../../features/chat/domain/whatsapp-mask';
import { queueAdminEdit } from '../../lib/outbox/admin-edits';
import { useOutboxStates } from '../../lib/outbox/admin-queue-hooks';
import { notify } from '../../components/toasts/notify';
import { useServerQuery } from '../../lib/use-server-query';
import { getOverview } from './api/get-overview';
import { LEADS_PAGE_SIZE, listLeads, type Lead } from '../../features/chat/api/list-leads';
import { loadAdminDreams } from '../../features/dreams/admin/dream-book-data';
import { formatDateTime } from '../../utils/pt-br/date-time';
import { OutboxPanel } from './outbox-panel';
import { ForgetWhatsappCard } from '../../features/chat/admin/forget-whatsapp-card';
import { PageHeader } from '../../components/admin/page-header';
import { useAdminRows, useReloadWhenDelivered } from '../../components/admin/use-admin-rows';
import { PAINEL } from '../../utils/paths';
import { MissingDrawsCard } from '../../features/results/admin/missing-draws-card';

function useOverview() {
  const overview = useServerQuery(['overview'], getOverview);
  // A lead's status or a feedback's read mark reaching the server changes the counts.
  useReloadWhenDelivered(['suporte_clientes', 'feedbacks'], overview.reload);
  return { recent: overview.data ?? null, error: overview.error?.message ?? null, reload: overview.reload };
}

function StatCard({ label, value, to, detail }: { label: string; value: number | null | undefined; to: string; detail?: string }) {
  return (
    <Card withBorder padding="md" radius="md" component={Link} to={to} data-testid="stat-card" aria-label={`${label}: ${value ?? '—'}${detail ? `, ${detail}` : ''}`}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>{' '}
      {/* The space keeps the visible text "Leads novos 1", as the name says it, the detail included (axe's label-content-name-mismatch). */}
      {/* A figure, not a heading: a div, so the styled number before the detail does not read as one (p-as-heading). */}
      <Text component="div" fz={32} fw={800} lh={1.2}>
        {value ?? '—'}
      </Text>
      {detail && (
        <>
          {' '}
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </>
      )}
    </Card>
  );
}

/** A card of the latest items of one kind, with a link to the screen that lists them all. */
function RecentPanel({ title, link, empty, children }: { title: string; link: { to: string; label: string }; empty: string | null; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm" mih={TOUCH_TARGET_PX} display="inline-flex" style={{ alignItems: 'center' }}>
          {link.label}
        </Anchor>
      </Group>
      {empty && <Text c="dimmed">{empty}</Text>}
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

function LeadsList({ version }: { version: number }) {
  const [filter, setFilter] = useState<'all' | LeadStatus>('all');
  const [page, setPage] = useState(1);
  const { rows, count, error, fromDevice } = useAdminRows('suporte_clientes', [filter, page, version], (client, signal) => listLeads(client, { status: filter, page }, signal));
  const pages = Math.max(1, Math.ceil((count ?? 0) / LEADS_PAGE_SIZE));

  const setStatus = async (lead: Lead, status: string) => {
    if (!isLeadStatus(status) || status === lead.status) return;
    await queueAdminEdit({
      table: 'suporte_clientes',
      id: lead.id,
      baseUpdatedAt: lead.updated_at,
      op: 'upsert',
      values: { status },
      label: `Lead de ${lead.customer_name}`,
    });
    notify.success('Situação do lead atualizada', `${lead.customer_name}: ${LEAD_STATUS_LABELS[status]}.`);
  };

  return (
    <Card withBorder padding="md" radius="md" id="leads">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Leads do chat
        </Title>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(value) => {
            setFilter(value as typeof filter);
            setPage(1);
          }}
          data={[{ value: 'all', label: 'Todos' }, ...Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => ({ value, label }))]}
          aria-label="Filtrar leads por situação"
        />
      </Group>
      {error && !fromDevice && (
        <Alert color="orange" mb="sm">
          Não foi possível ler os leads agora ({error}). Eles aparecem quando a conexão voltar.
        </Alert>
      )}
      <Text size="xs" c="dimmed" mb="xs">
        Leads de um endereço de internet que mandou mais de cinco em 24 horas (envio em massa, provavelmente) aparecem por
        último, marcados.
      </Text>
      {rows && rows.length === 0 && <Text c="dimmed">Nenhum lead por aqui.</Text>}
      {rows && rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>WhatsApp</Table.Th>
                <Table.Th>Mensagem</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lead) => (
                <Table.Tr key={lead.id} data-testid="lead-row">
                  <Table.Td>
                    <Text fw={600}>{lead.customer_name}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(lead.created_at)}
                    </Text>
                    {lead.bulk_suspect && (
                      <Badge size="xs" color="gray" variant="outline" data-testid="lead-bulk">
                        envio em massa?
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      href={`https://wa.me/55${lead.customer_whatsapp}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      mih={TOUCH_TARGET_PX}
                      display="inline-flex"
                      style={{ alignItems: 'center', whiteSpace: 'nowrap' }}
                    >
                      {formatWhatsapp(lead.customer_whatsapp)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" lineClamp={3}>
                      {lead.initial_message}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <NativeSelect
                        size="xs"
                        aria-label={`Situação do lead de ${lead.customer_name}`}
                        value={lead.status}
                        onChange={(event) => void setStatus(lead, event.currentTarget.value)}
                        data={Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
                      />
                      {lead.pending && (
                        <Badge size="xs" color={lead.pending === 'conflict' ? 'red' : lead.pending === 'failed' ? 'orange' : 'gold'} c={lead.pending === 'pending' || lead.pending === 'sending' ? 'dark' : undefined}>
                          {lead.pending === 'conflict' ? 'conflito' : lead.pending === 'failed' ? 'não enviado' : 'pendente'}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center" mt="sm">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Próxima página de leads' : control === 'previous' ? 'Página anterior de leads' : control })}
          />
        </Group>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const { recent, error, reload } = useOverview();
  // A deletion on request changes the leads listed.
  const [leadsVersion, setLeadsVersion] = useState(0);
  const counts = countByState(useOutboxStates());
  // The dictionary with the server's additions and deletions: what visitors see.
  const dreams = useServerQuery(['published-dreams'], async () => (await loadAdminDreams([])).dreams.length).data;

  return (
    <>
      <PageHeader title="Visão Geral" subtitle="Resumo do dia, fila de envio e leads do chat." icon={<span style={{ fontSize: 24 }}>📊</span>} />
      {error && (
        <Alert color="orange" mb="md" title="Sem dados do servidor">
          Não foi possível ler os números agora ({error}).
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} mb="lg">
        <StatCard label="Leads novos" value={recent?.newLeads} to={`${PAINEL.dashboard}#leads`} />
        <StatCard label="Feedbacks não lidos" value={recent?.unreadFeedback} to={PAINEL.feedbacks} />
        <StatCard label="Falhas de login hoje" value={recent?.failedToday} to={PAINEL.accessMonitor} />
        <StatCard
          label="Envios recusados hoje"
          value={recent?.refusedToday}
          to={`${PAINEL.dashboard}#leads`}
          detail="leads e opiniões além do limite por endereço"
        />
        <StatCard
          label="Alterações pendentes"
          value={counts.pending + counts.failed + counts.conflict}
          to={`${PAINEL.dashboard}#fila`}
          detail={counts.conflict > 0 ? `${counts.conflict} em conflito` : counts.failed > 0 ? `${counts.failed} com falha` : undefined}
        />
        <StatCard label="Sonhos publicados" value={dreams} to={PAINEL.dreamBook} />
      </SimpleGrid>

      <MissingDrawsCard />

      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        <RecentPanel title="Feedbacks recentes" link={{ to: PAINEL.feedbacks, label: 'Ver todos' }} empty={recent?.feedback.length === 0 ? 'Nenhum feedback novo.' : null}>
          {recent?.feedback.map((f) => (
            <Text key={f.id} size="sm" lineClamp={2}>
              <Text span fw={700}>
                {'★'.repeat(f.rating)}
              </Text>{' '}
              {f.message}
            </Text>
          ))}
        </RecentPanel>
        <RecentPanel title="Falhas de login hoje" link={{ to: PAINEL.accessMonitor, label: 'Ver monitor' }} empty={recent?.failures.length === 0 ? 'Nenhuma falha hoje.' : null}>
          {recent?.failures.map((f) => (
            <Text key={f.id} size="sm">
              {formatDateTime(f.created_at)} · {f.username_attempt}
            </Text>
          ))}
        </RecentPanel>
      </SimpleGrid>

      <Card withBorder padding="md" radius="md" mb="lg" id="fila">
        <Title order={2} fz="lg" mb="sm">
          Fila de envio e conflitos
        </Title>
        <OutboxPanel />
      </Card>

      <LeadsList version={leadsVersion} />
      <ForgetWhatsappCard
        onDeleted={() => {
          setLeadsVersion((v) => v + 1);
          reload();
        }}
      />
    </>
  );
}
