// lottery_contests rows as PostgREST answers them (tests only): a Mega-Sena contest, any field replaced.
type Row = Record<string, unknown>;

export function megaRow(contest: number, extra: Row = {}): Row {
  return {
    game: 'mega-sena',
    contest,
    draw_date: `2026-11-${String(1 + (contest % 28)).padStart(2, '0')}`,
    numbers: ['04', '12', '19', '33', '41', '58'],
    draw_order: ['33', '04', '58', '12', '41', '19'],
    second_numbers: null,
    clovers: null,
    lucky: null,
    prizes: [
      { tier: 1, name: '6 acertos', winners: 0, amount: 0 },
      { tier: 2, name: '5 acertos', winners: 42, amount: 51234.56 },
      { tier: 3, name: '4 acertos', winners: 3120, amount: 1012.3 },
    ],
    accumulated: true,
    next_contest: contest + 1,
    next_date: '2026-11-28',
    next_estimate: 45000000,
    next_accumulated: 38123456.78,
    place: 'ESPAÇO DA SORTE, SÃO PAULO, SP',
    demo: false,
    source: 'caixa',
    revision: 1,
    ...extra,
  };
}
