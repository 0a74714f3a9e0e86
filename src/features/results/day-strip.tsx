// The last 30 days as buttons (today first), plus a date field for any day in that range.
import { TextInput } from '@mantine/core';
import { memo } from 'react';
import { addDays, formatLongDate, weekdayOf } from '../../utils/calendar/dates';
import classes from './results.module.css';

const SHORT_WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

interface DayStripProps {
  today: string;
  days: number;
  selected: string;
  /** Draws per date (after the lottery filter); a day without any is still pickable, but greyed. */
  counts: ReadonlyMap<string, number>;
  onSelect: (date: string) => void;
}

/** Whether two count tables say the same: each download stores the rows anew, and the counts are read again. */
function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [date, count] of a) if (b.get(date) !== count) return false;
  return true;
}

/** Drawn again only when what it shows changes: a new copy of the same draws leaves the 30 chips as they are. */
export const DayStrip = memo(function DayStrip({ today, days, selected, counts, onSelect }: DayStripProps) {
  const dates = Array.from({ length: days }, (_, i) => addDays(today, -i));
  const first = dates[dates.length - 1] ?? today;
  return (
    <>
      <div className={classes.days} role="group" aria-label="Dia dos resultados" data-testid="day-strip">
        {dates.map((date) => {
          const count = counts.get(date) ?? 0;
          const shortDate = `${date.slice(8, 10)}/${date.slice(5, 7)}`;
          const label = date === today ? 'hoje' : date === addDays(today, -1) ? 'ontem' : SHORT_WEEKDAYS[weekdayOf(date)];
          return (
            <button
              key={date}
              type="button"
              className={classes.day}
              aria-pressed={date === selected}
              // The name begins with what the chip shows ("hoje 25/11"), so a voice-control user can say it (WCAG 2.5.3).
              aria-label={`${label} ${shortDate}, ${formatLongDate(date)}: ${count === 0 ? 'nenhum resultado' : count === 1 ? '1 resultado' : `${count} resultados`}`}
              onClick={() => onSelect(date)}
              data-date={date}
            >
              <span className={classes.dayWeek}>{label}</span> <span className={classes.dayNumber}>{shortDate}</span>
            </button>
          );
        })}
      </div>
      <TextInput
        type="date"
        label="Ou escolha a data"
        value={selected}
        min={first}
        max={today}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (value >= first && value <= today) onSelect(value);
        }}
        mt="xs"
        maw={220}
        styles={{ label: { fontWeight: 400 } }}
      />
    </>
  );
  },
  (before, after) =>
    before.today === after.today &&
    before.days === after.days &&
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    sameCounts(before.counts, after.counts),
);
