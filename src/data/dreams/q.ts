// Built-in dream entries for the letter Q.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Quadro',
    geral: {
      significado:
        'Um quadro no sonho mostra como você enxerga uma lembrança ou um desejo. Quadro bonito na parede indica planos bem desenhados; quadro torto ou caindo pede ajustes em algo que parece arrumado só por fora. Pela beleza e pela vaidade, o palpite é o Pavão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['6576'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Quarto',
    geral: {
      significado:
        'O quarto é o lugar da intimidade e do descanso. Um quarto arrumado e claro sugere paz interior; bagunçado ou desconhecido indica pensamentos que precisam de ordem. O Urso, mestre em dormir bem, é o primeiro palpite, seguido do Elefante, da casa.',
      palpites: {
        grupos: ['23 - Urso', '12 - Elefante', '14 - Gato'],
        milhares: ['3689', '0146', '3254'],
        ternoDeGrupo: ['23 - Urso', '12 - Elefante', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Queda',
    geral: {
      significado:
        'Cair no sonho é um dos pesadelos mais comuns e costuma aparecer em fases de insegurança ou de perda de controle. Não é mau presságio: é o corpo pedindo descanso e a mente pedindo chão firme. No bicho, vai de Burro, que às vezes tropeça mas sempre levanta.',
      palpites: {
        grupos: ['03 - Burro', '02 - Águia', '11 - Cavalo'],
        milhares: ['7410', '1207', '7642'],
        ternoDeGrupo: ['03 - Burro', '02 - Águia', '11 - Cavalo'],
      },
    },
    variantes: {
      de_moto: {
        significado:
          'Cair de moto no sonho avisa contra a pressa e a imprudência. Reduza a velocidade nas decisões.',
        palpites: {
          grupos: ['11 - Cavalo'],
          milhares: ['6443'],
          ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Queijo',
    geral: {
      significado:
        'Queijo é fartura da roça e também tentação, como a isca da ratoeira. Comer um queijo gostoso fala de recompensa pelo trabalho; queijo estragado pede cuidado com propostas fáceis demais. Feito do leite, o queijo leva à Vaca.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['9498'],
        ternoDeGrupo: ['25 - Vaca', '14 - Gato', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Queimadura',
    geral: {
      significado:
        'Queimadura no sonho é lembrança de uma lição aprendida do jeito difícil. Ela avisa contra paixões impulsivas e discussões que esquentam rápido demais. Por nascer do fogo, segue o Leão.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
        milhares: ['1363', '1733', '7986'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Quintal',
    geral: {
      significado:
        'Quintal é extensão da casa, com plantas, bichos e conversa no fim da tarde. Um quintal bem cuidado sugere família unida e vida simples e boa; quintal tomado pelo mato pede atenção a pequenas tarefas esquecidas. O dono do terreiro, o Galo, encabeça o palpite.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['9752'],
        ternoDeGrupo: ['13 - Galo', '05 - Cachorro', '04 - Borboleta'],
      },
    },
  },
];

export default dreams;
