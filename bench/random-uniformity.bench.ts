// Uniformity benchmark for the random generators: chi-square of many draws against the 1% critical value.
// Run: npx tsx bench/random-uniformity.bench.ts   (or import { run } from the bench runner)
import { pathToFileURL } from 'node:url';
import { chiSquare, chiSquareCritical } from '../src/utils/random/chi-square';
import { generateDreamGuess } from '../src/features/bets/domain/random-picks';
import { generateGame } from '../src/features/bets/domain/lottery-games';
import { randomInt } from '../src/utils/random/random-int';

const ALPHA = 0.01;

interface Row {
  name: string;
  draws: number;
  bins: number;
  chi2: number;
  critical: number;
  ms: number;
}

function measure(name: string, bins: number, draws: number, sample: (counts: number[]) => number): Row {
  const counts = new Array<number>(bins).fill(0);
  const started = performance.now();
  const total = sample(counts);
  const ms = performance.now() - started;
  return { name, draws, bins, chi2: chiSquare(counts, total / bins), critical: chiSquareCritical(bins - 1, ALPHA), ms };
}

/** Draws from randomInt(max); a huge max is folded into `bins` equal-width bins. */
function randomIntRow(max: number, draws: number, bins = Math.min(max, 100)): Row {
  return measure(`randomInt(${max.toLocaleString('en-US')})`, bins, draws, (counts) => {
    for (let i = 0; i < draws; i++) {
      const n = randomInt(max);
      const bin = bins === max ? n : Math.floor((n * bins) / max);
      counts[bin] = (counts[bin] ?? 0) + 1;
    }
    return draws;
  });
}

/** What plain `u % max` would give for the same range, to show why rejection sampling matters. */
function naiveModuloRow(max: number, draws: number, bins: number): Row {
  const buffer = new Uint32Array(1024);
  return measure(`naive u % ${max.toLocaleString('en-US')} (contrast only)`, bins, draws, (counts) => {
    for (let i = 0; i < draws; i += buffer.length) {
      globalThis.crypto.getRandomValues(buffer);
      for (const u of buffer) {
        const bin = Math.floor(((u % max) * bins) / max);
        counts[bin] = (counts[bin] ?? 0) + 1;
      }
    }
    return Math.ceil(draws / buffer.length) * buffer.length;
  });
}

function megaSenaRow(games: number): Row {
  return measure('Mega-Sena numbers (6 of 1-60)', 60, games * 6, (counts) => {
    for (let i = 0; i < games; i++) {
      const { numbers } = generateGame('mega-sena');
      if (new Set(numbers).size !== 6) throw new Error('Mega-Sena game with a repeated number');
      for (const n of numbers) counts[n - 1] = (counts[n - 1] ?? 0) + 1;
    }
    return games * 6;
  });
}

function dreamGroupRow(guesses: number): Row {
  return measure('Dream guess group (1 of 25)', 25, guesses, (counts) => {
    for (let i = 0; i < guesses; i++) {
      const group = Number(generateDreamGuess().grupos[0]?.slice(0, 2));
      counts[group - 1] = (counts[group - 1] ?? 0) + 1;
    }
    return guesses;
  });
}

const verdict = (row: Row): string => (row.chi2 <= row.critical ? 'uniform' : 'NOT uniform');

/** Runs every check and returns flat figures for the lead's bench table. */
export async function run(): Promise<Record<string, number | string>> {
  const rows = [
    randomIntRow(2, 200_000),
    randomIntRow(25, 500_000),
    randomIntRow(60, 600_000),
    randomIntRow(100, 1_000_000),
    randomIntRow(3_000_000_000, 1_000_000, 100),
    naiveModuloRow(3_000_000_000, 1_000_000, 100),
    megaSenaRow(100_000),
    dreamGroupRow(100_000),
  ];
  const figures: Record<string, number | string> = { 'uniformity significance': `${ALPHA * 100}%` };
  for (const row of rows) {
    figures[`${row.name}: chi-square (df ${row.bins - 1})`] = Number(row.chi2.toFixed(2));
    figures[`${row.name}: critical value`] = Number(row.critical.toFixed(2));
    figures[`${row.name}: verdict`] = verdict(row);
    figures[`${row.name}: ns per draw`] = Number(((row.ms * 1e6) / row.draws).toFixed(1));
  }
  return figures;
}

function print(rows: Record<string, number | string>): void {
  const width = Math.max(...Object.keys(rows).map((k) => k.length));
  for (const [key, value] of Object.entries(rows)) console.log(`${key.padEnd(width)}  ${value}`);
  console.log(
    `\nA fair generator stays under the critical value about ${100 - ALPHA * 100}% of the time; an occasional` +
      ' miss on one row is chance, a miss on every run is bias. The naive modulo row is expected to fail.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  print(await run());
}
