import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLexicon } from './lexicon';
import { buildSearchIndex, buildSearchIndexInSlices, search, suggestTitles } from './search';
import type { Dream, DreamBlock } from './types';
import { stripAccents } from '../../../utils/text/accents';

const block = (significado: string): DreamBlock => ({
  significado,
  palpites: { grupos: ['09 - Cobra'], milhares: ['1234'], ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '18 - Porco'] },
});

const dream = (titulo: string, significado = 'Um sonho comum.', variantes?: Record<string, string>): Dream => ({
  titulo,
  geral: block(significado),
  ...(variantes ? { variantes: Object.fromEntries(Object.entries(variantes).map(([k, v]) => [k, block(v)])) } : {}),
});

const DREAMS: Dream[] = [
  dream('Cobra', 'A serpente troca de pele.', { preta: 'Cobra preta é aviso.', picando: 'Picada é traição.', morta: 'Perigo vencido.' }),
  dream('Cobrador', 'Contas a pagar.'),
  dream('Coral'),
  dream('Águia', 'Visão do alto e ambição.'),
  dream('Avião', 'Viagem e planos altos.', { caindo: 'Planos em risco.' }),
  dream('Guarda-chuva', 'Proteção contra a chuva.'),
  dream('Chuva', 'Limpeza e renovação.'),
  dream('Dente', 'Saúde e família.', { caindo: 'Medo de perda.', de_ouro: 'Riqueza à vista.', em_um_bebe: 'Crescimento.' }),
  dream('Anel', 'Compromisso.', { de_ouro: 'Aliança firme.', no_dedo: 'Promessa cumprida.' }),
  dream('Mulher', 'Intuição.', { que_está_amamentando_um_bebê: 'Cuidado e fartura.', 'dentro d\'água': 'Emoções.' }),
  dream('Galinha', 'Família reunida.', { preta: 'Proteção contra inveja.' }),
  dream('Banco (assento)', 'Pausa e descanso.'),
  dream('Banco (estabelecimento)', 'Dinheiro guardado com cuidado.'),
];

const index = buildSearchIndex(DREAMS);
const titles = (query: string, limit?: number) => search(index, query, limit).map((h) => h.dream.titulo);

describe('search', () => {
  it('ignores accents and case: "aguia" finds Águia', () => {
    expect(titles('aguia')[0]).toBe('Águia');
    expect(titles('ÁGUIA')[0]).toBe('Águia');
    expect(titles('aviao')[0]).toBe('Avião');
  });

  it('ranks exact title > title prefix > word prefix > variant > meaning', () => {
    const hits = search(index, 'chuva');
    expect(hits.map((h) => [h.dream.titulo, h.kind])).toEqual([
      ['Chuva', 'exact'],
      ['Guarda-chuva', 'word'],
    ]);
    expect(search(index, 'cobra').map((h) => [h.dream.titulo, h.kind])).toEqual([
      ['Cobra', 'exact'],
      ['Cobrador', 'prefix'],
    ]);
    const preta = search(index, 'preta');
    expect(preta.every((h) => h.kind === 'variant' && h.variant === 'preta')).toBe(true);
    expect(preta.map((h) => h.dream.titulo).sort()).toEqual(['Cobra', 'Galinha']);
    const meaning = search(index, 'serpente');
    expect(meaning.map((h) => [h.dream.titulo, h.kind])).toEqual([['Cobra', 'meaning']]);
  });

  it('puts a shorter prefix match first, then title order', () => {
    expect(titles('co')).toEqual(['Cobra', 'Coral', 'Cobrador']);
    expect(titles('banco')).toEqual(['Banco (assento)', 'Banco (estabelecimento)']);
  });

  it('matches "cobra preta" to Cobra with its "preta" block, also behind lead-ins', () => {
    for (const query of ['cobra preta', 'sonhei com cobra preta', 'Sonhei com uma cobra PRETA', 'cobra pre']) {
      const [first] = search(index, query);
      expect(first, query).toMatchObject({ kind: 'title', variant: 'preta' });
      expect(first!.dream.titulo).toBe('Cobra');
    }
  });

  it('matches variants with underscores, apostrophes and inner words', () => {
    expect(search(index, 'dente de ouro')[0]).toMatchObject({ variant: 'de_ouro' });
    expect(search(index, 'dente caindo')[0]).toMatchObject({ variant: 'caindo' });
    expect(search(index, 'anel no dedo')[0]).toMatchObject({ variant: 'no_dedo' });
    expect(search(index, 'mulher amamentando')[0]).toMatchObject({ variant: 'que_está_amamentando_um_bebê' });
    expect(search(index, "mulher dentro d'agua")[0]).toMatchObject({ variant: "dentro d'água" });
  });

  it('ranks a title with a matched variant above a bare variant match elsewhere', () => {
    const hits = search(index, 'aviao caindo');
    expect(hits[0]).toMatchObject({ kind: 'title', variant: 'caindo' });
    expect(hits[0]!.dream.titulo).toBe('Avião');
  });

  it('treats hyphens and spaces alike', () => {
    expect(titles('guarda chuva')[0]).toBe('Guarda-chuva');
    expect(titles('guarda-chuva')[0]).toBe('Guarda-chuva');
  });

  it('finds nothing for empty queries or bare lead-ins', () => {
    expect(search(index, '')).toEqual([]);
    expect(search(index, '   ')).toEqual([]);
    expect(search(index, 'sonhei com')).toEqual([]);
  });

  it('searches meanings only from three letters, at word starts', () => {
    expect(titles('ri')).toEqual([]);
    expect(titles('riqueza')).toEqual(['Dente']);
    expect(titles('iqueza')).toEqual([]);
  });

  it('respects the limit', () => {
    expect(search(index, 'c', 2)).toHaveLength(2);
  });

  it('finds every title by itself, first, whatever accents or case are typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DREAMS), fc.boolean(), (d, upper) => {
        const typed = upper ? d.titulo.toUpperCase() : stripAccents(d.titulo);
        expect(search(index, typed)[0]!.dream.titulo).toBe(d.titulo);
      }),
    );
  });

  it('returns hits sorted by score', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,8}$/), (query) => {
        const scores = search(index, query, 100).map((h) => h.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
    );
  });
});

describe('search as people type Portuguese', () => {
  const book: Dream[] = [
    ...DREAMS,
    dream('Cachorro', 'Lealdade.', { preto: 'Proteção.', bravo: 'Conflito.' }),
    dream('Gato', 'Independência.', { preto: 'Mistério.' }),
    dream('Telhado', 'Abrigo.'),
    dream('Bebê', 'Recomeço.', { chorando: 'Preocupação.', no_colo: 'Cuidado.' }),
    dream('Chuva', 'Limpeza.'),
    dream('Nadar', 'Fluir.'),
    dream('Médico', 'Saúde.'),
    dream('Leão', 'Força.'),
    dream('Pão', 'Sustento.'),
    dream('Casa', 'Lar.'),
    dream('Casamento', 'União.'),
  ];
  const lexicon = createLexicon({ synonyms: { nenem: 'bebê', cadela: 'cachorro' }, verbs: { chover: 'chuva', casar: 'casamento' }, forms: {} });
  const bookIndex = buildSearchIndex(book, lexicon);
  const first = (query: string) => {
    const [hit] = search(bookIndex, query);
    return hit ? `${hit.dream.titulo}${hit.variant ? `/${hit.variant}` : ''} ${hit.kind}` : 'nada';
  };

  it('reads plurals, diminutives, augmentatives and gender as the title', () => {
    expect(first('leoes')).toBe('Leão stem');
    expect(first('paes')).toBe('Pão stem');
    expect(first('cachorrinho')).toBe('Cachorro stem');
    expect(first('casinha')).toBe('Casa stem');
    expect(first('cobrona')).toBe('Cobra stem');
    expect(first('gata preta')).toBe('Gato/preto stem');
    expect(first('medica')).toBe('Médico stem');
  });

  it('reads synonyms and verbs through the lexicon, after lead-ins', () => {
    expect(first('nenem chorando')).toBe('Bebê/chorando synonym');
    expect(first('cadela')).toBe('Cachorro synonym');
    expect(first('sonhei que estava chovendo')).toBe('Chuva stem');
    expect(first('sonhei que estava nadando')).toBe('Nadar stem');
    expect(first('me casando')).toBe('Casamento stem');
    // Without the lexicon, a verb that is not a title finds no title.
    expect(search(buildSearchIndex(book), 'chovendo').some((h) => h.dream.titulo === 'Chuva' && h.kind !== 'meaning')).toBe(false);
  });

  it('forgives typing errors in longer words, never in words the book uses', () => {
    expect(first('galiha')).toBe('Galinha typo');
    expect(first('casamemto')).toBe('Casamento typo');
    expect(first('cao')).not.toContain('typo');
  });

  it('lets the first word that names a dream decide, and opens a variant named anywhere', () => {
    expect(first('gato preto no telhado')).toBe('Gato/preto title');
    expect(first('telhado com gato')).toBe('Telhado title');
    expect(first('dente mole caindo')).toBe('Dente/caindo title');
    expect(first('bebe chorando no colo')).toBe('Bebê/chorando title');
    expect(first('bebe no colo chorando')).toBe('Bebê/no_colo title');
    // A longer title's first word and one of its variants beat the shorter title that leaves a word unexplained.
    const sereias = buildSearchIndex([dream('Sereia'), dream('Sereia encantada', 'Encanto.', { cantando: 'Proposta sedutora.' })]);
    expect(search(sereias, 'sereia cantando')[0]).toMatchObject({ dream: { titulo: 'Sereia encantada' }, variant: 'cantando' });
    expect(search(sereias, 'sereia')[0]!.dream.titulo).toBe('Sereia');
  });

  it('ranks exact title > title with variant > stem/synonym > typing > typo > variant only > meaning', () => {
    const kinds = (query: string) => search(bookIndex, query).map((h) => h.kind);
    expect(kinds('casa')[0]).toBe('exact');
    expect(search(bookIndex, 'casamemto')[0]!.kind).toBe('typo');
    expect(kinds('preto').every((k) => k === 'variant')).toBe(true);
    const score = (query: string) => search(bookIndex, query)[0]!.score;
    expect(score('cobra')).toBeGreaterThan(score('cobra preta'));
    expect(score('cobra preta')).toBeGreaterThan(score('cobrona'));
    expect(score('cobrona')).toBeGreaterThan(score('cobr'));
    expect(score('cobr')).toBeGreaterThan(score('galiha'));
    expect(score('galiha')).toBeGreaterThan(score('preto'));
    expect(score('preto')).toBeGreaterThan(score('lealdade'));
  });

  it('answers numbers with the animal first, then the dreams whose palpites hold it', () => {
    const numbers: Dream[] = [dream('Cobra'), dream('Coral'), dream('Gato'), { ...dream('Lua'), geral: { ...block('Noite.'), palpites: { grupos: ['14 - Gato'], milhares: ['0753'], ternoDeGrupo: ['14 - Gato', '09 - Cobra', '01 - Avestruz'] } } }];
    const numberIndex = buildSearchIndex(numbers);
    // The test dreams hold group 09 and milhar 1234 (see block()), but Lua, which holds only 0753.
    expect(search(numberIndex, '1234').map((h) => [h.dream.titulo, h.kind])).toEqual([
      ['Cobra', 'number'],
      ['Coral', 'palpite'],
      ['Gato', 'palpite'],
    ]);
    expect(search(numberIndex, 'milhar 0753').map((h) => [h.dream.titulo, h.kind])).toEqual([
      ['Gato', 'number'],
      ['Lua', 'palpite'],
    ]);
    expect(search(numberIndex, 'bicho 9')[0]).toMatchObject({ dream: { titulo: 'Cobra' }, number: { kind: 'grupo', digits: '09' } });
  });

  it('suggests the closest titles when nothing matches', () => {
    expect(search(bookIndex, 'cachoreira')).toEqual([]);
    expect(suggestTitles(bookIndex, 'sonhei com cachoreira')[0]).toBe('Cachorro');
    expect(suggestTitles(bookIndex, 'qwxz')).toEqual([]);
  });
});

describe('search without noise (issue 30)', () => {
  const book: Dream[] = [
    dream('Cobra', 'A serpente troca de pele.', { picando: 'Traição.' }),
    dream('Mordida', 'Ataque.', { de_cobra: 'Veneno.' }),
    dream('Copo', 'Copo cheio é fartura. A Cobra e o Gato acompanham o Jacaré.'),
    dream('Eclipse', 'A sombra cobre o sol.'),
    dream('Zíper', 'Abre como a boca de uma cobra.'),
    dream('Bebê', 'Recomeço.'),
    dream('Berço', 'Cuidar de bebês.'),
    dream('Vinho', 'Beber com alegria; bebida de festa.'),
    dream('Ex-namorado', 'Passado.'),
    dream('Exame', 'Prova.'),
    dream('Explosão', 'Susto.'),
    dream('Pé', 'Caminho.'),
    dream('Peixe', 'Fartura.'),
    dream('Dente', 'Família.', { caindo: 'Medo de perda.' }),
    dream('Queda', 'Perda de controle.'),
    dream('Ponte', 'Todo sonho de travessia.'),
    ...['Uva', 'Pão', 'Bolo', 'Mesa', 'Figo', 'Saco', 'Romã'].map((titulo) => dream(titulo, 'Sinal de fartura.')),
  ];
  const lexicon = createLexicon({ synonyms: { ex: 'ex-namorado' }, verbs: { cair: 'queda' }, forms: {} });
  const index = buildSearchIndex(book, lexicon);
  const found = (query: string) => search(index, query).map((h) => `${h.dream.titulo}${h.variant ? `/${h.variant}` : ''} ${h.kind}`);

  it('finds nothing while only a lead-in is typed, and no meaning while it may still become one', () => {
    for (const query of ['sonhei', 'Sonhei com', 'sonhar com o', 'SONHEI QUE EU ESTAVA', 'sonho']) expect(found(query), query).toEqual([]);
    // "sonh" starts "sonho", written in a meaning.
    expect(found('sonh')).toEqual([]);
    expect(found('sonhei com cobra')[0]).toBe('Cobra exact');
  });

  it('takes a two-letter word that names a dream as typed, never inside longer words', () => {
    expect(found('ex')).toEqual(['Ex-namorado synonym']);
    expect(found('sonhei com meu ex')).toEqual(['Ex-namorado synonym']);
    expect(found('pe')).toEqual(['Pé exact']);
    // Two letters that name nothing are still the start of a title.
    expect(found('co')).toEqual(['Copo prefix', 'Cobra prefix', 'Mordida/de_cobra variant']);
    expect(found('exa')[0]).toBe('Exame prefix');
  });

  it('matches a meaning word whole after folding: plural and gender, not another word that starts alike', () => {
    // bebê, bebês: yes; beber, bebida: no.
    expect(found('bebe')).toEqual(['Bebê exact', 'Berço meaning']);
    // cobra: yes; cobre (covers): no.
    expect(found('cobras')).toContain('Zíper meaning');
    expect(found('cobras')).not.toContain('Eclipse meaning');
    // Still typed and not yet a word: the start of meaning words.
    expect(found('serpen')).toEqual(['Cobra meaning']);
  });

  it('does not count the group an animal names with a capital ("a Cobra e o Gato acompanham…") as a mention', () => {
    expect(found('cobras').filter((hit) => hit.startsWith('Copo'))).toEqual([]);
    expect(found('jacare')).toEqual([]);
  });

  it('ranks a dream and its block that explain every word above a dream that explains one: "caindo dente"', () => {
    expect(found('caindo dente')).toEqual(['Dente/caindo title', 'Queda stem']);
    expect(found('caiu meu dente')[0]).toBe('Dente/caindo title');
    expect(found('picada de cobra')[0]).toBe('Cobra/picando title');
    expect(found('cobras').slice(0, 2)).toEqual(['Cobra stem', 'Mordida/de_cobra variant']);
  });

  it('lists at most five meaning mentions after the dreams found by name, all of them when they are all there is', () => {
    expect(found('fartura').length).toBe(9);
    expect(found('fartura').every((hit) => hit.endsWith('meaning'))).toBe(true);
    const peixe = found('peixe');
    expect(peixe[0]).toBe('Peixe exact');
    expect(peixe.filter((hit) => hit.endsWith('meaning'))).toHaveLength(0);
    const withBook = buildSearchIndex([...book, dream('Fartura', 'Mesa cheia.')], lexicon);
    const hits = search(withBook, 'fartura');
    expect(hits[0]!.dream.titulo).toBe('Fartura');
    expect(hits.filter((hit) => hit.kind === 'meaning')).toHaveLength(5);
  });
});

describe('buildSearchIndexInSlices', () => {
  /** A clock that advances 1 ms each time it is read: indexing a dream reads it once. */
  const ticking = () => {
    let ms = 0;
    return () => (ms += 1);
  };

  it('builds the same index as buildSearchIndex, pausing once each slice has used its time budget', async () => {
    let pauses = 0;
    const index = await buildSearchIndexInSlices(DREAMS, async () => void (pauses += 1), { budgetMs: 3, now: ticking() });
    expect(index).toEqual(buildSearchIndex(DREAMS));
    // Each slice starts at a fresh reading and checks one reading per dream: a pause every 3 dreams.
    expect(pauses).toBe(Math.ceil((DREAMS.length - 1) / 3));
    expect(search(index, 'cobra preta')[0]).toMatchObject({ kind: 'title', variant: 'preta' });
  });

  it('never pauses while within the budget, and gives an empty index for no dreams', async () => {
    let pauses = 0;
    const pause = async () => void (pauses += 1);
    expect((await buildSearchIndexInSlices(DREAMS, pause, { budgetMs: 1000, now: ticking() })).size).toBe(DREAMS.length);
    expect((await buildSearchIndexInSlices([], pause)).size).toBe(0);
    expect(pauses).toBe(0);
  });
});

describe('search over the built-in dictionary', async () => {
  const { BUILT_IN_DREAMS } = await import('../data/dictionary/index');
  const builtIn = buildSearchIndex(BUILT_IN_DREAMS);

  it('finds Águia for "aguia" and Cobra\'s "preta" block for "sonhei com cobra preta"', () => {
    expect(search(builtIn, 'aguia')[0]!.dream.titulo).toBe('Águia');
    expect(search(builtIn, 'sonhei com cobra preta')[0]).toMatchObject({ dream: { titulo: 'Cobra' }, variant: 'preta' });
  });

  it('finds every built-in title first when typed exactly', () => {
    for (const d of BUILT_IN_DREAMS) expect(search(builtIn, d.titulo)[0]!.dream.titulo, d.titulo).toBe(d.titulo);
  });
});
