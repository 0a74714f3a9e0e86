// /comprovante_bonus/:shortCode: resolves the short code and replaces itself with the receipt's page.
import { Navigate, useParams } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { usePageMeta } from '../../lib/page-meta';
import { ReceiptNotFound, ReceiptUnavailable, useNoIndex } from './receipt-states';
import { useServerQuery } from '../../lib/use-server-query';
import { resolveBonusCode } from './api/resolve-bonus-code';

export default function ComprovanteBonusPage() {
  const code = useParams().shortCode ?? '';
  const receiptId = useServerQuery(['bonus-code', code], (client, signal) => resolveBonusCode(client, code, signal));
  usePageMeta('Comprovante de Bônus', 'Abrindo o seu comprovante de bônus.');
  useNoIndex();

  if (receiptId.loading) return <FullScreenSpinner label="Abrindo comprovante…" />;
  if (receiptId.error || receiptId.data === undefined) return <ReceiptUnavailable onRetry={receiptId.reload} />;
  if (receiptId.data === null) return <ReceiptNotFound />;
  return <Navigate to={`/bonus-receipt/${encodeURIComponent(receiptId.data)}`} replace />;
}
