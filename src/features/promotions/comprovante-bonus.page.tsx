// /comprovante_bonus/:shortCode: resolves the short code and replaces itself with the receipt's page.
import { Navigate, useParams } from 'react-router-dom';
import { ReceiptNotFound, ReceiptOpening, ReceiptUnavailable, useNoIndex } from './receipt-states';
import { useServerQuery } from '../../lib/use-server-query';
import { resolveBonusCode } from './api/resolve-bonus-code';
import { bonusReceiptPath } from '../../utils/paths';

export default function ComprovanteBonusPage() {
  const code = useParams().shortCode ?? '';
  const receiptId = useServerQuery(['bonus-code', code], (client, signal) => resolveBonusCode(client, code, signal));
  useNoIndex();

  if (receiptId.loading) return <ReceiptOpening label="Abrindo comprovante…" />;
  if (receiptId.error || receiptId.data === undefined) return <ReceiptUnavailable onRetry={receiptId.reload} />;
  if (receiptId.data === null) return <ReceiptNotFound />;
  return <Navigate to={bonusReceiptPath(receiptId.data)} replace />;
}
