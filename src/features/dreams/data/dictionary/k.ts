// Built-in dream entries for the letter K.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Karatê',
    geral: {
      significado:
        'Lutar karatê em sonho mostra disciplina, autocontrole e vontade de se defender com as próprias forças. O Tigre, símbolo das artes marciais, vem na frente, com o Leão da coragem e o Touro da força. O sonho anuncia superação de um obstáculo pelo treino e pela persistência.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '21 - Touro'],
        milhares: ['8288', '3562', '4281'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Kart',
    geral: {
      significado:
        'Correr de kart numa pista fala de competição, de adrenalina e de vontade de chegar primeiro. O Cavalo, bicho da corrida, é o palpite desse sonho. Anuncia disputas amigáveis e pede atenção às curvas: pressa demais tira da pista.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['6641'],
        ternoDeGrupo: ['11 - Cavalo', '22 - Tigre', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Ketchup',
    geral: {
      significado:
        'O ketchup vermelho deixa a comida mais gostosa e lembra lanche e festa de criança. O Porco, bicho da comilança, é quem representa esse sonho. Fala de pequenos prazeres; ketchup derramado na roupa pede cuidado com vexames bobos.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['8670'],
        ternoDeGrupo: ['18 - Porco', '16 - Leão', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Kimono',
    geral: {
      significado:
        'O kimono, roupa tradicional japonesa e também das artes marciais, fala de disciplina, respeito e elegância. O Tigre, do tatame, vem na frente, com o Carneiro, da calma, e o Pavão, da beleza do tecido. O sonho anuncia uma fase de aprendizado e de mais equilíbrio.',
      palpites: {
        grupos: ['22 - Tigre', '07 - Carneiro', '19 - Pavão'],
        milhares: ['3485', '2527', '1275'],
        ternoDeGrupo: ['22 - Tigre', '07 - Carneiro', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Kiwi',
    geral: {
      significado:
        'O kiwi é peludo e sem graça por fora, mas verde e doce por dentro. A Cabra, que não escolhe aparência na hora de comer, é o bicho desse sonho. Fala de pessoas e oportunidades que valem mais do que aparentam.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['8322'],
        ternoDeGrupo: ['06 - Cabra', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Kombi',
    geral: {
      significado:
        'A Kombi levava família, mudança, mercadoria e excursão inteira. O Cavalo, que puxa a carroça, vem na frente, com o Burro e o Camelo, bichos de carga. O sonho fala de viagens com amigos, de trabalho coletivo e de saudade de tempos simples.',
      palpites: {
        grupos: ['11 - Cavalo', '03 - Burro', '08 - Camelo'],
        milhares: ['8542', '4609', '9330'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '08 - Camelo'],
      },
    },
  },
];

export default dreams;
