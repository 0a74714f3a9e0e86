import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dream } from './types';
import { generateDreamGuess } from '../../bets/domain/random-picks';
import { seededSource } from '../../../utils/random/random-int';
import { dreamFromForm, formFromDream, normaliseGroup, palpitesToForm, splitList } from './form-text';
import { dreamProblems } from './validate';

const cobra: Dream = {
  titulo: 'Cobra',
  geral: {
    significado: 'Traição à vista.',
    palpites: { grupos: ['9', '15 - Jacaré'], milhares: ['1234', '5633'], ternoDeGrupo: ['09', '15 - Jacaré', '3'] },
  },
  variantes: { preta: { significado: 'Mais forte.', palpites: { grupos: ['09 - Cobra'], milhares: ['0933'], ternoDeGrupo: [] } } },
};

describe('normaliseGroup', () => {
  it('turns a number typed as 9 or 09 into NN - Name', () => {
    expect(normaliseGroup('9')).toBe('09 - Cobra');
    expect(normaliseGroup('09')).toBe('09 - Cobra');
    expect(normaliseGroup(' 25 ')).toBe('25 - Vaca');
    expect(normaliseGroup('1')).toBe('01 - Avestruz');
  });

  it('leaves labels, out-of-range numbers and other text as typed (trimmed)', () => {
    expect(normaliseGroup(' 02 - Águia ')).toBe('02 - Águia');
    expect(normaliseGroup('26')).toBe('26');
    expect(normaliseGroup('0')).toBe('0');
    expect(normaliseGroup('Cobra')).toBe('Cobra');
  });
});

describe('loading a dream into the dialog', () => {
  it('is blank for a new dream', () => {
    expect(formFromDream()).toEqual({ titulo: '', significado: '', grupos: '', milhares: '', terno: '' });
  });

  it('joins groups and milhares with commas and the terno with " / ", normalising numbers', () => {
    expect(formFromDream(cobra)).toEqual({
      titulo: 'Cobra',
      significado: 'Traição à vista.',
      grupos: '09 - Cobra, 15 - Jacaré',
      milhares: '1234, 5633',
      terno: '09 - Cobra / 15 - Jacaré / 03 - Burro',
    });
  });
});

describe('saving the dialog', () => {
  it('splits groups and milhares by commas and the terno by slash, trimming and dropping empty items', () => {
    const saved = dreamFromForm({
      titulo: '  Gato ',
      significado: 'Independência.\nE mistério. ',
      grupos: ' 14 - Gato , ,05 - Cachorro,',
      milhares: '1453,, 2054 ,',
      terno: '14 - Gato/05 - Cachorro /  / 13 - Galo',
    });
    expect(saved).toEqual({
      titulo: 'Gato',
      geral: {
        significado: 'Independência.\nE mistério.',
        palpites: {
          grupos: ['14 - Gato', '05 - Cachorro'],
          milhares: ['1453', '2054'],
          ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '13 - Galo'],
        },
      },
    });
  });

  it('empty fields give empty lists', () => {
    const saved = dreamFromForm({ titulo: 'X', significado: '', grupos: ' ', milhares: '', terno: ' / ' });
    expect(saved.geral.palpites).toEqual({ grupos: [], milhares: [], ternoDeGrupo: [] });
  });

  it('keeps the variants of the dream being edited', () => {
    const saved = dreamFromForm(formFromDream(cobra), cobra);
    expect(saved.variantes).toEqual(cobra.variantes);
    expect(saved.geral.palpites.grupos).toEqual(['09 - Cobra', '15 - Jacaré']);
  });

  it('round-trips generated palpites through the text fields', () => {
    const palpites = { grupos: ['09 - Cobra'], milhares: ['1233', '4534', '7835', '0036'], ternoDeGrupo: ['02 - Águia', '09 - Cobra', '20 - Peru'] };
    const fields = palpitesToForm(palpites);
    expect(fields.terno).toBe('02 - Águia / 09 - Cobra / 20 - Peru');
    expect(dreamFromForm({ titulo: 'T', significado: 'S', ...fields }).geral.palpites).toEqual(palpites);
  });

  it("'Gerar Palpites' output survives the text fields and is storable (property)", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const palpites = generateDreamGuess(seededSource(seed));
        const dream = dreamFromForm({ titulo: 'Sonho', significado: 'S', ...palpitesToForm(palpites) });
        expect(dream.geral.palpites).toEqual(palpites);
        expect(dreamProblems(dream, 'storage')).toEqual([]);
      }),
    );
  });

  it('splitList accepts a string or pattern separator', () => {
    expect(splitList('a, b ,,c', ',')).toEqual(['a', 'b', 'c']);
    expect(splitList('a / b', /\//)).toEqual(['a', 'b']);
  });
});
