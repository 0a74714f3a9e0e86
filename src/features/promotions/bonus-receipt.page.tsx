// /bonus-receipt/:id: a bonus receipt (customer, bonus, amount, date, code), or a clear not-found page.
import { Button, Card, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { formatMoney } from '../../utils/pt-br/numbers';
import { formatDateAtTime } from '../../utils/pt-br/date-time';
import { detailLines, type BonusReceipt } from './bonus-receipt';
import { useServerQuery } from '../../lib/use-server-query';
import { getBonusReceipt } from './api/get-bonus-receipt';
import { ReceiptNotFound, ReceiptOpening, ReceiptUnavailable, useNoIndex } from './receipt-states';
import { PATHS } from '../../utils/paths';

function Receipt({ receipt }: { receipt: BonusReceipt }) {
  const rows: Array<{ label: string; value: string; testId?: string }> = [
    { label: 'Cliente', value: receipt.customerName, testId: 'receipt-customer' },
    { label: 'Bônus', value: receipt.bonusTitle, testId: 'receipt-bonus' },
    { label: 'Emitido em', value: formatDateAtTime(receipt.issuedAt), testId: 'receipt-issued' },
    { label: 'Código', value: receipt.shortCode, testId: 'receipt-code' },
    ...detailLines(receipt.details),
  ];
  return (
    <>
      <PageTitle
        title="Comprovante de Bônus"
        lead="Confira os dados do bônus concedido."
        description="Comprovante de bônus: cliente, bônus, valor, data de emissão e código."
      />
      <Card withBorder padding="lg" data-testid="bonus-receipt">
        <Stack gap={2} align="center" mb="md">
          <Text size="sm" c="dimmed">
            Valor do bônus
          </Text>
          <Text fz={36} fw={800} data-testid="receipt-amount">
            {formatMoney(receipt.amount)}
          </Text>
        </Stack>
        <Divider mb="sm" />
        <Table verticalSpacing="xs" aria-label="Dados do comprovante">
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" w="40%">
                  {row.label}
                </Table.Th>
                <Table.Td data-testid={row.testId}>{row.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="md">
          Bônus sujeito às regras da promoção. Guarde este link: ele é pessoal e só abre este comprovante.
        </Text>
      </Card>
      <Group mt="lg">
        <Button onClick={() => window.print()} variant="default">
          Imprimir
        </Button>
        <Button component={Link} to={PATHS.home}>
          Ir para o início
        </Button>
      </Group>
    </>
  );
}

export default function BonusReceiptPage() {
  const id = useParams().id ?? '';
  const receipt = useServerQuery(['bonus-receipt', id], (client, signal) => getBonusReceipt(client, id, signal));
  useNoIndex();

  if (receipt.loading) return <ReceiptOpening label="Carregando comprovante…" />;
  if (receipt.error || receipt.data === undefined) return <ReceiptUnavailable onRetry={receipt.reload} />;
  if (receipt.data === null) return <ReceiptNotFound />;
  return <Receipt receipt={receipt.data} />;
}
