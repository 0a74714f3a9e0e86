// The ticket checker's speed (issue 39): a 20-number Mega-Sena bet (38,760 simple bets) checked against a contest,
// beside a 6-number bet and a 21-digit Super Sete bet, and what enumerating the 20-number bet's combinations one by
// one would cost instead (the checker counts them by formula).
// Run: npx tsx bench/caixa-check.bench.ts   (`run()` feeds npm run bench).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { checkTicket, type Ticket } from '../src/features/caixa/domain/check';
import type { Contest } from '../src/features/caixa/domain/contest';
import { getCaixaGame, type CaixaGameId } from '../src/features/caixa/domain/games';

const pad = (n: number) => String(n).padStart(2, '0');

function contestOf(game: CaixaGameId, numbers: string[]): Contest {
  return {
    game,
    contest: 1,
    drawDate: '2025-10-09',
    numbers,
    prizes: getCaixaGame(game).tiers.map((t) => ({ tier: t.tier, name: t.name, winners: 10, amount: 1000 / t.tier })),
    accumulated: false,
    demo: false,
  };
}

/** Microseconds per check: the median of 9 rounds of `times` checks, after a warm-up round. */
function microsPerCheck(ticket: Ticket, contest: Contest, times: number): number {
  const rounds: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    const start = performance.now();
    for (let i = 0; i < times; i += 1) checkTicket(ticket, contest);
    if (round > 0) rounds.push(((performance.now() - start) * 1000) / times);
  }
  rounds.sort((a, b) => a - b);
  return Number(rounds[Math.floor(rounds.length / 2)]!.toFixed(2));
}

/** The 20-number bet's 38,760 combinations walked one by one, hits counted each: the brute force the tests use. */
function enumerateMs(numbers: readonly string[], drawn: ReadonlySet<string>): number {
  const start = performance.now();
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const walk = (from: number, left: number, hits: number) => {
    if (left === 0) {
      counts[hits]! += 1;
      return;
    }
    for (let i = from; i <= numbers.length - left; i += 1) walk(i + 1, left - 1, hits + (drawn.has(numbers[i]!) ? 1 : 0));
  };
  walk(0, 6, 0);
  return Number((performance.now() - start).toFixed(2));
}

export async function run(): Promise<Record<string, number | string>> {
  const drawn = ['03', '11', '19', '27', '42', '58'];
  const mega = contestOf('mega-sena', drawn);
  // The six drawn numbers and 14 others: the bet wins 1 Sena, 84 Quinas and 1,365 Quadras.
  const others = Array.from({ length: 60 }, (_, i) => pad(i + 1)).filter((n) => !drawn.includes(n)).slice(0, 14);
  const big: Ticket = { game: 'mega-sena', numbers: [...drawn, ...others].sort() };
  const simple: Ticket = { game: 'mega-sena', numbers: ['03', '11', '19', '27', '40', '50'] };
  const superSete: Ticket = { game: 'super-sete', numbers: [], columns: Array.from({ length: 7 }, (_, i) => [String(i), String(i + 1), String(i + 2)]) };
  const result = checkTicket(big, mega);
  return {
    '20-number Mega-Sena bet: µs per check': microsPerCheck(big, mega, 2000),
    '20-number bet: simple bets / tiers won': `38,760 / ${result.wins.map((w) => `${w.count}× ${w.name}`).join(', ')}`,
    '6-number Mega-Sena bet: µs per check': microsPerCheck(simple, mega, 5000),
    '21-digit Super Sete bet: µs per check': microsPerCheck(superSete, contestOf('super-sete', ['0', '1', '2', '3', '4', '5', '6']), 5000),
    'enumerating the 20-number bet instead: ms': enumerateMs(big.numbers, new Set(drawn)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [key, value] of Object.entries(await run())) console.log(`${key.padEnd(48)}${value}`);
}
