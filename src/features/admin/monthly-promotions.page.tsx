// Promoções do Mês: placeholder until its feature lands.
import { ComingSoon } from '../../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Promoções do Mês" />;
}
