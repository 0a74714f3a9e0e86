// Built-in dream entries for the letter G.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Gaiola',
    geral: {
      significado:
        'Uma gaiola no sonho fala de sentir-se preso a uma situação, um emprego ou uma relação. O Pavão, ave de enfeite muitas vezes mantida cativa, representa esse sonho. Abrir a porta da gaiola é sinal de libertação próxima.',
      palpites: {
        grupos: ['19 - Pavão', '02 - Águia', '13 - Galo'],
        milhares: ['8376', '9006', '7751'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Galinha',
    geral: {
      significado:
        'A galinha pertence ao grupo do Galo e simboliza cuidado com a casa e com os filhos. Ciscando no terreiro, anuncia pequenos ganhos somados um a um. Galinha chocando é sinal de projetos que logo vão nascer.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['2851'],
        ternoDeGrupo: ['13 - Galo', '01 - Avestruz', '18 - Porco'],
      },
    },
    variantes: {
      preta: {
        significado:
          'A galinha preta carrega fama de mau-olhado no folclore, e o sonho pede cuidado com a inveja. Fique mais reservado por alguns dias.',
        palpites: {
          grupos: ['13 - Galo', '09 - Cobra', '14 - Gato'],
          milhares: ['9949', '5834', '8055'],
          ternoDeGrupo: ['13 - Galo', '09 - Cobra', '14 - Gato'],
        },
      },
      morta: {
        significado:
          'Galinha morta no sonho fala de uma fonte de sustento que pode estar se esgotando. Hora de rever planos com prudência.',
        palpites: {
          grupos: ['13 - Galo'],
          milhares: ['5349'],
          ternoDeGrupo: ['13 - Galo', '09 - Cobra', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Galo',
    geral: {
      significado:
        'O Galo é o grupo 13 e canta para acordar o dia, anunciando novidades. Sonhar com ele fala de coragem, orgulho e despertar para algo importante. Um galo cantando alto é tido como aviso de boas notícias.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['1451'],
        ternoDeGrupo: ['13 - Galo', '21 - Touro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Gato',
    geral: {
      significado:
        'O Gato é o grupo 14, bicho da independência, da intuição e dos mistérios da noite. Um gato manso no colo fala de afeto e tranquilidade. Gato arisco pede atenção a pessoas falsas por perto.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['1853'],
        ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '17 - Macaco'],
      },
    },
    variantes: {
      preto: {
        significado:
          'Apesar da superstição, o gato preto nos sonhos é lido como proteção e sexto sentido aguçado. Confie no que sua intuição está dizendo.',
        palpites: {
          grupos: ['14 - Gato', '09 - Cobra', '23 - Urso'],
          milhares: ['8754', '8134', '6292'],
          ternoDeGrupo: ['14 - Gato', '09 - Cobra', '23 - Urso'],
        },
      },
      branco: {
        significado:
          'O gato branco traz calma e paz, e costuma aparecer em fases de reconciliação.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['9853'],
          ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '02 - Águia'],
        },
      },
      morto: {
        significado:
          'Gato morto no sonho fala de uma ilusão que acaba ou de uma desconfiança que se resolve. A Cobra entra como sinal de mudança.',
        palpites: {
          grupos: ['14 - Gato', '09 - Cobra', '12 - Elefante'],
          milhares: ['6655', '4135', '7847'],
          ternoDeGrupo: ['14 - Gato', '09 - Cobra', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Gelo',
    geral: {
      significado:
        'O gelo no sonho fala de sentimentos congelados ou de uma situação que parou no tempo. O Urso, que vive bem no frio, é o bicho escolhido. Gelo derretendo indica que as coisas vão voltar a fluir.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['5890'],
        ternoDeGrupo: ['23 - Urso', '15 - Jacaré', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Gêmeos',
    geral: {
      significado:
        'Sonhar com gêmeos fala de duplicação: em dobro vêm as alegrias e também as responsabilidades. O Coelho, conhecido pelas ninhadas grandes, lidera o palpite. Também pode mostrar uma escolha dividida entre duas opções.',
      palpites: {
        grupos: ['10 - Coelho', '01 - Avestruz', '17 - Macaco'],
        milhares: ['4937', '0702', '7565'],
        ternoDeGrupo: ['10 - Coelho', '01 - Avestruz', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Gigante',
    geral: {
      significado:
        'Um gigante no sonho representa um desafio que parece maior que você. O Elefante, o maior bicho da tabela, é o palpite natural. Se o gigante era amigável, é sinal de proteção de alguém poderoso.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['4347'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Girassol',
    geral: {
      significado:
        'O girassol segue o sol o dia inteiro, e o sonho fala de otimismo e de buscar o lado bom das coisas. Como flor, fica com a Borboleta, e o sol acrescenta o Leão. Um campo de girassóis é sonho de alegria pura.',
      palpites: {
        grupos: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
        milhares: ['8016', '8362', '5307'],
        ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Gorila',
    geral: {
      significado:
        'O gorila é parente grande do Macaco e, no sonho, mostra força física e instinto de proteção. Pode indicar alguém forte ao seu lado ou a necessidade de se impor. Se estava bravo, evite confrontos por agora.',
      palpites: {
        grupos: ['17 - Macaco', '22 - Tigre', '21 - Touro'],
        milhares: ['6168', '1086', '7584'],
        ternoDeGrupo: ['17 - Macaco', '22 - Tigre', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Grama',
    geral: {
      significado:
        'Grama verdinha no sonho fala de tranquilidade e de crescimento constante. A Cabra, que passa o dia pastando, é o bicho escolhido. Grama seca pede atenção a algo que precisa ser regado, como uma amizade ou um projeto.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['0521'],
        ternoDeGrupo: ['06 - Cabra', '25 - Vaca', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Grávida',
    geral: {
      significado:
        'Ver uma mulher grávida no sonho anuncia fertilidade de ideias e coisas novas a caminho. A Vaca, bicho da mulher e da maternidade, vem na frente, seguida do Avestruz, do ovo. Também pode ser a chegada de um bebê na família ou entre amigos.',
      palpites: {
        grupos: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
        milhares: ['5297', '4303', '6340'],
        ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Gravidez',
    geral: {
      significado:
        'A gravidez no sonho fala de algo sendo gerado: um projeto, uma mudança ou mesmo um filho. O Avestruz, bicho do ovo e dos bebês, é o palpite tradicional. A espera pede paciência e cuidado.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['6103'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
      },
    },
    variantes: {
      de_gravida: {
        significado:
          'Quando quem sonha com gravidez está grávida, o sonho costuma refletir as expectativas e os medos naturais da espera. É sinal de vínculo forte com o bebê.',
        palpites: {
          grupos: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
          milhares: ['8303', '8699', '4714'],
          ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Grito',
    geral: {
      significado:
        'Gritar no sonho é deixar sair o que ficou entalado. O Leão, dono do rugido mais forte, é o bicho desse sonho. Se você não conseguia gritar, é sinal de que precisa encontrar um jeito de se expressar.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['8664'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Gruta',
    geral: {
      significado:
        'Entrar numa gruta é mergulhar no seu mundo interior, nos medos e nas descobertas escondidas. O Urso, que faz das cavernas sua casa, lidera o palpite. Sair da gruta para a luz indica respostas encontradas.',
      palpites: {
        grupos: ['23 - Urso', '08 - Camelo', '09 - Cobra'],
        milhares: ['6491', '8829', '8233'],
        ternoDeGrupo: ['23 - Urso', '08 - Camelo', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Guarda-chuva',
    geral: {
      significado:
        'O guarda-chuva protege da água, e água é do Jacaré no livro dos sonhos. Abri-lo no sonho mostra prevenção e cuidado com os problemas que vêm por aí. Perder o guarda-chuva fala de se sentir desprotegido.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['5060'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Guerra',
    geral: {
      significado:
        'Sonhar com guerra reflete conflitos internos ou disputas em casa e no trabalho. O Tigre, feroz e estrategista, fica com o palpite. A dica é escolher bem as batalhas e buscar a paz sempre que der.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '21 - Touro'],
        milhares: ['3885', '4464', '9281'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '21 - Touro'],
      },
    },
  },
];

export default dreams;
