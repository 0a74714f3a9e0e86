// Built-in dream entries for the letter R.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Raio',
    geral: {
      significado:
        'Raio é acontecimento repentino: uma notícia, uma ideia, uma paixão que cai do céu. Vê-lo de longe indica surpresa agradável; raio perto demais pede prudência com decisões impulsivas. Vindo do céu, fica com a Águia.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['5105'],
        ternoDeGrupo: ['02 - Águia', '16 - Leão', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Rainha',
    geral: {
      significado:
        'Sonhar com uma rainha fala de autoridade feminina, dignidade e respeito. Pode ser você ocupando um lugar de destaque ou uma mulher forte influenciando sua vida. O Pavão, ave de porte majestoso, abre o palpite.',
      palpites: {
        grupos: ['19 - Pavão', '16 - Leão', '25 - Vaca'],
        milhares: ['2873', '0763', '7299'],
        ternoDeGrupo: ['19 - Pavão', '16 - Leão', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Rato',
    geral: {
      significado:
        'Rato no sonho costuma representar pequenas preocupações roendo a paz ou alguém agindo às escondidas. Espantar o rato indica que você vai dar conta do problema; vê-lo correndo pela casa pede atenção às finanças. No livro, o rato sempre chama o Gato.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['6053'],
        ternoDeGrupo: ['14 - Gato', '09 - Cobra', '05 - Cachorro'],
      },
    },
    variantes: {
      morto: {
        significado:
          'Rato morto é sinal de problema resolvido ou de um desafeto que perdeu a força. Alívio à vista.',
        palpites: {
          grupos: ['14 - Gato', '09 - Cobra', '21 - Touro'],
          milhares: ['7954', '0233', '2284'],
          ternoDeGrupo: ['14 - Gato', '09 - Cobra', '21 - Touro'],
        },
      },
      branco: {
        significado:
          'O rato branco é visto como curiosidade e sorte miúda. Sugere uma ideia pequena que pode crescer com cuidado.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['2955'],
          ternoDeGrupo: ['14 - Gato', '10 - Coelho', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Rede',
    geral: {
      significado:
        'Deitar numa rede balançando é o sonho do descanso merecido, do tempo sem pressa. Se era rede de pesca, fala de apanhar as oportunidades que aparecem. O Macaco, que adora um balanço, é o palpite; o Urso entra pelo sossego.',
      palpites: {
        grupos: ['17 - Macaco', '23 - Urso', '15 - Jacaré'],
        milhares: ['6565', '5589', '5458'],
        ternoDeGrupo: ['17 - Macaco', '23 - Urso', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Rei',
    geral: {
      significado:
        'O rei representa poder, responsabilidade e decisões que afetam muita gente. Ser recebido por ele sugere prestígio e reconhecimento; desafiá-lo indica vontade de tomar as rédeas da própria vida. O Leão, rei dos animais, é a escolha natural.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['1964'],
        ternoDeGrupo: ['16 - Leão', '19 - Pavão', '22 - Tigre'],
      },
    },
    variantes: {
      morto: {
        significado:
          'Rei morto no sonho anuncia troca de comando: uma fase termina e você é chamado a assumir o próprio destino.',
        palpites: {
          grupos: ['16 - Leão', '09 - Cobra', '12 - Elefante'],
          milhares: ['9761', '7534', '8545'],
          ternoDeGrupo: ['16 - Leão', '09 - Cobra', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Relógio',
    geral: {
      significado:
        'O relógio lembra que o tempo passa e que cada coisa tem sua hora. Relógio funcionando bem indica organização e compromissos cumpridos; relógio parado pede que você retome algo adiado. A tradição manda jogar no Galo, o relógio natural da roça.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '02 - Águia'],
        milhares: ['2650', '8975', '9506'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '02 - Águia'],
      },
    },
    variantes: {
      de_ouro: {
        significado:
          'Relógio de ouro é reconhecimento pelo tempo dedicado a algo. Uma homenagem ou uma promoção pode estar no caminho.',
        palpites: {
          grupos: ['13 - Galo'],
          milhares: ['1852'],
          ternoDeGrupo: ['13 - Galo', '19 - Pavão', '18 - Porco'],
        },
      },
    },
  },
  {
    titulo: 'Remédio',
    geral: {
      significado:
        'Tomar remédio em sonho fala de cura e de cuidado. Pode ser o corpo pedindo atenção ou a alma pedindo uma pausa. Não à toa a Cobra, que aparece no símbolo da farmácia, puxa o palpite.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['5036'],
        ternoDeGrupo: ['09 - Cobra', '10 - Coelho', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Restaurante',
    geral: {
      significado:
        'Comer num restaurante é sonho de convívio e de prazer, de ser servido depois de tanto servir. Mesa cheia de amigos indica vida social em alta; conta salgada demais pede cuidado com os gastos. Pela comida, o bicho é o Porco.',
      palpites: {
        grupos: ['18 - Porco', '20 - Peru', '25 - Vaca'],
        milhares: ['5669', '6077', '8197'],
        ternoDeGrupo: ['18 - Porco', '20 - Peru', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Revólver',
    geral: {
      significado:
        'Arma no sonho raramente fala de violência real: costuma mostrar raiva contida ou medo de perder o controle. Se você a guardava, é sinal de autocontrole; se disparava, vale respirar antes de responder a alguém. Por ser ágil e perigoso, o Tigre representa bem esse sonho.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['9588'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Rio',
    geral: {
      significado:
        'O rio é a vida correndo. Águas limpas falam de fluidez e de boas novidades; águas turvas pedem cautela com decisões emocionais, e atravessar o rio sugere vencer uma etapa. Como tudo da água, pede o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '24 - Veado'],
        milhares: ['5958', '2035', '7794'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Risada',
    geral: {
      significado:
        'Dar risada no sonho é alívio e leveza; o riso quase sempre antecipa dias mais tranquilos. Só quando alguém ri de você o sonho sugere insegurança com a opinião dos outros. Joga-se no Macaco, o bicho mais divertido da tabela.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['2568'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Roda',
    geral: {
      significado:
        'A roda gira, e no sonho lembra que a vida também gira: o que está embaixo sobe, o que está em cima desce. Roda girando solta indica progresso; roda travada pede um conserto antes da viagem. Pelo movimento, vai de Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '08 - Camelo', '21 - Touro'],
        milhares: ['5342', '8132', '9883'],
        ternoDeGrupo: ['11 - Cavalo', '08 - Camelo', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Rosa',
    geral: {
      significado:
        'A rosa é a flor do amor e da delicadeza, com espinhos para lembrar que tudo pede cuidado. Ganhar rosas anuncia carinho; espetar-se nelas sugere uma paixão que pede calma. Como flor, fica com a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['5015'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '16 - Leão'],
      },
    },
    variantes: {
      vermelha: {
        significado:
          'Rosa vermelha é paixão declarada: um romance pode esquentar ou um sentimento antigo voltar com força.',
        palpites: {
          grupos: ['04 - Borboleta', '16 - Leão', '25 - Vaca'],
          milhares: ['1216', '0261', '3197'],
          ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Roubo',
    geral: {
      significado:
        'Sofrer um roubo no sonho mostra medo de perder algo importante: dinheiro, tempo, afeto. Se você recuperou o que foi levado, a fase difícil tende a passar logo. Roubo e ladrão ficam com o Cachorro, o vigia da casa.',
      palpites: {
        grupos: ['05 - Cachorro', '17 - Macaco', '09 - Cobra'],
        milhares: ['4418', '4368', '6435'],
        ternoDeGrupo: ['05 - Cachorro', '17 - Macaco', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Roupa',
    geral: {
      significado:
        'A roupa é a imagem que você mostra ao mundo. Roupa nova sugere mudança de fase e autoestima; roupa rasgada pede cuidado com a reputação. O Carneiro, que dá a lã, é o palpite tradicional.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['2927'],
        ternoDeGrupo: ['07 - Carneiro', '19 - Pavão', '04 - Borboleta'],
      },
    },
    variantes: {
      suja: {
        significado:
          'Roupa suja no sonho aponta assuntos mal resolvidos. Lave com calma: conversas francas limpam muita coisa.',
        palpites: {
          grupos: ['07 - Carneiro', '18 - Porco', '14 - Gato'],
          milhares: ['4525', '4272', '0756'],
          ternoDeGrupo: ['07 - Carneiro', '18 - Porco', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Rua',
    geral: {
      significado:
        'A rua do sonho mostra por onde você anda na vida. Rua movimentada e iluminada indica contatos e oportunidades; rua escura ou sem saída pede outro caminho. O vira-lata que conhece cada esquina leva o sonho para o Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['0317'],
        ternoDeGrupo: ['05 - Cachorro', '11 - Cavalo', '14 - Gato'],
      },
    },
  },
];

export default dreams;
