import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../schedules/domain/next-draw';
import { guessDrawStatus, nextDrawText } from './draw-status';

// 2026-11-24 is a Tuesday; Brasília is UTC-3.
const at = (hhmm: string, day = '2026-11-24') => new Date(`${day}T${hhmm}:00-03:00`);

describe('guessDrawStatus', () => {
  const guess = { date: '2026-11-24', drawLabel: 'PTM 11:20' };

  it('marks a guess whose draw time today has gone by', () => {
    expect(guessDrawStatus(guess, at('11:19'))).toBe('upcoming');
    expect(guessDrawStatus(guess, at('11:20'))).toBe('past');
    expect(guessDrawStatus(guess, at('23:59'))).toBe('past');
  });

  it('reads the label the way admins write it', () => {
    expect(guessDrawStatus({ date: '2026-11-24', drawLabel: 'Federal 19h' }, at('19:30'))).toBe('past');
    expect(guessDrawStatus({ date: '2026-11-24', drawLabel: 'Look 9h20' }, at('09:00'))).toBe('upcoming');
  });

  it('leaves open a guess with no time in its label, or for another day', () => {
    expect(guessDrawStatus({ date: '2026-11-24', drawLabel: null }, at('22:00'))).toBe('open');
    expect(guessDrawStatus({ date: '2026-11-24', drawLabel: 'Corujinha' }, at('22:00'))).toBe('open');
    expect(guessDrawStatus({ date: '2026-11-25', drawLabel: 'PTM 11:20' }, at('22:00'))).toBe('open');
  });

  it('uses the Brasília day, not the device’s UTC day', () => {
    // 22:30 in Brasília is already the 25th in UTC.
    expect(guessDrawStatus(guess, at('22:30'))).toBe('past');
  });
});

describe('nextDrawText', () => {
  const schedules: Schedule[] = [
    { id: 'rio', lottery: 'PT Rio', draws: [{ time: '11:20', label: 'PTM' }, { time: '14:20', label: 'PT' }] },
    { id: 'fed', lottery: 'Federal', draws: [{ time: '19:00', label: 'Sorteio 19:00', weekdays: [3, 6] }] },
  ];

  it('names the next draw of the day with its time', () => {
    expect(nextDrawText(schedules, at('12:00'))?.text).toBe('PT Rio – PT às 14:20 (hoje)');
  });

  it('moves to tomorrow once the day is over', () => {
    expect(nextDrawText(schedules, at('15:00'))?.text).toBe('PT Rio – PTM às 11:20 (amanhã)');
  });

  it('does not repeat the time of a plain draw', () => {
    expect(nextDrawText([schedules[1]!], at('12:00', '2026-11-25'))?.text).toBe('Federal – Sorteio às 19:00 (hoje)');
  });

  it('is undefined without schedules', () => {
    expect(nextDrawText([], at('12:00'))).toBeUndefined();
  });
});
