// What the bonus pages show while a receipt opens, when it does not exist or cannot be reached, and their no-index
// hint. Each state sets the document title itself (the pages do not), so exactly one title holds at a time.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageTitle } from '../../components/page-title';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../utils/paths';

/** Receipts are personal: ask search engines not to index these pages. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The spinner while the code or the receipt is read, under the receipt's title. */
export function ReceiptOpening({ label }: { label: string }) {
  usePageMeta('Comprovante de Bônus', 'Abrindo o seu comprovante de bônus.');
  return <FullScreenSpinner label={label} />;
}

export function ReceiptNotFound() {
  return (
    <Stack gap="md" data-testid="receipt-not-found">
      <PageTitle
        title="Comprovante não encontrado"
        lead="Não achamos nenhum comprovante com este endereço."
        description="Comprovante de bônus não encontrado."
      />
      <Text>
        Confira se o link foi copiado inteiro, sem espaços ou letras a menos. Se o problema continuar, fale com o nosso
        atendimento pelo WhatsApp.
      </Text>
      <Group>
        <Button component={Link} to={PATHS.home}>
          Ir para o início
        </Button>
      </Group>
    </Stack>
  );
}

export function ReceiptUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="md" data-testid="receipt-unavailable">
      <PageTitle title="Comprovante de Bônus" description="Comprovante de bônus." />
      <Alert color="yellow" title="Não foi possível abrir o comprovante agora">
        Verifique a sua conexão com a internet e tente de novo em instantes.
      </Alert>
      <Group>
        <Button onClick={onRetry}>Tentar de novo</Button>
        <Button component={Link} to={PATHS.home} variant="default">
          Ir para o início
        </Button>
      </Group>
    </Stack>
  );
}
