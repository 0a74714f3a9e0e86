// Simulador e Conferência de Apostas: placeholder until its feature lands.
import { ComingSoon } from '../../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Simulador e Conferência de Apostas" />;
}
