// Built-in dream entries for the letter X.
import type { Dream } from '../../domain/types';

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
    titulo: 'Xampu',
    geral: {
      significado:
        'Lavar o cabelo com xampu no sonho é limpar a cabeça: tirar preocupações e pensamentos que pesam. Muita espuma anuncia renovação e autoestima; xampu nos olhos pede cuidado com pressa. O Gato, que vive se limpando, leva a dica.',
      palpites: {
        grupos: ['14 - Gato', '16 - Leão', '15 - Jacaré'],
        milhares: ['9656', '1062', '2759'],
        ternoDeGrupo: ['14 - Gato', '16 - Leão', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Xarope',
    geral: {
      significado:
        'Tomar xarope no sonho mostra cuidado com a saúde e vontade de melhorar de um mal-estar. Xarope doce anuncia alívio; amargo, uma verdade difícil de engolir. O remédio, no livro, é da Cobra, símbolo da medicina.',
      palpites: {
        grupos: ['09 - Cobra', '23 - Urso', '04 - Borboleta'],
        milhares: ['3534', '4092', '2113'],
        ternoDeGrupo: ['09 - Cobra', '23 - Urso', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Xerife',
    geral: {
      significado:
        'O xerife dos filmes de faroeste impõe ordem na cidade. No sonho, fala de autoridade, justiça e de alguém que quer controlar a situação. Ser o xerife mostra liderança. Guardião da lei, como a polícia no livro, vai para o Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['8117'],
        ternoDeGrupo: ['05 - Cachorro', '11 - Cavalo', '16 - Leão'],
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
    titulo: 'Xilofone',
    geral: {
      significado:
        'O xilofone é instrumento de criança, de notas alegres e coloridas. No sonho, anuncia brincadeira, leveza e harmonia em família. Notas desafinadas pedem paciência. A música, no livro, canta com o Galo.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['8452'],
        ternoDeGrupo: ['13 - Galo', '04 - Borboleta', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Xingamento',
    geral: {
      significado:
        'Xingar ou ser xingado no sonho mostra raiva guardada e palavras que estão engasgadas. Ouvir xingamento pede cuidado com brigas e fofocas; pedir desculpas anuncia paz. A fúria das palavras vai para o Tigre.',
      palpites: {
        grupos: ['22 - Tigre', '05 - Cachorro', '16 - Leão'],
        milhares: ['3788', '8117', '4563'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '16 - Leão'],
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
