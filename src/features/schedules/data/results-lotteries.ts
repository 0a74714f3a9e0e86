// The name each lottery's results are published under (draw_results.lottery, as the admin screens offer it): the
// topic a "Seguir" follows, on Horários as on Resultados. Kept by id beside the schedules rather than in them, and
// in a module of its own, so that the first screen (which reads the schedules for the next draw) does not carry it.
import type { LotterySchedule } from './schedules';

/** Schedule id → the name its results are published under. */
export const RESULTS_LOTTERY_BY_ID: Readonly<Record<string, string>> = {
  'pt-rio': 'PT Rio',
  federal: 'Federal',
  'look-goias': 'Look Goiás',
  bahia: 'Bahia',
  'lotep-paraiba': 'Lotep (Paraíba)',
  'lotece-ceara': 'Lotece (Ceará)',
  nacional: 'Nacional',
  'sao-paulo': 'São Paulo',
};

/** The name a lottery's results are published under; its own name for a lottery the list does not know. */
export function resultsLotteryOf(schedule: Pick<LotterySchedule, 'id' | 'lottery'>): string {
  return RESULTS_LOTTERY_BY_ID[schedule.id] ?? schedule.lottery;
}
