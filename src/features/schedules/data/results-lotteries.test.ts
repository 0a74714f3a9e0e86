import { describe, expect, it } from 'vitest';
import { RESULTS_LOTTERY_BY_ID, resultsLotteryOf } from './results-lotteries';
import { SCHEDULES } from './schedules';

describe('the names results are published under', () => {
  it('name every lottery of the schedules, each once, so "Seguir" on Horários follows what Resultados publishes', () => {
    expect(Object.keys(RESULTS_LOTTERY_BY_ID).sort()).toEqual(SCHEDULES.map((schedule) => schedule.id).sort());
    const names = SCHEDULES.map(resultsLotteryOf);
    expect(new Set(names).size).toBe(names.length);
    expect(resultsLotteryOf({ id: 'federal', lottery: 'Loteria Federal' })).toBe('Federal');
  });

  it("fall back to a lottery's own name when the list does not know it", () => {
    expect(resultsLotteryOf({ id: 'nova', lottery: 'Loteria Nova' })).toBe('Loteria Nova');
  });
});
