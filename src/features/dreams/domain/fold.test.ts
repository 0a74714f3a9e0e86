import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dreamKey, dreamLetter, dreamSlug, fold, foldQuery, leadIn, stripLeadIns } from './fold';

const ACCENTED: Record<string, string> = {
  á: 'a', à: 'a', â: 'a', ã: 'a', ä: 'a', é: 'e', ê: 'e', è: 'e', í: 'i', ì: 'i', î: 'i', ó: 'o', ô: 'o',
  õ: 'o', ò: 'o', ú: 'u', ù: 'u', ü: 'u', û: 'u', ç: 'c', ñ: 'n',
};
const plainWord = fc.stringMatching(/^[a-z]{1,12}$/);

describe('fold', () => {
  it.each([
    ['Águia', 'aguia'],
    ['  JACARÉ  ', 'jacare'],
    ['Leão', 'leao'],
    ['Pavão', 'pavao'],
    ['Banco (assento)', 'banco assento'],
    ['Guarda-chuva', 'guarda-chuva'],
    ['dentro d\u2019água', 'dentro dagua'],
    ["dentro d'água", 'dentro dagua'],
    ['que_está_amamentando_um_bebê', 'que esta amamentando um bebe'],
    ['Cobra!!!   preta?', 'cobra preta'],
    ['Maçã\tdo\namor', 'maca do amor'],
    ['A\u0301GUIA', 'aguia'],
    ['', ''],
  ])('folds %j to %j', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it('is idempotent for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(fold(fold(text))).toBe(fold(text));
      }),
      { numRuns: 500 },
    );
  });

  it('ignores accents and case', () => {
    const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''), ...Object.keys(ACCENTED));
    fc.assert(
      fc.property(fc.array(letters, { minLength: 1, maxLength: 20 }), fc.boolean(), (chars, upper) => {
        const word = chars.join('');
        const plain = chars.map((c) => ACCENTED[c] ?? c).join('');
        expect(fold(upper ? word.toUpperCase() : word)).toBe(plain);
      }),
    );
  });

  it('never leaves double spaces, edge spaces, upper case or marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const folded = fold(text);
        expect(folded).not.toMatch(/\s{2}|^\s|\s$/);
        expect(folded).not.toMatch(/\p{M}/u);
        expect(folded).toBe(folded.toLowerCase());
      }),
    );
  });
});

describe('stripLeadIns / foldQuery', () => {
  it.each([
    ['sonhei com cobra preta', 'cobra preta'],
    ['Sonhei com a cobra preta', 'cobra preta'],
    ['sonhar com águia', 'aguia'],
    ['sonho com dente caindo', 'dente caindo'],
    ['sonhei que estava voando', 'voando'],
    ['sonhando com dinheiro', 'dinheiro'],
    ['o sonho de casamento', 'casamento'],
    ['eu sonhei com minha mãe', 'mae'],
    ['tive um sonho com um bebê', 'bebe'],
    ['sonhei dente', 'dente'],
    ['a cobra', 'cobra'],
    ['uma casa', 'casa'],
  ])('%j → %j', (query, expected) => {
    expect(foldQuery(query)).toBe(expected);
  });

  it('keeps a lone word, even a lead-in or an article (the person may be typing a title)', () => {
    expect(foldQuery('sonho')).toBe('sonho');
    expect(foldQuery('a')).toBe('a');
    expect(foldQuery('as')).toBe('as');
    expect(foldQuery('sonhei')).toBe('sonhei');
  });

  it('leaves nothing when only a lead-in was typed', () => {
    expect(foldQuery('sonhei com')).toBe('');
    expect(foldQuery('sonhei com ')).toBe('');
  });

  it('does not touch queries without lead-ins', () => {
    fc.assert(
      fc.property(fc.array(plainWord, { minLength: 1, maxLength: 4 }), (words) => {
        fc.pre(!['sonhei', 'sonhar', 'sonho', 'sonhando', 'sonhou', 'sonhava', 'sonhamos', 'sonha', 'sonhe', 'eu', 'tive', 'o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'meu', 'minha', 'meus', 'minhas', 'significado'].includes(words[0]!));
        const text = words.join(' ');
        expect(stripLeadIns(text)).toBe(text);
      }),
    );
  });

  it('is idempotent on the subject of the dream', () => {
    fc.assert(
      fc.property(fc.constantFrom('sonhei com', 'sonhar com', 'sonho com', 'sonhei que', 'sonhando com', 'o sonho de'), fc.array(plainWord, { minLength: 1, maxLength: 3 }), (lead, words) => {
        fc.pre(!words.some((w) => ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas', 'meu', 'minha', 'meus', 'minhas', 'eu', 'estava', 'estou', 'tava', 'era', 'tinha', 'ia', 'via', 'vi', 'com', 'que', 'de', 'do', 'da', 'dos', 'das', 'sobre', 'em', 'no', 'na', 'nos', 'nas'].includes(w)));
        const subject = words.join(' ');
        expect(foldQuery(`${lead} ${subject}`)).toBe(subject);
      }),
    );
  });
});

describe('leadIn', () => {
  it.each(['sonhei', 'Sonhei com', 'SONHEI QUE', 'sonhar com o', 'sonhei com uma', 'sonho com', 'sonhei que eu estava', 'eu sonhei com a', 'tive um sonho', 'o que significa sonhar com', 'sonhando com os'])(
    '%j is only a lead-in',
    (query) => expect(leadIn(query)).toBe('whole'),
  );

  it.each(['sonh', 'son', 'sonhei c', 'sonhei co', 'o que sig', 'tive um', 'sonhei com u', 'sonhei que est'])('%j may still become one', (query) => {
    expect(leadIn(query)).toBe('start');
  });

  it.each(['', 'cobra', 'sonhei com cobra', 'sonhei com meu ex', 'sonhar com ovo', 'sonhei que estava caindo', 'dente', 'sonhei com 1234'])(
    '%j names something (or nothing was typed)',
    (query) => expect(leadIn(query)).toBeUndefined(),
  );

  it('agrees with foldQuery: a whole lead-in followed by a word leaves that word', () => {
    fc.assert(
      fc.property(fc.constantFrom('sonhei com', 'sonhar com o', 'sonhei que eu estava', 'tive um sonho com'), fc.constantFrom('cobra', 'dente', 'aguia'), (lead, word) => {
        expect(leadIn(lead)).toBe('whole');
        expect(leadIn(`${lead} ${word}`)).toBeUndefined();
        expect(foldQuery(`${lead} ${word}`)).toBe(word);
      }),
    );
  });
});

describe('dreamKey and dreamLetter', () => {
  it('keys titles the same whatever their accents and case', () => {
    expect(dreamKey('Águia')).toBe(dreamKey('aguia'));
    expect(dreamKey('  Avião ')).toBe('aviao');
  });

  it('keys titles the same whatever their spacing and punctuation, keeping hyphens and contractions', () => {
    expect(dreamKey('Água-viva!')).toBe('agua-viva');
    expect(dreamKey(' ÁGUA-VIVA ')).toBe('agua-viva');
    expect(dreamKey('Banco   (assento)')).toBe(dreamKey('banco assento'));
    expect(dreamKey("Olho d'água")).toBe('olho dagua');
    expect(dreamKey('Banco (assento)')).not.toBe(dreamKey('Banco'));
  });

  it('is idempotent, so a stored key keys to itself', () => {
    for (const title of ['Águia-Real!', 'İnci', "Pé-d'água", '  Ç  ']) expect(dreamKey(dreamKey(title))).toBe(dreamKey(title));
  });

  it('files titles under their folded first letter', () => {
    expect(dreamLetter('Águia')).toBe('a');
    expect(dreamLetter('Égua')).toBe('e');
    expect(dreamLetter('Óculos')).toBe('o');
    expect(dreamLetter('7 de espadas')).toBe('#');
  });
});

describe('dreamSlug', () => {
  it.each([
    ['Cobra', 'cobra'],
    ['Banco (assento)', 'banco-assento'],
    ['Água-viva', 'agua-viva'],
    ['Tênis (calçado)', 'tenis-calcado'],
  ])('writes %j as %j', (titulo, slug) => {
    expect(dreamSlug(titulo)).toBe(slug);
  });

  it('is the same for titles with the same key, and safe in an address', () => {
    fc.assert(
      fc.property(fc.string(), (titulo) => {
        expect(dreamSlug(titulo)).toBe(dreamSlug(dreamKey(titulo)));
        expect(dreamSlug(titulo)).not.toMatch(/[\s/?#]/);
      }),
    );
  });
});
