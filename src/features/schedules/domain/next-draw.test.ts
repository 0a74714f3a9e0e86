import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULES } from '../data/schedules';
import {
  clockMinutes,
  clockText,
  dayLabel,
  drawsOnWeekday,
  formatCountdown,
  nextDraw,
  nextDraws,
  zonedTimeToDate,
  type Schedule,
} from './next-draw';
import { zonedParts } from '../../../utils/pt-br/clock';

const byId = (id: string): Schedule => SCHEDULES.find((s) => s.id === id)!;
/** A Brasília wall-clock time (UTC-3 since 2019) as an instant. */
const brt = (iso: string) => new Date(`${iso}-03:00`);

describe('Brasília wall clock', () => {
  it('reads an instant in America/Sao_Paulo', () => {
    expect(zonedParts(new Date('2026-11-18T20:00:00Z'))).toEqual({ year: 2026, month: 11, day: 18, weekday: 3, hour: 17, minute: 0, second: 0 });
    // Past midnight UTC it is still the evening before in Brasília.
    expect(zonedParts(new Date('2026-11-19T02:30:00Z'))).toMatchObject({ day: 18, weekday: 3, hour: 23, minute: 30 });
    expect(clockText(new Date('2026-11-18T20:05:09Z'))).toBe('17:05:09');
    // To the minute (the results' "Atualizado às"), padded, the seconds dropped rather than rounded.
    expect(clockMinutes(new Date('2026-11-18T20:05:59Z'))).toBe('17:05');
    expect(clockMinutes(new Date('2026-11-19T02:09:00Z'))).toBe('23:09');
    expect(clockMinutes(new Date('2026-11-19T03:00:00Z'))).toBe('00:00');
  });

  it('turns a wall-clock time back into the same instant', () => {
    expect(zonedTimeToDate(2026, 11, 18, 18, 20).toISOString()).toBe('2026-11-18T21:20:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        const p = zonedParts(date);
        const back = zonedTimeToDate(p.year, p.month, p.day, p.hour, p.minute);
        expect(back.getTime()).toBe(date.getTime() - (date.getTime() % 60000 + 60000) % 60000);
      }),
    );
  });
});

describe('next draw', () => {
  it('on a Wednesday at 17:00 the Federal at 20:00 replaces Rio\'s 18:20', () => {
    const now = brt('2026-11-18T17:00:00');
    const rio = nextDraw(byId('pt-rio'), now)!;
    expect(rio.label).toBe('Federal (no lugar da PTN)');
    expect(rio.at.toISOString()).toBe(brt('2026-11-18T20:00:00').toISOString());
    expect(nextDraw(byId('federal'), now)!.at.toISOString()).toBe(brt('2026-11-18T20:00:00').toISOString());
    expect(drawsOnWeekday(byId('pt-rio'), 3).map((d) => d.time)).not.toContain('18:20');
    expect(formatCountdown(rio.at.getTime() - now.getTime())).toBe('3 h 00 min 00 s');
  });

  it('on a Thursday at 17:00 Rio draws the PTN at 18:20 and the Federal waits for Saturday', () => {
    const now = brt('2026-11-19T17:00:00');
    expect(nextDraw(byId('pt-rio'), now)).toMatchObject({ label: 'PTN', time: '18:20' });
    const federal = nextDraw(byId('federal'), now)!;
    expect(federal.at.toISOString()).toBe(brt('2026-11-21T20:00:00').toISOString());
    expect(dayLabel(federal.at, now)).toBe('sábado');
  });

  it('after the last draw of the day it rolls over to the next morning', () => {
    const now = brt('2026-11-22T23:30:00');
    const rio = nextDraw(byId('pt-rio'), now)!;
    expect(rio).toMatchObject({ label: 'PPT', time: '09:20' });
    expect(rio.at.toISOString()).toBe(brt('2026-11-23T09:20:00').toISOString());
    expect(dayLabel(rio.at, now)).toBe('amanhã');
  });

  it('a draw exactly due is no longer next', () => {
    expect(nextDraw(byId('pt-rio'), brt('2026-11-19T14:20:00'))).toMatchObject({ label: 'PTV' });
    expect(nextDraw(byId('pt-rio'), brt('2026-11-19T14:19:59'))).toMatchObject({ label: 'PT', time: '14:20' });
  });

  it('lists every lottery\'s next draw, soonest first', () => {
    const list = nextDraws(SCHEDULES, brt('2026-11-18T17:00:00'));
    expect(list).toHaveLength(SCHEDULES.length);
    expect(list[0]).toMatchObject({ scheduleId: 'sao-paulo', time: '17:15' });
    const times = list.map((d) => d.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('always finds a draw within a week, after now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(...SCHEDULES), (now, schedule) => {
        const next = nextDraw(schedule, now)!;
        expect(next.at.getTime()).toBeGreaterThan(now.getTime());
        expect(next.at.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86400000);
        const p = zonedParts(next.at);
        expect(`${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`).toBe(next.time);
      }),
      { numRuns: 200 },
    );
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, 'agora'],
    [-5, 'agora'],
    [999, '1 s'],
    [45_000, '45 s'],
    [5 * 60_000 + 3_000, '5 min 03 s'],
    [2 * 3_600_000 + 5 * 60_000 + 9_000, '2 h 05 min 09 s'],
    [3 * 86_400_000 + 4 * 3_600_000, '3 d 4 h 00 min'],
  ])('%d ms → %j', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('the schedules data', () => {
  it('gives every lottery its sources and "as of" date, and explains every time marked as varying', () => {
    for (const schedule of SCHEDULES) {
      expect(schedule.sources.length, schedule.id).toBeGreaterThan(0);
      for (const source of schedule.sources) expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(schedule.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (schedule.draws.some((d) => d.varies)) expect(schedule.disagreement, schedule.id).toBeTruthy();
    }
    // The reconciled times of issue 20.
    expect(byId('nacional').draws.find((d) => d.time === '02:00')).toMatchObject({ varies: true });
    expect(byId('bahia').draws[0]).toMatchObject({ time: '10:00', varies: true });
    expect(byId('lotep-paraiba').draws.map((d) => d.time)).toEqual(['10:45', '12:45', '15:45', '18:00']);
  });
});
