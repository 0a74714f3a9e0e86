// The headline of a bet checker answer: won or not and how much, or what a hit would pay, in pt-BR.
import type { BetQuote, BetSettlement } from './domain/check-bet';
import { formatMoney, ordinal } from '../../utils/pt-br/numbers';
import { joinPt } from './domain/picks';

export interface BetSummary {
  tone: 'win' | 'loss' | 'quote';
  title: string;
  detail: string | null;
}

/** The prizes that made the bet win, once each: '1º e 3º'. */
function prizeList(settlement: BetSettlement): string {
  const positions = [...new Set(settlement.hits.map((h) => h.prize))].sort((a, b) => a - b);
  return joinPt(positions.map(ordinal));
}

export function summariseBet(result: BetQuote | BetSettlement): BetSummary {
  if (result.settled) {
    if (!result.wins) return { tone: 'loss', title: 'Aposta não premiada', detail: null };
    const positions = new Set(result.hits.map((h) => h.prize)).size;
    const where = `${positions === 1 ? 'Prêmio' : 'Prêmios'} ${prizeList(result)}.`;
    const cap = result.capped ? ` O cálculo deu ${formatMoney(result.grossPayout)}, acima do limite desta casa.` : '';
    return { tone: 'win', title: `Aposta premiada: ${formatMoney(result.payout)}`, detail: where + cap };
  }
  const { modality } = result;
  const capped = (value: number) => Math.min(value, result.maxPayout);
  const perHit = formatMoney(capped(result.payoutPerHit));
  if (modality.rule === 'milhar-centena') {
    return {
      tone: 'quote',
      title: `Acertando a milhar: ${perHit}`,
      detail: `Acertando só a centena: ${formatMoney(capped(result.centenaOnlyPayout ?? 0))}.`,
    };
  }
  if (modality.rule === 'single' && modality.prizes.to > 1) {
    return { tone: 'quote', title: `Cada prêmio acertado paga ${perHit}`, detail: 'Se sair em mais de um prêmio, os valores se somam.' };
  }
  return { tone: 'quote', title: `Se acertar, paga ${perHit}`, detail: null };
}
