// Built-in dream entries for the letter Q.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Quadrilha (festa junina)',
    geral: {
      significado:
        'Dançar quadrilha no sonho é festa, fogueira, milho e alegria de interior. Anuncia encontros animados, romance e reencontros com amigos de infância. Errar os passos mostra medo de fazer feio em público. O Galo, que canta no arraial, leva o palpite.',
      palpites: {
        grupos: ['13 - Galo', '20 - Peru', '19 - Pavão'],
        milhares: ['1449', '1178', '3476'],
        ternoDeGrupo: ['13 - Galo', '20 - Peru', '19 - Pavão'],
      },
    },
  },
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
    titulo: 'Quati',
    geral: {
      significado:
        'O quati, de rabo listrado e focinho curioso, anda em bando atrás de comida. No sonho, fala de curiosidade, de esperteza e de gente que mexe no que não é seu. Um quati manso anuncia boas companhias. Bicho travesso do mato, vai para o Macaco.',
      palpites: {
        grupos: ['17 - Macaco', '10 - Coelho', '05 - Cachorro'],
        milhares: ['3866', '1738', '4818'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Quebra-cabeça',
    geral: {
      significado:
        'Montar um quebra-cabeça no sonho mostra que você está juntando as peças de uma situação confusa. Encaixar a última peça anuncia uma resposta; faltar peça pede paciência e mais informação antes de decidir. O Macaco, esperto e curioso, leva a dica.',
      palpites: {
        grupos: ['17 - Macaco', '14 - Gato', '12 - Elefante'],
        milhares: ['9767', '6056', '5546'],
        ternoDeGrupo: ['17 - Macaco', '14 - Gato', '12 - Elefante'],
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
    titulo: 'Queixo',
    geral: {
      significado:
        'O queixo erguido é orgulho e determinação; o queixo caído, surpresa. No sonho, fala de firmeza diante dos problemas e de teimosia também. Machucar o queixo pede cuidado com discussões. A cabeça dura do Touro fica com o palpite.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['5281'],
        ternoDeGrupo: ['21 - Touro', '12 - Elefante', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Quiabo',
    geral: {
      significado:
        'O quiabo é comida caseira, de panela de avó, e divide opiniões. No sonho, fala de situações escorregadias que pedem jeito, e também de saúde e sustento simples. Comer quiabo com gosto anuncia boa convivência em família. Verdura da horta, vai para o Macaco.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['2965'],
        ternoDeGrupo: ['17 - Macaco', '09 - Cobra', '18 - Porco'],
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
