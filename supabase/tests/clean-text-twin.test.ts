// One rule for visitor text in SQL and TypeScript (issue 27): private.is_clean_text
// (0011_anonymous_limits.sql) is isCleanText (src/utils/text/clean-text.ts) on a labelled set, on code points
// alone and next to letters or emoji, and on random strings of the characters the rule is about. (Every code
// point in four contexts agreed once too, in 8 minutes: too slow to run each time.)
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanedText, isCleanText } from '../../src/utils/text/clean-text';
import { applyAll } from '../local/migrate.mjs';

let db: PGlite;

beforeAll(async () => {
  db = new PGlite({ extensions: { pgcrypto } });
  await applyAll({ exec: (sql) => db.exec(sql), query: (sql, params) => db.query(sql, params) }, { seed: false });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const SQL = 'select private.is_clean_text(t, $2) as ok from unnest($1::text[]) with ordinality as u(t, n) order by n';

async function sqlVerdicts(texts: readonly string[], multiline: boolean): Promise<boolean[]> {
  return (await db.query<{ ok: boolean }>(SQL, [texts, multiline])).rows.map((r) => r.ok);
}

/** The texts on which the two disagree, with both verdicts. */
async function mismatches(texts: readonly string[], multiline: boolean) {
  const sql = await sqlVerdicts(texts, multiline);
  return texts
    .map((text, i) => ({ text, codePoints: [...text].map((c) => c.codePointAt(0)?.toString(16)), sql: sql[i], ts: isCleanText(text, multiline) }))
    .filter((row) => row.sql !== row.ts);
}

/** [text, clean as a name (one line), clean as a message (several lines)] */
const LABELLED: [string, boolean, boolean][] = [
  ['Ana', true, true],
  ['José da Silva', true, true],
  ["D'Ávila Ñúñez", true, true],
  ['Zoë 李', true, true],
  ['Maria  Clara', true, true],
  ['e\u0301 (e and a combining acute)', true, true],
  ['👨\u200D👩\u200D👧', true, true],
  ['👩🏽\u200D💻 Bia', true, true],
  ['❤️', true, true],
  ['❤️\u200D🔥', true, true],
  ['🏳️\u200D🌈', true, true],
  ['👩\u200D❤️\u200D💋\u200D👨', true, true],
  ['🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}', true, true],
  ['Escócia 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} e País de Gales 🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}', true, true],
  ['1️⃣', true, true],
  ['Gostei!\nMuito bom 👍🏽\tobrigado', false, true],
  ['linha 1\r\nlinha 2', false, true],
  ['', false, false],
  ['   ', false, false],
  ['\t\n\r', false, false],
  ['\u00A0\u00A0', false, false],
  ['\u200B\u200C\u200D\uFEFF', false, false],
  ['\u3000\u2009\u202F', false, false],
  ['\u3164\u115F', false, false],
  ['\u2800\u2800\u2800', false, false],
  ['\u{E0041}\u{E0042}', false, false],
  ['\uFE0F\uFE0E', false, false],
  ['\u{E0100}\u{E0101}', false, false],
  ['\u0301\u0308', false, false],
  ['\u17B4\u17B5', false, false],
  ['\u180B\u180C\u180F', false, false],
  ['\u{1D173}\u{1D17A}', false, false],
  ['\u{1BCA0}\u{1BCA3}', false, false],
  ['Ana\u202Egnp.exe', false, false],
  ['Ana\u2066x\u2069', false, false],
  ['Ana\u200F', false, false],
  ['Jo\u200Dão', false, false],
  ['Ana\u200B', false, false],
  ['Ana\u2800Maria', false, false],
  ['a\uFE0F\uFE0F', false, false],
  [' \uFE0F', false, false],
  ['Ana\u{E0041}', false, false],
  ['🏴\u{E0067}\u{E0062}', false, false],
  // Issue 41: tags after the black flag that are no subdivision flag emoji have are hidden text.
  [`Oi 🏴${'\u{E0041}'.repeat(59)}\u{E007F}`, false, false],
  [`Oi 🏴${'\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}'.repeat(12)}\u{E007F}`, false, false],
  ['🏴\u{E0075}\u{E0073}\u{E0074}\u{E0078}\u{E007F}', false, false],
  ['🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E0067}\u{E007F}', false, false],
  ['🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E007F}', false, false],
  ['oi\u0007', false, false],
  ['oi\u001B[31m', false, false],
  ['oi\u0085', false, false],
  ['linha\u2028outra', false, false],
  ['Ana\u00ADMaria', false, false],
];

describe('private.is_clean_text and isCleanText', () => {
  it.each(LABELLED)('%j: name %s, message %s', async (text, asName, asMessage) => {
    expect(isCleanText(text, false)).toBe(asName);
    expect(isCleanText(text, true)).toBe(asMessage);
    expect(await sqlVerdicts([text], false)).toEqual([asName]);
    expect(await sqlVerdicts([text], true)).toEqual([asMessage]);
  });

  it('agree on code points alone, after a letter and between emoji: every one of the ranges the rule names, a sample of the rest', async () => {
    // Every code point where the rule draws a line (Latin and the scripts with combining marks, the
    // format and space blocks, the emoji planes, tags and selectors); elsewhere every 61st.
    const dense = [[0x1, 0x3fff], [0x1680, 0x18ff], [0x1ab0, 0x1aff], [0x1dc0, 0x1dff], [0x2000, 0x2bff], [0x2800, 0x28ff], [0x3000, 0x303f],
      [0x3160, 0x316f], [0xfe00, 0xffff], [0x1bc00, 0x1bcff], [0x1d100, 0x1d1ff], [0x1f000, 0x1faff], [0xe0000, 0xe01ff]];
    const texts: string[] = [];
    for (let cp = 1; cp <= 0x10ffff; cp += 1) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      if (cp % 61 !== 0 && !dense.some(([from = 0, to = 0]) => cp >= from && cp <= to)) continue;
      const c = String.fromCodePoint(cp);
      texts.push(c, `a${c}`, `👩${c}👩`);
    }
    for (let start = 0; start < texts.length; start += 20_000) {
      const chunk = texts.slice(start, start + 20_000);
      expect(await mismatches(chunk, false)).toEqual([]);
      expect(await mismatches(chunk, true)).toEqual([]);
    }
  }, 180_000);

  it('agree on random strings of the characters the rule is about', async () => {
    const alphabet = [
      'a', 'Z', 'é', ' ', '\t', '\n', '\r', '\u00A0', '\u0301', '\u034F', '\u061C', '\u115F', '\u17B4', '\u180B', '\u200B',
      '\u200C', '\u200D', '\u200E', '\u202E', '\u2066', '\u2060', '\u2800', '\u3164', '\uFE0F', '\uFE0E', '\uFEFF', '\u{E0100}',
      '\u{E0041}', '\u{E0067}', '\u{E007F}', '🏴', '👩', '👨', '🏽', '❤', '🔥', '\u20E3', '1', '\u0007', '\u2028', '李',
    ];
    const samples = fc.sample(fc.array(fc.constantFrom(...alphabet), { maxLength: 8 }).map((chars) => chars.join('')), 3000);
    expect(await mismatches(samples, false)).toEqual([]);
    expect(await mismatches(samples, true)).toEqual([]);
  });

  it('what cleanedText keeps of any text, the database accepts', async () => {
    const alphabet = ['a', ' ', '\n', '\u200B', '\u200D', '\u202E', '\u0007', '\uFE0F', '👩', '🏴', '\u{E0067}', '\u{E007F}', '\u2800', '\u0301'];
    const samples = fc.sample(fc.array(fc.constantFrom(...alphabet), { maxLength: 10 }).map((chars) => chars.join('')), 1000);
    const kept = samples.map((text) => cleanedText(text)).filter((text): text is string => text !== null);
    expect(kept.length).toBeGreaterThan(100);
    expect((await sqlVerdicts(kept, true)).every(Boolean)).toBe(true);
    expect(cleanedText('Ana\u202Egnp')).toBe('Anagnp');
    expect(cleanedText('👨\u200D👩\u200D👧 oi\u0007')).toBe('👨\u200D👩\u200D👧 oi');
    expect(cleanedText('\u200B\u2800')).toBeNull();
  });
});
