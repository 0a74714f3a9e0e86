import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../schedules/domain/next-draw';
import { guessesByNextDraw } from './next-draw-guesses';

// 2026-11-24 is a Tuesday; Brasília is UTC-3.
const at = (hhmm: string, day = '2026-11-24') => new Date(`${day}T${hhmm}:00-03:00`);

describe('guessesByNextDraw', () => {
  // Tuesday 24 November 2026; the last draw of the day is at 21:20, the first at 11:20.
  const schedules: Schedule[] = [
    { id: 'rio', lottery: 'PT Rio', draws: [{ time: '11:20', label: 'PTM' }, { time: '14:20', label: 'PT' }, { time: '21:20', label: 'Corujinha' }] },
  ];
  const row = (over: Record<string, unknown> = {}) => ({
    id: 'g1',
    guess_date: '2026-11-24',
    lottery: 'PT Rio',
    draw_label: 'PT 14:20',
    grupos: ['09'],
    milhares: ['4533'],
    centenas: ['533'],
    note: null,
    published: true,
    ...over,
  });
  const ids = (view: ReturnType<typeof guessesByNextDraw>) => ({
    next: view.next?.guesses.map((g) => g.id) ?? null,
    today: view.today.map((s) => `${s.guess.id}${s.drawPast ? ' (past)' : ''}`),
  });

  it("keeps the day's guesses as they are while their draws are ahead", () => {
    const view = guessesByNextDraw([row()], at('10:00'), schedules);
    expect(ids(view)).toEqual({ next: null, today: ['g1'] });
  });

  it('puts the guess for a draw still ahead before the one whose draw happened', () => {
    const view = guessesByNextDraw([row({ id: 'late', draw_label: 'Corujinha 21:20' }), row({ id: 'early', draw_label: 'PTM 11:20' })], at('12:00'), schedules);
    expect(ids(view)).toEqual({ next: null, today: ['late', 'early (past)'] });
  });

  it("offers the automatic guess of the day for the day's later draws once the team's draw has happened", () => {
    const view = guessesByNextDraw([row()], at('15:00'), schedules);
    expect(ids(view)).toEqual({ next: ['builtin:daily:2026-11-24'], today: ['g1 (past)'] });
    expect(view.next).toMatchObject({ date: '2026-11-24', sameDay: true, when: 'hoje' });
  });

  it("late in the day, after the last draw: the next day's automatic guess first, today's after it, marked", () => {
    const view = guessesByNextDraw([row()], at('22:30'), schedules);
    expect(ids(view)).toEqual({ next: ['builtin:daily:2026-11-25'], today: ['g1 (past)'] });
    expect(view.next).toMatchObject({ date: '2026-11-25', sameDay: false, when: 'amanhã' });
  });

  it("takes the team's guess for the next day when it is already published", () => {
    const tomorrow = row({ id: 'tomorrow', guess_date: '2026-11-25', draw_label: 'PTM 11:20' });
    const view = guessesByNextDraw([row(), tomorrow, row({ id: 'draft', guess_date: '2026-11-25', published: false })], at('23:59'), schedules);
    expect(ids(view)).toEqual({ next: ['tomorrow'], today: ['g1 (past)'] });
  });

  it("marks the day's own automatic guess once the day's draws are over", () => {
    const view = guessesByNextDraw([], at('21:30'), schedules);
    expect(ids(view)).toEqual({ next: ['builtin:daily:2026-11-25'], today: ['builtin:daily:2026-11-24 (past)'] });
  });

  it('uses the Brasília day: 00:30 UTC on the 25th is still the evening of the 24th', () => {
    const view = guessesByNextDraw([row()], new Date('2026-11-25T00:30:00Z'), schedules);
    expect(view.next).toMatchObject({ date: '2026-11-25', when: 'amanhã' });
    expect(view.today.map((s) => s.guess.date)).toEqual(['2026-11-24']);
  });

  it('keeps a guess whose time is after the last scheduled draw ahead of the clock', () => {
    const view = guessesByNextDraw([row({ draw_label: 'Coruja 23:50' })], at('22:00'), schedules);
    expect(ids(view)).toEqual({ next: null, today: ['g1'] });
  });
});
