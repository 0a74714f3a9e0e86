// Quinta do Bicho da Sorte: placeholder until its feature lands.
import { ComingSoon } from '../../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Quinta do Bicho da Sorte" />;
}
