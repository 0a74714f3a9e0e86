// Popular Brazilian charms (simpatias), told as folklore: what people do and where the custom comes from.

export interface Simpatia {
  id: string;
  title: string;
  /** When it is usually done, if there is a date. */
  when?: string;
  how: string;
  origin: string;
}

export const SIMPATIAS: readonly Simpatia[] = [
  {
    id: 'louro-na-carteira',
    title: 'Folha de louro na carteira',
    how: 'Guarda-se uma folha de louro seca na carteira, junto do dinheiro. Muita gente troca a folha no começo de cada ano.',
    origin:
      'Na Grécia e em Roma antigas, coroas de louro enfeitavam a cabeça dos vencedores. A planta virou símbolo de vitória e, com o tempo, de prosperidade.',
  },
  {
    id: 'roma-dia-de-reis',
    title: 'Sementes de romã no Dia de Reis',
    when: '6 de janeiro',
    how: 'Tiram-se sete sementes de romã (há quem use três), faz-se um pedido aos Reis Magos e as sementes secas vão para a carteira até o ano seguinte.',
    origin:
      'A romã é cheia de sementes, e por isso lembra fartura em muitas culturas. No Brasil, a simpatia se juntou à festa católica dos Reis Magos.',
  },
  {
    id: 'sete-ondas',
    title: 'Pular sete ondas na virada',
    when: 'Réveillon',
    how: 'À meia-noite, na beira do mar, pulam-se sete ondas, com um pedido para cada uma, sem dar as costas para o mar.',
    origin:
      'O costume vem das homenagens a Iemanjá, rainha do mar nas religiões de matriz africana, e se espalhou pelas praias do país. O sete é número de sorte em muitas tradições.',
  },
  {
    id: 'lentilha',
    title: 'Lentilha na ceia de Ano-Novo',
    when: 'Réveillon',
    how: 'Come-se uma colherada de lentilha logo depois da meia-noite, de preferência antes de qualquer outra comida.',
    origin: 'Os grãos redondinhos lembram moedas. A tradição chegou com os imigrantes italianos.',
  },
  {
    id: 'roupa-amarela',
    title: 'Roupa amarela no Réveillon',
    when: 'Réveillon',
    how: 'Veste-se uma peça amarela (às vezes só uma peça íntima) para passar a virada.',
    origin:
      'Pela tradição das cores da virada, o amarelo lembra o ouro e chamaria dinheiro; o branco, mais clássico, pede paz.',
  },
  {
    id: 'canela-dia-primeiro',
    title: 'Canela no primeiro dia do mês',
    when: 'Dia 1º de cada mês',
    how: 'Com uma pitada de canela em pó na palma da mão, sopra-se da porta de casa para dentro, pensando em prosperidade.',
    origin:
      'A canela já foi uma especiaria tão cara quanto ouro. A simpatia é recente e ficou famosa nas redes sociais.',
  },
  {
    id: 'elefante',
    title: 'Elefante de costas para a porta',
    how: 'Um elefante de enfeite, com a tromba para cima, fica de costas para a porta de entrada da casa.',
    origin:
      'O elefante simboliza força e boa sorte em várias culturas asiáticas. Aqui, diz o povo que ele “guarda” a sorte dentro de casa. No jogo do bicho, ele é o grupo 12.',
  },
  {
    id: 'ferradura',
    title: 'Ferradura atrás da porta',
    how: 'Pendura-se uma ferradura usada, com as pontas para cima, atrás ou acima da porta.',
    origin:
      'Na Europa antiga, o ferro era tido como proteção contra maus espíritos. As pontas para cima “seguram” a sorte; para baixo, ela escorreria.',
  },
  {
    id: 'trevo',
    title: 'Trevo de quatro folhas',
    how: 'Quem acha um trevo de quatro folhas costuma guardá-lo seco dentro de um livro ou da carteira.',
    origin:
      'É raro achar um no meio dos trevos comuns de três folhas, e daí vem a fama. A crença é antiga entre os povos celtas.',
  },
  {
    id: 'arruda',
    title: 'Arruda contra o mau-olhado',
    how: 'Um raminho de arruda vai atrás da orelha, ou um vaso da planta fica na entrada de casa.',
    origin:
      'A arruda chegou com os portugueses e ganhou força nas tradições afro-brasileiras como planta de proteção contra a inveja.',
  },
  {
    id: 'figa',
    title: 'Figa',
    how: 'Usa-se um amuleto em forma de mão fechada, com o polegar entre o indicador e o médio, no pescoço ou na bolsa.',
    origin: 'Um dos amuletos mais antigos que se conhecem, usado contra o “olho gordo” desde a Roma antiga.',
  },
  {
    id: 'pe-direito',
    title: 'Começar com o pé direito',
    how: 'Entra-se com o pé direito no ano novo, na casa nova, no primeiro dia de trabalho.',
    origin:
      'Os romanos ligavam o lado esquerdo ao azar. Não por acaso, “sinistro” vem da palavra latina para esquerdo.',
  },
  {
    id: 'anotar-o-sonho',
    title: 'Anotar o sonho ao acordar',
    how: 'O sonho é anotado logo ao acordar, antes que se apague da memória, para depois ser procurado no livro dos sonhos.',
    origin: 'Um costume de quem segue o jogo do bicho. Diz a tradição que um sonho “vale por três dias”.',
  },
  {
    id: 'carteira-nunca-vazia',
    title: 'Carteira nunca vazia',
    how: 'Deixa-se sempre uma moeda ou uma nota guardada num cantinho da carteira, que não é gasta.',
    origin: 'A ideia popular é que dinheiro chama dinheiro, e carteira vazia “espanta” a prosperidade.',
  },
];
