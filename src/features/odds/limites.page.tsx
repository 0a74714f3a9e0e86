// Limites de Prêmios: placeholder until its feature lands.
import { ComingSoon } from '../../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Limites de Prêmios" />;
}
