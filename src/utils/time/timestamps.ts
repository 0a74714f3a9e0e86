// Postgres timestamps compared as instants, whatever their spelling (zone, separator, microseconds).

/**
 * Orders two timestamps as instants, keeping Postgres's microseconds (which Date drops):
 * '2026-01-01T10:00:00.000001+00:00' is later than '2026-01-01T10:00:00Z'.
 */
export function compareTimestamps(a: string, b: string): number {
  const [ma, ua] = instant(a);
  const [mb, ub] = instant(b);
  return ma !== mb ? Math.sign(ma - mb) : Math.sign(ua - ub);
}

/** Milliseconds since the epoch and the microseconds below them. */
export function instant(timestamp: string): [number, number] {
  const match = /^(.*?[T ]\d{2}:\d{2}:\d{2})(?:\.(\d+))?(.*)$/.exec(timestamp.trim());
  if (!match) return [Date.parse(timestamp), 0];
  const [, head = '', fraction = '', zone = ''] = match;
  const digits = fraction.padEnd(6, '0');
  const millis = Date.parse(`${head.replace(' ', 'T')}.${digits.slice(0, 3)}${normaliseZone(zone)}`);
  return [millis, Number(digits.slice(3, 6))];
}

function normaliseZone(zone: string): string {
  if (zone === '') return 'Z';
  // Postgres may write '+00' without minutes.
  return /^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone;
}
