// Distinct arrangements of a number's digits, for invertida (combinada) milhar and centena bets.

/**
 * Every distinct ordering of the digits, sorted: '1234' gives 24, '1123' gives 12, '1122' 6,
 * '1112' 4 and '1111' 1. Repeated digits give fewer because swapping equal digits makes no new bet.
 */
export function permutations(digits: string): string[] {
  if (!/^\d{1,8}$/.test(digits)) throw new RangeError(`algarismos inválidos: ${digits}`);
  const counts = new Map<string, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  const symbols = [...counts.keys()].sort();
  const out: string[] = [];
  // Building from the multiset of digits (instead of permuting positions and deduplicating)
  // yields each arrangement once, already in ascending order.
  const walk = (prefix: string): void => {
    if (prefix.length === digits.length) {
      out.push(prefix);
      return;
    }
    for (const symbol of symbols) {
      const left = counts.get(symbol) ?? 0;
      if (left === 0) continue;
      counts.set(symbol, left - 1);
      walk(prefix + symbol);
      counts.set(symbol, left);
    }
  };
  walk('');
  return out;
}

/** How many distinct arrangements the digits have: n! divided by the factorial of each repeat. */
export function permutationCount(digits: string): number {
  if (!/^\d{1,8}$/.test(digits)) throw new RangeError(`algarismos inválidos: ${digits}`);
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const d of digits) counts.set(d, (counts.get(d) ?? 0) + 1);
  let result = factorial(digits.length);
  for (const c of counts.values()) result /= factorial(c);
  return result;
}
