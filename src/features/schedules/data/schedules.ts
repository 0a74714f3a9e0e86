// Draw schedules per lottery (Brasília time), as data with their sources and an "as of" date,
// because houses change their times and public listings disagree. Where they disagree, the draw is
// marked `varies` and shown with "horário pode variar" rather than a confidence badge.

/** When these times were last checked against public sources. */
export const SCHEDULES_AS_OF = '2026-11-24';

/** A public listing a schedule was checked against. */
interface ScheduleSource {
  /** What it is, in the visitor's words. */
  name: string;
  /** Where to find it; absent for a survey of several sites. */
  url?: string;
  /** 'YYYY-MM-DD' it was read. */
  checked: string;
}

/** A lottery's schedule, with its sources and what they disagree on. */
export interface LotterySchedule {
  /** Lottery id, e.g. 'pt-rio'. */
  id: string;
  lottery: string;
  /**
   * Draw times 'HH:MM' (Brasília) with label and optional weekdays (0 = Sunday); `varies` marks a time
   * that public sources disagree on, shown with "horário pode variar".
   */
  draws: { time: string; label: string; weekdays?: number[]; varies?: boolean }[];
  note?: string;
  asOf: string;
  region: string;
  sources: ScheduleSource[];
  /** What the sources disagree on, in the visitor's words; absent when they agree. */
  disagreement?: string;
}

const WEDNESDAY = 3;
const SATURDAY = 6;
/** Days on which the Federal does not replace Rio's 18:20. */
const NOT_FEDERAL_DAYS = [0, 1, 2, 4, 5];

/*
 * Sources (read on SCHEDULES_AS_OF):
 * - SURVEY: the project's survey of results sites (DOMAIN.md, "Draw schedules"), Nov 2026.
 * - JOGODOBICHO_API: the open-source jogodobicho-api project's list of lotteries and the times it
 *   polls for results, which it calls estimates (github.com/AlfaStage/jogodobicho-api,
 *   src/config/loterias.ts).
 * - RIFAS: an open-source raffle system's table of PT Rio draws (PPT 09:20 ... Corujinha 21:30).
 * - CAIXA: Caixa's own schedule for the Loteria Federal (Wednesday and Saturday, 20:00 since
 *   3 November 2025; 19:00 before).
 * What we could not confirm: whether PT Rio's PTN and Corujinha run on Sundays (no source says so
 * either way), the minute of Bahia's first draw (10:00 in both lists; other sites print 10:20), and
 * Nacional's 02:00, 19:00 and 22:00 draws (only in JOGODOBICHO_API). Those are kept and marked.
 */
const SURVEY: ScheduleSource = { name: 'Levantamento em sites de resultados', checked: '2026-11-22' };
const JOGODOBICHO_API: ScheduleSource = {
  name: 'Projeto aberto jogodobicho-api (horários estimados)',
  url: 'https://github.com/AlfaStage/jogodobicho-api',
  checked: SCHEDULES_AS_OF,
};
const RIFAS: ScheduleSource = { name: 'Tabela de extrações do PT Rio em um sistema aberto de rifas', checked: SCHEDULES_AS_OF };
const CAIXA: ScheduleSource = { name: 'Caixa Econômica Federal', url: 'https://loterias.caixa.gov.br', checked: SCHEDULES_AS_OF };

/** The SPEC's default description of a draw time: 'Sorteio' followed by the time. */
const plain = (time: string) => ({ time, label: `Sorteio ${time}` });
const varying = (time: string) => ({ ...plain(time), varies: true });

export const SCHEDULES: readonly LotterySchedule[] = [
  {
    id: 'pt-rio',
    lottery: 'PT Rio',
    region: 'Rio de Janeiro',
    draws: [
      { time: '09:20', label: 'PPT' },
      { time: '11:20', label: 'PTM', varies: true },
      { time: '14:20', label: 'PT' },
      { time: '16:20', label: 'PTV', varies: true },
      { time: '18:20', label: 'PTN', weekdays: NOT_FEDERAL_DAYS, varies: true },
      { time: '20:00', label: 'Federal (no lugar da PTN)', weekdays: [WEDNESDAY, SATURDAY] },
      { time: '21:20', label: 'Corujinha', varies: true },
    ],
    note: 'Às quartas e sábados a extração das 18:20 não acontece: vale o resultado da Loteria Federal, às 20:00.',
    sources: [SURVEY, JOGODOBICHO_API, RIFAS],
    disagreement:
      'Uma fonte dá a PTM às 11:00 e a PTV às 16:00; outra, a Corujinha às 21:30. Nenhuma confirma se a PTN e a Corujinha saem aos domingos.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'federal',
    lottery: 'Loteria Federal',
    region: 'Caixa, nacional',
    draws: [{ time: '20:00', label: 'Federal', weekdays: [WEDNESDAY, SATURDAY] }],
    note: 'Sorteio da Caixa às quartas e sábados. Até 2 de novembro de 2025 era às 19:00 (algumas listas ainda mostram 19:00).',
    sources: [CAIXA],
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'look-goias',
    lottery: 'Look',
    region: 'Goiás',
    draws: ['07:20', '09:20', '11:20', '14:20', '16:20', '18:20', '21:20', '23:20'].map(plain),
    note: 'As extrações saem por volta dos 20 minutos de cada hora indicada.',
    sources: [SURVEY, JOGODOBICHO_API],
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'bahia',
    lottery: 'Bahia',
    region: 'Bahia',
    draws: [varying('10:00'), plain('12:00'), plain('15:00'), plain('19:00'), plain('21:00')],
    sources: [SURVEY, JOGODOBICHO_API],
    disagreement: 'A primeira extração aparece às 10:00 nas duas listas, mas há sites que dizem 10:20.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'lotep-paraiba',
    lottery: 'Lotep',
    region: 'Paraíba',
    draws: ['10:45', '12:45', '15:45', '18:00'].map(plain),
    note: 'As duas listas consultadas concordam nestes horários.',
    sources: [SURVEY, JOGODOBICHO_API],
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'lotece-ceara',
    lottery: 'Lotece',
    region: 'Ceará',
    draws: ['11:00', '14:00', '15:45', '19:00'].map(plain),
    sources: [SURVEY, JOGODOBICHO_API],
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'nacional',
    lottery: 'Nacional',
    region: 'Nacional',
    draws: [
      varying('02:00'),
      plain('08:00'),
      plain('10:00'),
      plain('12:00'),
      plain('15:00'),
      plain('17:00'),
      varying('19:00'),
      plain('21:00'),
      varying('22:00'),
      plain('23:00'),
    ],
    sources: [SURVEY, JOGODOBICHO_API],
    disagreement: 'As extrações das 02:00, 19:00 e 22:00 aparecem em só uma das listas consultadas.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'sao-paulo',
    lottery: 'São Paulo (PT-SP)',
    region: 'São Paulo',
    draws: [plain('10:00'), varying('13:15'), { time: '15:15', label: 'Bandeirantes', varies: true }, varying('17:15'), varying('20:15')],
    sources: [SURVEY, JOGODOBICHO_API],
    disagreement: 'As listas divergem em quase todos os horários (uma dá 12:20, 13:00, 15:20, 17:20, 19:00 e 20:00): confirme com a sua banca.',
    asOf: SCHEDULES_AS_OF,
  },
];
