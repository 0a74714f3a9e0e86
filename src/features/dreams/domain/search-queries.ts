// The labelled query set of the dream search: what people type (lower case, no accents, lead-ins, short) and
// the dream (and variant) that should open first. The query-set test (search-queries.test.ts) holds the search
// to 95 % of these over the built-in dictionary, and `npm run bench` prints the hit rate per category. Written
// from how people describe dreams, not from the code: a miss here is a fault of the search, not of the query.
// Below them, the noise limits (NOISE_LIMITS): what must come first, what must not be listed at all, and how
// many dreams that only mention the words in their meaning may be shown; held to 100 %.

export type QueryCategory =
  | 'exact'
  | 'plural'
  | 'typo'
  | 'diminutive'
  | 'gender'
  | 'verb'
  | 'synonym'
  | 'extra words'
  | 'word order'
  | 'number';

export interface LabelledQuery {
  query: string;
  /** The title expected first. */
  dream: string;
  /** The variant key expected to open with it, when the query names one. */
  variant?: string;
  category: QueryCategory;
}

const q = (category: QueryCategory, query: string, dream: string, variant?: string): LabelledQuery => ({
  query,
  dream,
  category,
  ...(variant ? { variant } : {}),
});

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  // Titles as the book writes them, without accents, with lead-ins.
  q('exact', 'aguia', 'Águia'),
  q('exact', 'sonhei com cobra preta', 'Cobra', 'preta'),
  q('exact', 'lua de mel', 'Lua de mel'),
  q('exact', 'guarda chuva', 'Guarda-chuva'),
  q('exact', 'arco iris', 'Arco-íris'),
  q('exact', 'beija flor', 'Beija-flor'),
  q('exact', 'dente de ouro', 'Dente', 'de_ouro'),
  q('exact', 'sonhei com aviao caindo', 'Avião', 'caindo'),
  q('exact', 'o que significa sonhar com agua', 'Água'),
  q('exact', 'tive um sonho com cigana', 'Cigana'),

  q('plural', 'baratas', 'Barata'),
  q('plural', 'formigas', 'Formiga'),
  q('plural', 'sonhei com leoes', 'Leão'),
  q('plural', 'paes', 'Pão'),
  q('plural', 'aneis de ouro', 'Anel', 'de_ouro'),
  q('plural', 'sonhei com muitas cobras', 'Cobra'),
  q('plural', 'ratos', 'Rato'),
  q('plural', 'sonhei com varios gatos', 'Gato'),
  q('plural', 'cachorros bravos', 'Cachorro', 'bravo'),
  q('plural', 'dentes caindo', 'Dente', 'caindo'),
  q('plural', 'sonhei com aranhas', 'Aranha'),
  q('plural', 'abelhas', 'Abelha'),
  q('plural', 'ovos', 'Ovo'),
  q('plural', 'flores', 'Flor'),
  q('plural', 'sonhei com cavalos brancos', 'Cavalo', 'branco'),
  q('plural', 'pes sujos', 'Pé', 'sujo'),
  q('plural', 'sonhei com macacos', 'Macaco'),
  q('plural', 'criancas chorando', 'Criança', 'chorando'),
  q('plural', 'morcegos', 'Morcego'),
  q('plural', 'ladroes', 'Ladrão'),
  q('plural', 'sonhei com piolhos', 'Piolho'),
  q('plural', 'caes', 'Cão'),
  q('plural', 'baleias', 'Baleia'),
  q('plural', 'cruzes', 'Cruz'),
  q('plural', 'homens', 'Homem'),

  q('typo', 'galiha', 'Galinha'),
  q('typo', 'boboleta', 'Borboleta'),
  q('typo', 'casamemto', 'Casamento'),
  q('typo', 'dineiro', 'Dinheiro'),
  q('typo', 'sonhei com cachoro', 'Cachorro'),
  q('typo', 'elefnte', 'Elefante'),
  q('typo', 'crocodilho', 'Crocodilo'),
  q('typo', 'tartaruja', 'Tartaruga'),
  q('typo', 'borboletta', 'Borboleta'),
  q('typo', 'esquleto', 'Esqueleto'),
  q('typo', 'cemiteiro', 'Cemitério'),
  q('typo', 'telivisao', 'Televisão'),
  q('typo', 'helicopitero', 'Helicóptero'),
  q('typo', 'hipopotano', 'Hipopótamo'),
  q('typo', 'sonhei com um pasaro', 'Pássaro'),
  q('typo', 'tubarau', 'Tubarão'),
  q('typo', 'escropiao', 'Escorpião'),
  q('typo', 'ambulacia', 'Ambulância'),
  q('typo', 'dinossaro', 'Dinossauro'),
  q('typo', 'vanpiro', 'Vampiro'),
  q('typo', 'girasol', 'Girassol'),
  q('typo', 'abobra', 'Abóbora'),
  q('typo', 'aranah', 'Aranha'),
  q('typo', 'sonhei com jacre', 'Jacaré'),

  q('diminutive', 'cachorrinho', 'Cachorro'),
  q('diminutive', 'sonhei com uma casinha', 'Casa'),
  q('diminutive', 'passarinho', 'Pássaro'),
  q('diminutive', 'cobrona', 'Cobra'),
  q('diminutive', 'gatinho preto', 'Gato', 'preto'),
  q('diminutive', 'sonhei com um bebezinho', 'Bebê'),
  q('diminutive', 'ratinho', 'Rato'),
  q('diminutive', 'cavalinho', 'Cavalo'),
  q('diminutive', 'sapinho', 'Sapo'),
  q('diminutive', 'peixinho', 'Peixe'),
  q('diminutive', 'macaquinho', 'Macaco'),
  q('diminutive', 'vaquinha', 'Vaca'),
  q('diminutive', 'formiguinha', 'Formiga'),
  q('diminutive', 'aranhazinha', 'Aranha'),
  q('diminutive', 'cachorrao', 'Cachorro'),
  q('diminutive', 'florzinha', 'Flor'),
  q('diminutive', 'paozinho', 'Pão'),
  q('diminutive', 'coelhinho branco', 'Coelho', 'branco'),
  q('diminutive', 'carrinho', 'Carro'),
  q('diminutive', 'bonequinha', 'Boneca'),
  q('diminutive', 'barquinho', 'Barco'),

  q('gender', 'gata', 'Gato'),
  q('gender', 'medica', 'Médico'),
  q('gender', 'cadela', 'Cachorro'),
  q('gender', 'sonhei com uma gata preta', 'Gato', 'preto'),
  q('gender', 'leoa', 'Leão'),
  q('gender', 'porca', 'Porco'),
  q('gender', 'sonhei com minha irma', 'Irmão'),
  q('gender', 'filha', 'Filho'),
  q('gender', 'noivo', 'Noiva'),
  q('gender', 'enfermeiro', 'Enfermeira'),
  q('gender', 'sonhei com uma macaca', 'Macaco'),
  q('gender', 'tio', 'Tia'),
  q('gender', 'vizinha', 'Vizinho'),
  q('gender', 'santa', 'Santo'),
  q('gender', 'sogro', 'Sogra'),
  q('gender', 'pomba', 'Pombo'),
  q('gender', 'viuvo', 'Viúva'),
  q('gender', 'rata', 'Rato'),

  q('verb', 'sonhei que estava chovendo', 'Chuva'),
  q('verb', 'sonhei que estava nadando', 'Nadar'),
  q('verb', 'me casando', 'Casamento'),
  q('verb', 'fui assaltado', 'Assalto'),
  q('verb', 'alguem morreu', 'Morte'),
  q('verb', 'voando', 'Voar'),
  q('verb', 'sonhei que estava voando', 'Voar'),
  q('verb', 'sonhei que eu estava dancando', 'Dança'),
  q('verb', 'sonhei que estava chorando', 'Choro'),
  q('verb', 'sonhei que estava caindo', 'Queda'),
  q('verb', 'sonhei que estava brigando', 'Briga'),
  q('verb', 'sonhei que me afoguei', 'Afogamento'),
  q('verb', 'beijando', 'Beijo'),
  q('verb', 'sonhei que fui roubado', 'Roubo'),
  q('verb', 'sonhei que estava viajando', 'Viagem'),
  q('verb', 'sonhei que estava correndo', 'Corrida'),
  q('verb', 'sonhei que estava trabalhando', 'Trabalho'),
  q('verb', 'sonhei que estava rezando', 'Oração'),
  q('verb', 'sonhei que estava fumando', 'Cigarro'),
  q('verb', 'sonhei que estava mentindo', 'Mentira'),
  q('verb', 'sonhei que estava pescando', 'Pescaria'),
  q('verb', 'sonhei que estava enterrando alguem', 'Enterro'),
  q('verb', 'sonhei que estava sangrando', 'Sangue'),
  q('verb', 'sonhei com alguem morrendo', 'Morte'),

  q('synonym', 'nenem', 'Bebê'),
  q('synonym', 'nene chorando', 'Bebê', 'chorando'),
  q('synonym', 'policial', 'Polícia'),
  q('synonym', 'cadaver', 'Defunto'),
  q('synonym', 'sonhei com um morto', 'Defunto'),
  q('synonym', 'sonhei com o capeta', 'Diabo'),
  q('synonym', 'demonio', 'Diabo'),
  q('synonym', 'grana', 'Dinheiro'),
  q('synonym', 'sonhei com um bandido', 'Ladrão'),
  q('synonym', 'sonhei com minha vo', 'Avó'),
  q('synonym', 'mamae', 'Mãe'),
  q('synonym', 'papai', 'Pai'),
  q('synonym', 'sonhei que fui preso', 'Prisão'),
  q('synonym', 'caveira', 'Esqueleto'),
  q('synonym', 'lagartixa', 'Lagarto'),
  q('synonym', 'camundongo', 'Rato'),
  q('synonym', 'temporal', 'Tempestade'),
  q('synonym', 'relampago', 'Raio'),
  q('synonym', 'sonhei com um doutor', 'Médico'),
  q('synonym', 'sonhei com uma ratazana', 'Rato'),
  q('synonym', 'fezes', 'Cocô'),
  q('synonym', 'sonhei com vibora', 'Cobra'),
  q('synonym', 'garoto', 'Menino'),
  q('synonym', 'inundacao', 'Enchente'),
  q('synonym', 'velho', 'Idoso'),

  q('extra words', 'dente mole caindo', 'Dente', 'caindo'),
  q('extra words', 'cobra grande', 'Cobra'),
  q('extra words', 'touro bravo correndo', 'Touro', 'bravo'),
  q('extra words', 'gato preto no telhado', 'Gato', 'preto'),
  q('extra words', 'sonhei com um cachorro preto me mordendo', 'Cachorro', 'preto'),
  q('extra words', 'cavalo branco correndo no campo', 'Cavalo', 'branco'),
  q('extra words', 'sonhei com dinheiro falso na carteira', 'Dinheiro', 'falso'),
  q('extra words', 'aviao caindo no mar', 'Avião', 'caindo'),
  q('extra words', 'sonhei com cobra preta dentro de casa', 'Cobra', 'preta'),
  q('extra words', 'bebe chorando no colo', 'Bebê', 'chorando'),
  q('extra words', 'ganhando na loteria', 'Loteria', 'ganhando'),
  q('extra words', 'anel de ouro no dedo', 'Anel', 'de_ouro'),
  q('extra words', 'sonhei com um rato morto na cozinha', 'Rato', 'morto'),
  q('extra words', 'dinheiro na mao', 'Dinheiro'),
  q('extra words', 'peixe morto na agua', 'Peixe', 'morto'),
  q('extra words', 'mar bravo com ondas grandes', 'Mar', 'bravo'),
  q('extra words', 'sonhei com um jacare bravo no rio', 'Jacaré', 'bravo'),
  q('extra words', 'casa pegando fogo', 'Casa', 'de_fogo'),
  q('extra words', 'sonhei com uma vaca preta no pasto', 'Vaca', 'preta'),
  q('extra words', 'escorpiao me picando', 'Escorpião', 'picando'),
  q('extra words', 'abelha picando meu braco', 'Abelha', 'picando'),
  q('extra words', 'urso branco na neve', 'Urso', 'branco'),
  q('extra words', 'vela preta acesa', 'Vela', 'preta'),
  q('extra words', 'sonhei com agua suja na rua', 'Água', 'sujo'),
  q('extra words', 'cabelo caindo muito', 'Cabelo', 'caindo'),
  q('extra words', 'estrela caindo do ceu', 'Estrela', 'caindo'),

  // The action first, or told as a sentence: the dream and its block explain every word, a dream named by the
  // action alone (Queda, Choro) comes after.
  q('word order', 'caindo dente', 'Dente', 'caindo'),
  q('word order', 'caiu meu dente', 'Dente', 'caindo'),
  q('word order', 'sonhei que meu dente caiu', 'Dente', 'caindo'),
  q('word order', 'caindo os dentes', 'Dente', 'caindo'),
  q('word order', 'meu cabelo caiu', 'Cabelo', 'caindo'),
  q('word order', 'um aviao que caiu', 'Avião', 'caindo'),
  q('word order', 'estrela que caiu do ceu', 'Estrela', 'caindo'),
  q('word order', 'um bebe que chorava', 'Bebê', 'chorando'),
  q('word order', 'a crianca chorava', 'Criança', 'chorando'),
  q('word order', 'picada de cobra', 'Cobra', 'picando'),
  q('word order', 'fui mordido por um cachorro', 'Mordida', 'de_cachorro'),
  q('word order', 'uma cobra que era preta', 'Cobra', 'preta'),
  q('word order', 'o rato estava morto', 'Rato', 'morto'),
  q('word order', 'meu pe estava sujo', 'Pé', 'sujo'),
  q('word order', 'o copo quebrou', 'Copo', 'quebrado'),
  q('word order', 'a casa pegou fogo', 'Casa', 'de_fogo'),
  q('word order', 'o mar estava bravo', 'Mar', 'bravo'),
  q('word order', 'ganhei na loteria', 'Loteria', 'ganhando'),

  q('number', 'grupo 11', 'Cavalo'),
  q('number', 'bicho 17', 'Macaco'),
  q('number', 'dezena 98', 'Vaca'),
  q('number', 'centena 753', 'Gato'),
  q('number', 'milhar 0753', 'Gato'),
  q('number', '1234', 'Cobra'),
  q('number', 'grupo 1', 'Avestruz'),
  q('number', 'grupo 25', 'Vaca'),
  q('number', 'bicho 9', 'Cobra'),
  q('number', '00', 'Vaca'),
  q('number', '17', 'Cachorro'),
  q('number', 'milhar 4521', 'Cabra'),
  q('number', 'dezena 44', 'Cavalo'),
  q('number', 'centena 100', 'Vaca'),
  q('number', '5608', 'Águia'),
  q('number', 'grupo 14', 'Gato'),
  q('number', 'bicho 22', 'Tigre'),
  q('number', 'milhar 2390', 'Urso'),
  q('number', 'numero 61', 'Leão'),
];

/**
 * A noise limit: the titles the hits must open with (dreams found by their titles or variants, in this order),
 * titles that must not be listed at all, and at most how many dreams that only mention the query in their
 * meaning may follow ("Também citado em…").
 */
export interface NoiseLimit {
  query: string;
  first: readonly string[];
  absent: readonly string[];
  mentions: number;
}

const n = (query: string, first: readonly string[], absent: readonly string[], mentions = 5): NoiseLimit => ({ query, first, absent, mentions });

export const NOISE_LIMITS: readonly NoiseLimit[] = [
  // Meanings write the group a dream plays with the animal's name ("a Cobra e o Gato acompanham o Jacaré"):
  // those dreams are not about the animal.
  n('cobras', ['Cobra', 'Mordida'], ['Nó', 'Ímã', 'Copo', 'Gato', 'Poço', 'Yoga', 'Braço']),
  n('sonhei com uma cobra', ['Cobra', 'Cobrador', 'Mordida'], ['Nó', 'Ímã', 'Copo', 'Gato', 'Juiz', 'Poço']),
  n('gato', ['Gato'], ['Ímã', 'Copo', 'Joia', 'Luva', 'Unha']),
  n('vaca', ['Vaca'], ['Avó', 'Tia', 'Saia', 'Zero']),
  n('sonhei com um cachorro', ['Cachorro', 'Mordida', 'Perseguição'], ['Rua', 'Boné', 'Lobo']),
  // A word is matched whole after folding: "bebe" (bebê) is not "beber" or "bebida".
  n('bebe', ['Bebê'], ['Vinho', 'Whisky', 'Cerveja']),
  n('sonhei com um bebe', ['Bebê'], ['Vinho', 'Whisky']),
  // Two letters that name a dream are taken as typed, never found inside longer words.
  n('sonhei com meu ex', ['Ex-namorado'], ['Exame', 'Explosão']),
  n('ex', ['Ex-namorado'], ['Exame', 'Explosão']),
  n('pe', ['Pé'], ['Peixe', 'Pedra', 'Pente']),
  // The dream and its block before a dream that explains one word of the query.
  n('caindo dente', ['Dente', 'Queda'], []),
  n('chorando bebe', ['Bebê', 'Choro'], []),
  // Only a lead-in: nothing yet.
  n('sonhei', [], ['Ponte'], 0),
  n('sonhei com', [], [], 0),
  n('sonhar com o', [], ['Ovo', 'Olho', 'Ouro'], 0),
  n('sonh', [], ['Mãe', 'Cão', 'Mel'], 0),
];
