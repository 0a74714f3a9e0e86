// /comprovante_bonus/:shortCode: resolves the short code and replaces itself with the receipt's page.
import { Navigate, useParams } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { usePageMeta } from '../../lib/page-meta';
import { ReceiptNotFound, ReceiptUnavailable, useNoIndex } from './receipt-states';
import { resolveBonusCode } from './resolve-bonus-code';
import { useLookup } from './use-lookup';

export default function ComprovanteBonusPage() {
  const code = useParams().shortCode ?? '';
  const { state, retry } = useLookup(code, resolveBonusCode);
  usePageMeta('Comprovante de Bônus', 'Abrindo o seu comprovante de bônus.');
  useNoIndex();

  if (state.status === 'loading') return <FullScreenSpinner label="Abrindo comprovante…" />;
  if (state.status === 'error') return <ReceiptUnavailable onRetry={retry} />;
  if (state.value === null) return <ReceiptNotFound />;
  return <Navigate to={`/bonus-receipt/${encodeURIComponent(state.value)}`} replace />;
}
