// Built-in dream entries for the letter H.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Hambúrguer',
    geral: {
      significado:
        'O hambúrguer, suculento e feito para comer com as mãos, fala de prazer rápido e de vontade de se recompensar. O Porco, da comida farta, vem na frente, com o Touro e a Vaca, de onde vem a carne. O sonho anuncia um agrado, mas lembra de não exagerar nos gastos.',
      palpites: {
        grupos: ['18 - Porco', '21 - Touro', '25 - Vaca'],
        milhares: ['1270', '3483', '6099'],
        ternoDeGrupo: ['18 - Porco', '21 - Touro', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Hamster',
    geral: {
      significado:
        'O hamster correndo na rodinha lembra uma rotina que gira sem sair do lugar. Por ser um roedor pequeno e fofo, vai para o Coelho. O sonho sugere rever hábitos e guardar um pouco para o futuro, como ele faz com as bochechas cheias.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['6839'],
        ternoDeGrupo: ['10 - Coelho', '18 - Porco', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Harpa',
    geral: {
      significado:
        'A harpa tem som suave e aparece nas pinturas de anjos e palácios. O Pavão, bicho da beleza e do requinte, é quem representa esse sonho. Ouvir uma harpa anuncia paz, harmonia na família e boas notícias no campo do amor.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['8473'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Helicóptero',
    geral: {
      significado:
        'O helicóptero sobe reto e vê tudo de cima, e o sonho fala de ter uma visão mais ampla da vida. Tudo o que voa pelo céu fica com a Águia. Se você pilotava, é sinal de controle sobre os próprios rumos.',
      palpites: {
        grupos: ['02 - Águia', '11 - Cavalo', '22 - Tigre'],
        milhares: ['3306', '0042', '7788'],
        ternoDeGrupo: ['02 - Águia', '11 - Cavalo', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Herança',
    geral: {
      significado:
        'Receber uma herança no sonho fala do que a família deixa: bens, valores e histórias. O Elefante, que nunca esquece e protege a manada, lidera o palpite. O Porco e o Pavão completam com fartura e riqueza, sem que isso seja promessa de ganho.',
      palpites: {
        grupos: ['12 - Elefante', '18 - Porco', '19 - Pavão'],
        milhares: ['0045', '7070', '6973'],
        ternoDeGrupo: ['12 - Elefante', '18 - Porco', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Herói',
    geral: {
      significado:
        'Ser ou ver um herói no sonho mostra vontade de proteger alguém ou de ser reconhecido pela coragem. O Leão, símbolo de bravura, é o bicho certo. Pode ser um lembrete de que você é mais forte do que pensa.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['4063'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Hiena',
    geral: {
      significado:
        'A hiena ri alto e tem fama de viver do que sobra da caça dos outros. O Tigre, bicho da savana e da caçada, lidera os palpites, com a Cobra da falsidade e o Macaco, da zombaria. O sonho alerta contra quem ri pelas costas e contra aproveitadores.',
      palpites: {
        grupos: ['22 - Tigre', '09 - Cobra', '17 - Macaco'],
        milhares: ['5085', '1736', '8166'],
        ternoDeGrupo: ['22 - Tigre', '09 - Cobra', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Hino',
    geral: {
      significado:
        'Cantar um hino, da pátria, do time ou da igreja, fala de orgulho e de pertencer a um grupo. O Pavão, das cerimônias, vem na frente, com a Águia dos brasões e o Galo, que canta alto. O sonho anuncia reconhecimento e momentos de emoção coletiva.',
      palpites: {
        grupos: ['19 - Pavão', '02 - Águia', '13 - Galo'],
        milhares: ['1475', '1206', '7550'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Hipopótamo',
    geral: {
      significado:
        'O hipopótamo passa o dia na água e parece calmo, mas é muito forte quando se sente ameaçado. Vivendo nos rios, fica com o Jacaré, com o Elefante pelo tamanho. O sonho fala de força tranquila e de limites que devem ser respeitados.',
      palpites: {
        grupos: ['15 - Jacaré', '12 - Elefante', '18 - Porco'],
        milhares: ['9357', '6946', '1569'],
        ternoDeGrupo: ['15 - Jacaré', '12 - Elefante', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Homem',
    geral: {
      significado:
        'Um homem no sonho costuma representar força, proteção ou autoridade. O Touro, símbolo da energia masculina, é o bicho escolhido. Se era conhecido, observe a relação que você tem com ele; se era estranho, pode ser um lado seu querendo aparecer.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['2784'],
        ternoDeGrupo: ['21 - Touro', '16 - Leão', '11 - Cavalo'],
      },
    },
    variantes: {
      chorando: {
        significado:
          'Ver um homem chorando mostra sensibilidade vindo à tona e mágoas que precisam ser acolhidas. É sinal de que alguém por perto precisa de apoio.',
        palpites: {
          grupos: ['21 - Touro', '15 - Jacaré', '23 - Urso'],
          milhares: ['2884', '1658', '5591'],
          ternoDeGrupo: ['21 - Touro', '15 - Jacaré', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Horta',
    geral: {
      significado:
        'Cuidar de uma horta no sonho fala de paciência e de colher o que foi plantado. O Coelho, que adora folhas e cenouras, é o bicho da horta. Verduras viçosas anunciam tempos de saúde e fartura.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['8838'],
        ternoDeGrupo: ['10 - Coelho', '06 - Cabra', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Hortelã',
    geral: {
      significado:
        'A hortelã perfuma o quintal, refresca o chá e alivia o estômago. A Cabra, que pasta entre ervas, é o bicho desse sonho. Fala de cura, de frescor e de pequenas soluções caseiras para problemas que pareciam grandes.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['9923'],
        ternoDeGrupo: ['06 - Cabra', '24 - Veado', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Hóspede',
    geral: {
      significado:
        'Receber um hóspede em casa no sonho anuncia visita, novidade ou alguém entrando na sua vida por um tempo. O Cachorro, que recebe quem chega, vem na frente, com o Galo, que anuncia, e o Peru, da mesa posta. O sonho pede hospitalidade, mas também limites.',
      palpites: {
        grupos: ['05 - Cachorro', '13 - Galo', '20 - Peru'],
        milhares: ['7318', '8350', '9880'],
        ternoDeGrupo: ['05 - Cachorro', '13 - Galo', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Hospital',
    geral: {
      significado:
        'Estar num hospital em sonho mostra necessidade de cuidado, de descanso ou de cura para algo que machuca. O Urso, que se recolhe para se recuperar, lidera o palpite. Se você visitava alguém, talvez essa pessoa precise de sua atenção.',
      palpites: {
        grupos: ['23 - Urso', '09 - Cobra', '25 - Vaca'],
        milhares: ['9190', '1933', '6298'],
        ternoDeGrupo: ['23 - Urso', '09 - Cobra', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Hóstia',
    geral: {
      significado:
        'A hóstia é símbolo de comunhão e de fé renovada. Por estar ligada à igreja, fica com o Pavão, e o Carneiro acrescenta a ideia do rebanho. O sonho sugere paz de espírito e reconciliação.',
      palpites: {
        grupos: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
        milhares: ['8874', '3027', '5607'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Hotel',
    geral: {
      significado:
        'O hotel é lugar de passagem, e o sonho fala de mudanças temporárias, viagens e novas experiências. O Camelo, companheiro dos viajantes, é o palpite. Um hotel luxuoso sugere desejo de conforto e de um tempo para si.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['6831'],
        ternoDeGrupo: ['08 - Camelo', '19 - Pavão', '11 - Cavalo'],
      },
    },
  },
];

export default dreams;
