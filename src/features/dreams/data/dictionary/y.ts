// Built-in dream entries for the letter Y.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Yakisoba',
    geral: {
      significado:
        'O yakisoba, macarrão com legumes e carne na chapa, é mistura que dá certo. No sonho, fala de juntar pessoas e ideias diferentes num mesmo prato, com fartura. Comer com gosto anuncia convivência boa. Comida farta vai para o Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['2372'],
        ternoDeGrupo: ['18 - Porco', '09 - Cobra', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Yeti',
    geral: {
      significado:
        'O yeti, o abominável homem das neves, é mistério e medo do desconhecido. No sonho, fala de um problema grande que parece assustador, mas pode ser só lenda. Enfrentá-lo mostra coragem. Peludo e enorme, vive no gelo como o Urso.',
      palpites: {
        grupos: ['23 - Urso', '12 - Elefante', '22 - Tigre'],
        milhares: ['3491', '6447', '1987'],
        ternoDeGrupo: ['23 - Urso', '12 - Elefante', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Yin-yang',
    geral: {
      significado:
        'O símbolo yin-yang, metade preta e metade branca, é equilíbrio entre opostos. No sonho, anuncia harmonia depois de um conflito e a aceitação de que tudo tem dois lados. A Vaca malhada, preta e branca, fica com o palpite.',
      palpites: {
        grupos: ['25 - Vaca', '14 - Gato', '09 - Cobra'],
        milhares: ['7799', '4354', '6536'],
        ternoDeGrupo: ['25 - Vaca', '14 - Gato', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Yoga',
    geral: {
      significado:
        'Fazer yoga no sonho mostra busca de equilíbrio entre o corpo e a mente. Posturas fáceis anunciam calma e saúde; dificuldade para se alongar pede paciência consigo. A Cobra, que inspira uma das posturas mais conhecidas, fica com o palpite.',
      palpites: {
        grupos: ['09 - Cobra', '24 - Veado', '04 - Borboleta'],
        milhares: ['7836', '2495', '5013'],
        ternoDeGrupo: ['09 - Cobra', '24 - Veado', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Yorkshire',
    geral: {
      significado:
        'O yorkshire é cachorro pequeno de casa, vaidoso e valente. No sonho, anuncia companhia fiel, carinho e alegria doméstica. Ele latindo alto avisa de algo pequeno que incomoda. Como todo cão, o palpite vai para o Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['8120'],
        ternoDeGrupo: ['05 - Cachorro', '14 - Gato', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Youtuber',
    geral: {
      significado:
        'Sonhar que é youtuber mostra vontade de ser visto, ouvido e reconhecido. Ver um youtuber famoso fala de inspiração e de vontade de mudar de carreira. Vídeo sem visualização pede paciência. A fama e o brilho são do Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '17 - Macaco', '13 - Galo'],
        milhares: ['2575', '0265', '4551'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '13 - Galo'],
      },
    },
  },
];

export default dreams;
