// Palpites da Sorte: placeholder until its feature lands.
import { ComingSoon } from '../../components/coming-soon';

export default function Page() {
  return <ComingSoon title="Palpites da Sorte" />;
}
