// Draw schedules per lottery (Brasília time), as gathered in DOMAIN.md: data with an "as of" date,
// because houses change their times and sources disagree on the minutes.

/** Bumped whenever a schedule changes, so installed apps reload them into IndexedDB. */
export const SCHEDULES_VERSION = 1;

/** When these times were last checked against public sources. */
export const SCHEDULES_AS_OF = '2026-11-22';

export type Confidence = 'alta' | 'média-alta' | 'média' | 'baixa-média';

/** A lottery's schedule as the schedules table of the offline database (src/lib/db.ts) stores it. */
export interface ScheduleRecord {
  /** Lottery id, e.g. 'pt-rio'. */
  id: string;
  lottery: string;
  /** Draw times 'HH:MM' (Brasília) with label and optional weekdays (0 = Sunday). */
  draws: { time: string; label: string; weekdays?: number[] }[];
  note?: string;
  asOf: string;
}

/** A lottery's schedule as stored offline, with how sure the sources are. */
export interface LotterySchedule extends ScheduleRecord {
  region: string;
  confidence: Confidence;
  /** Why the confidence is what it is, in the visitor's words. */
  confidenceNote: string;
}

const WEDNESDAY = 3;
const SATURDAY = 6;
/** Days on which the Federal does not replace Rio's 18:20. */
const NOT_FEDERAL_DAYS = [0, 1, 2, 4, 5];

/** The SPEC's default description of a draw time: 'Sorteio' followed by the time. */
const plain = (time: string) => ({ time, label: `Sorteio ${time}` });

export const SCHEDULES: readonly LotterySchedule[] = [
  {
    id: 'pt-rio',
    lottery: 'PT Rio',
    region: 'Rio de Janeiro',
    draws: [
      { time: '09:20', label: 'PPT' },
      { time: '11:20', label: 'PTM' },
      { time: '14:20', label: 'PT' },
      { time: '16:20', label: 'PTV' },
      { time: '18:20', label: 'PTN', weekdays: NOT_FEDERAL_DAYS },
      { time: '20:00', label: 'Federal (no lugar da PTN)', weekdays: [WEDNESDAY, SATURDAY] },
      { time: '21:20', label: 'Corujinha' },
    ],
    note: 'Às quartas e sábados a extração das 18:20 não acontece: vale o resultado da Loteria Federal, às 20:00.',
    confidence: 'alta',
    confidenceNote: 'Os nomes das extrações são certos; os minutos variam entre fontes (algumas dizem :30).',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'federal',
    lottery: 'Loteria Federal',
    region: 'Caixa, nacional',
    draws: [{ time: '20:00', label: 'Federal', weekdays: [WEDNESDAY, SATURDAY] }],
    note: 'Sorteio da Caixa às quartas e sábados. Até 2 de novembro de 2025 era às 19:00.',
    confidence: 'alta',
    confidenceNote: 'Horário oficial divulgado pela Caixa.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'look-goias',
    lottery: 'Look',
    region: 'Goiás',
    draws: ['07:20', '09:20', '11:20', '14:20', '16:20', '18:20', '21:20', '23:20'].map(plain),
    note: 'As extrações saem por volta dos 20 minutos de cada hora indicada.',
    confidence: 'média-alta',
    confidenceNote: 'As horas coincidem entre as fontes; os minutos são aproximados.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'bahia',
    lottery: 'Bahia',
    region: 'Bahia',
    draws: ['10:00', '12:00', '15:00', '19:00', '21:00'].map(plain),
    confidence: 'média',
    confidenceNote: 'As fontes concordam nas horas, mas nem sempre nos minutos.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'lotep-paraiba',
    lottery: 'Lotep',
    region: 'Paraíba',
    draws: ['10:45', '12:45', '15:45', '18:00'].map(plain),
    confidence: 'média-alta',
    confidenceNote: 'Horários repetidos por várias fontes.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'lotece-ceara',
    lottery: 'Lotece',
    region: 'Ceará',
    draws: ['11:00', '14:00', '15:45', '19:00'].map(plain),
    confidence: 'média',
    confidenceNote: 'Há fontes com horários um pouco diferentes.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'nacional',
    lottery: 'Nacional',
    region: 'Nacional',
    draws: ['08:00', '10:00', '12:00', '15:00', '17:00', '21:00', '23:00'].map(plain),
    confidence: 'média',
    confidenceNote: 'As fontes concordam nas horas, mas nem sempre nos minutos.',
    asOf: SCHEDULES_AS_OF,
  },
  {
    id: 'sao-paulo',
    lottery: 'São Paulo (PT-SP)',
    region: 'São Paulo',
    draws: [
      plain('10:00'),
      plain('13:15'),
      { time: '15:15', label: 'Bandeirantes' },
      plain('17:15'),
      plain('20:15'),
    ],
    confidence: 'baixa-média',
    confidenceNote: 'Poucas fontes e horários que mudam com frequência: confirme com sua banca.',
    asOf: SCHEDULES_AS_OF,
  },
];
