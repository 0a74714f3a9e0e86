// Built-in dream entries for the letter X.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Xadrez',
    geral: {
      significado:
        'Jogar xadrez em sonho é pensar antes de agir: estratégia, paciência e leitura do adversário. Ganhar a partida sugere boas decisões pela frente; perder indica que vale planejar melhor. A peça que pula por cima das outras, o Cavalo, dá o palpite.',
      palpites: {
        grupos: ['11 - Cavalo', '16 - Leão', '17 - Macaco'],
        milhares: ['0944', '8861', '4568'],
        ternoDeGrupo: ['11 - Cavalo', '16 - Leão', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Xale',
    geral: {
      significado:
        'O xale aquece os ombros e lembra avós, colo e proteção. Sonhar com ele sugere carinho chegando ou vontade de cuidar de alguém. Feito de lã, leva ao Carneiro.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['8826'],
        ternoDeGrupo: ['07 - Carneiro', '25 - Vaca', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Xícara',
    geral: {
      significado:
        'A xícara é convite para sentar e conversar. Xícara cheia indica visita agradável e boas notícias; vazia sugere uma pausa necessária. O Galo, que chama a casa para o café da manhã, comanda o palpite.',
      palpites: {
        grupos: ['13 - Galo', '25 - Vaca', '18 - Porco'],
        milhares: ['0549', '9400', '9169'],
        ternoDeGrupo: ['13 - Galo', '25 - Vaca', '18 - Porco'],
      },
    },
    variantes: {
      'tomando café na xícara': {
        significado:
          'Tomar café na xícara no sonho é sinal de prosa boa e de reencontro. Alguém pode aparecer para a conversa que você esperava.',
        palpites: {
          grupos: ['13 - Galo'],
          milhares: ['5252'],
          ternoDeGrupo: ['13 - Galo', '08 - Camelo', '25 - Vaca'],
        },
      },
      quebrada: {
        significado:
          'Xícara quebrada, pela crença popular, espanta o azar, mas também lembra que alguns laços precisam de cuidado.',
        palpites: {
          grupos: ['13 - Galo', '14 - Gato', '09 - Cobra'],
          milhares: ['8851', '1056', '2133'],
          ternoDeGrupo: ['13 - Galo', '14 - Gato', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Xixi',
    geral: {
      significado:
        'Fazer xixi no sonho costuma ser alívio: soltar tensões, livrar-se de algo que incomodava. Se você não achava banheiro, o sonho mostra falta de privacidade ou de tempo para si. Como tudo que é líquido, o livro aponta o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['5860'],
        ternoDeGrupo: ['15 - Jacaré', '05 - Cachorro', '01 - Avestruz'],
      },
    },
  },
];

export default dreams;
