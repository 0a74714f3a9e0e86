// Built-in dream entries for the letter O.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Oásis',
    geral: {
      significado:
        'O oásis é água e sombra no meio do deserto. No sonho, anuncia alívio depois de um período de cansaço, um descanso merecido e a ajuda que aparece quando menos se espera. Se ele some ao chegar perto, cuidado com ilusões. O Camelo, que conhece o caminho até a água, fica com o palpite.',
      palpites: {
        grupos: ['08 - Camelo', '15 - Jacaré', '24 - Veado'],
        milhares: ['2632', '9557', '2294'],
        ternoDeGrupo: ['08 - Camelo', '15 - Jacaré', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Obra (construção)',
    geral: {
      significado:
        'Ver uma obra em andamento mostra planos sendo construídos aos poucos, tijolo por tijolo. Obra parada indica atraso ou falta de recursos; obra pronta anuncia conquista. Quem carrega peso na construção é o Elefante, forte e firme, seguido do Burro trabalhador.',
      palpites: {
        grupos: ['12 - Elefante', '03 - Burro', '21 - Touro'],
        milhares: ['1046', '1511', '6984'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Oceano',
    geral: {
      significado:
        'O oceano representa o tamanho das emoções e das possibilidades. Mar calmo até o horizonte indica uma fase aberta, cheia de caminhos; ondas enormes pedem que você respeite os próprios limites. Assim como o mar, o oceano fica com o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '02 - Águia'],
        milhares: ['0858', '2435', '0106'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Óculos',
    geral: {
      significado:
        'Óculos no sonho pedem que você enxergue melhor alguma situação: um detalhe que passou batido, uma pessoa que merece um segundo olhar. Se estavam quebrados, talvez seja hora de rever opiniões antigas. O palpite vai para o Gato, que vê o que os outros não veem.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['2755'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Óleo',
    geral: {
      significado:
        'O óleo lubrifica, frita e ilumina lamparinas. No sonho, fala de facilidade, de coisas que passam a andar sem atrito, e de fartura na cozinha. Óleo derramado pede cuidado com escorregões e gastos. Líquido no livro é do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '18 - Porco', '16 - Leão'],
        milhares: ['5258', '5269', '4664'],
        ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Olho',
    geral: {
      significado:
        'Sonhar com olhos fala de atenção e de verdade. Olhos brilhantes trazem clareza para decidir; olhos fechados ou machucados sugerem algo que você anda evitando encarar. A Águia, dona do olhar mais afiado do céu, é o bicho deste sonho.',
      palpites: {
        grupos: ['02 - Águia', '14 - Gato', '09 - Cobra'],
        milhares: ['1708', '0454', '3933'],
        ternoDeGrupo: ['02 - Águia', '14 - Gato', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Ombro',
    geral: {
      significado:
        'O ombro é onde se carrega peso e onde se apoia quem chora. No sonho, fala de responsabilidade e de amizade: ombro dolorido mostra carga demais; ombro amigo anuncia apoio chegando. O Urso, de abraço largo e forte, fica com o palpite.',
      palpites: {
        grupos: ['23 - Urso', '03 - Burro', '12 - Elefante'],
        milhares: ['9589', '2412', '3747'],
        ternoDeGrupo: ['23 - Urso', '03 - Burro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Onça',
    geral: {
      significado:
        'A onça é força silenciosa: espera, observa e age na hora certa. Sonhar com ela sugere coragem para defender o que é seu e cuidado com quem anda rondando seus planos. Como não há onça na tabela, o povo joga no Tigre, o felino mais parecido.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['3285'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '14 - Gato'],
      },
    },
    variantes: {
      preta: {
        significado:
          'A onça-preta é rara e misteriosa, e no sonho aponta um poder pessoal que você ainda não usou. Também pode avisar de um rival discreto: fique atento sem perder a calma.',
        palpites: {
          grupos: ['22 - Tigre', '14 - Gato', '16 - Leão'],
          milhares: ['0087', '0156', '7063'],
          ternoDeGrupo: ['22 - Tigre', '14 - Gato', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Onda',
    geral: {
      significado:
        'A onda vem, quebra e volta: no sonho, mostra emoções fortes e mudanças que chegam sem pedir licença. Surfar ou pular ondas indica disposição para enfrentar a fase; onda gigante mostra medo de ser levado pelos acontecimentos. Água e mar são do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '02 - Águia'],
        milhares: ['5260', '7234', '2105'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '02 - Águia'],
      },
    },
    variantes: {
      gigante: {
        significado:
          'Onda gigante no sonho é preocupação grande demais para carregar sozinho. Procure apoio antes de decidir.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['8860'],
          ternoDeGrupo: ['15 - Jacaré', '12 - Elefante', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Ônibus',
    geral: {
      significado:
        'Pegar ônibus no sonho é seguir um caminho coletivo, ao lado de outras pessoas. Se você conseguiu embarcar, é sinal de que acompanha bem uma mudança em grupo; perder o ônibus lembra que algumas oportunidades têm hora marcada. Pelo movimento, o bicho é o Cavalo, como nos sonhos com carro.',
      palpites: {
        grupos: ['11 - Cavalo', '08 - Camelo', '03 - Burro'],
        milhares: ['8141', '5130', '1612'],
        ternoDeGrupo: ['11 - Cavalo', '08 - Camelo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Oração',
    geral: {
      significado:
        'Rezar em sonho traz serenidade e mostra que você busca amparo ou quer agradecer por algo. É um bom momento para cultivar a fé do seu jeito e exercitar a paciência. O Carneiro, símbolo de mansidão e de paz, é o palpite tradicional.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['5225'],
        ternoDeGrupo: ['07 - Carneiro', '19 - Pavão', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Orelha',
    geral: {
      significado:
        'A orelha aparece quando há algo para escutar: um conselho, um boato, uma verdade dita baixinho. Orelhas grandes sugerem ouvir mais antes de falar; orelha doendo avisa de fofoca por perto. O Coelho, o bicho das orelhas compridas, vem na frente.',
      palpites: {
        grupos: ['10 - Coelho', '03 - Burro', '12 - Elefante'],
        milhares: ['1138', '2709', '7548'],
        ternoDeGrupo: ['10 - Coelho', '03 - Burro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Órfão',
    geral: {
      significado:
        'Sonhar com um órfão ou sentir-se órfão mostra carência e vontade de proteção. Também pode indicar a hora de caminhar com as próprias pernas. Ajudar uma criança órfã fala de bom coração e de recompensa afetiva. O Veado, delicado e vulnerável, leva a dica.',
      palpites: {
        grupos: ['24 - Veado'],
        milhares: ['7394'],
        ternoDeGrupo: ['24 - Veado', '10 - Coelho', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Orquestra',
    geral: {
      significado:
        'Ouvir uma orquestra no sonho mostra harmonia: cada um no seu lugar, tudo combinando. Anuncia trabalho em equipe, paz em família e projetos que fluem. Orquestra desafinada pede ajustes na convivência. A música, no livro, canta com o Galo.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '12 - Elefante'],
        milhares: ['3952', '2574', '5346'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Orquídea',
    geral: {
      significado:
        'A orquídea é flor rara e delicada, que pede cuidado para florescer. No sonho, anuncia beleza, admiração e um amor que precisa de atenção para crescer. Ganhar uma orquídea fala de carinho especial. Flor no livro pousa na Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '02 - Águia'],
        milhares: ['8516', '0276', '5206'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Osso',
    geral: {
      significado:
        'O osso é a base do corpo, e também o que sobra da comida. No sonho, fala de estrutura, de força e de esforço para conseguir o que se quer. Roer um osso mostra dificuldade; ver ossos quebrados pede cuidado com a saúde. O Cachorro, que adora um osso, fica com a dica.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['7120'],
        ternoDeGrupo: ['05 - Cachorro', '09 - Cobra', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Ostra',
    geral: {
      significado:
        'A ostra guarda a pérola por dentro da casca dura. No sonho, fala de tesouros escondidos, de talentos que ainda não apareceram e de gente fechada que tem muito a oferecer. Abrir uma ostra anuncia uma boa descoberta. Bicho do mar, vai para o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '19 - Pavão', '04 - Borboleta'],
        milhares: ['5360', '4774', '1215'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Ouro',
    geral: {
      significado:
        'O ouro brilha como promessa de valor, mas o sonho fala mais do que você considera precioso do que de riqueza. Achar ouro sugere descobrir um talento; perder ouro pede cuidado com gastos por impulso. O Pavão, bicho do brilho e da vaidade, é a associação clássica.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['8173'],
        ternoDeGrupo: ['19 - Pavão', '12 - Elefante', '18 - Porco'],
      },
    },
    variantes: {
      falso: {
        significado:
          'Ouro falso no sonho é alerta contra aparências. Uma proposta que brilha demais merece ser conferida com calma antes de qualquer compromisso.',
        palpites: {
          grupos: ['19 - Pavão', '17 - Macaco', '09 - Cobra'],
          milhares: ['5673', '0768', '3835'],
          ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Ovelha',
    geral: {
      significado:
        'A ovelha representa docilidade, rebanho e pertencimento. Vê-la pastando tranquila sugere paz na família e no trabalho; ovelha desgarrada pode indicar que você anda se sentindo fora do grupo. Como fêmea do carneiro, o palpite é o Carneiro.',
      palpites: {
        grupos: ['07 - Carneiro', '06 - Cabra', '24 - Veado'],
        milhares: ['1828', '3624', '3694'],
        ternoDeGrupo: ['07 - Carneiro', '06 - Cabra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Ovo',
    geral: {
      significado:
        'O ovo é o começo de tudo: ideias, projetos e, para muita gente, a chegada de um filho. Ovos inteiros guardam potencial; quebrados pedem cuidado com planos ainda frágeis. A tradição liga o ovo ao Avestruz, dono do maior ovo do mundo.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['9901'],
        ternoDeGrupo: ['01 - Avestruz', '13 - Galo', '18 - Porco'],
      },
    },
    variantes: {
      de_ouro: {
        significado:
          'Um ovo de ouro lembra a fábula da galinha dos ovos de ouro: algo valioso que rende aos poucos. O conselho é ter paciência e não estragar tudo por ganância.',
        palpites: {
          grupos: ['01 - Avestruz', '19 - Pavão', '18 - Porco'],
          milhares: ['6402', '1274', '9971'],
          ternoDeGrupo: ['01 - Avestruz', '19 - Pavão', '18 - Porco'],
        },
      },
      de_chocolate: {
        significado:
          'Ovo de chocolate é doçura, infância e Páscoa; o sonho pede mais leveza e pequenos momentos de recompensa. O Coelho da Páscoa entra no terno.',
        palpites: {
          grupos: ['01 - Avestruz'],
          milhares: ['6101'],
          ternoDeGrupo: ['01 - Avestruz', '10 - Coelho', '04 - Borboleta'],
        },
      },
    },
  },
];

export default dreams;
