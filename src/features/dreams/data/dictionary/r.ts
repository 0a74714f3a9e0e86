// Built-in dream entries for the letter R.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Rádio',
    geral: {
      significado:
        'Ouvir rádio no sonho mostra atenção ao que acontece à sua volta e vontade de receber notícias. Música boa no rádio anuncia alegria; chiado e estática pedem cuidado com mal-entendidos. O Galo, que anuncia o dia, é o bicho das notícias.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['7752'],
        ternoDeGrupo: ['13 - Galo', '02 - Águia', '17 - Macaco'],
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
    titulo: 'Raiz',
    geral: {
      significado:
        'A raiz segura a árvore e busca água lá no fundo. No sonho, fala de origem, família e das bases que dão firmeza à sua vida. Raiz forte anuncia estabilidade; arrancar uma raiz mostra mudança profunda. Como toda árvore no livro, vai para o Veado.',
      palpites: {
        grupos: ['24 - Veado', '12 - Elefante', '09 - Cobra'],
        milhares: ['7494', '0948', '6534'],
        ternoDeGrupo: ['24 - Veado', '12 - Elefante', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Raposa',
    geral: {
      significado:
        'A raposa é esperta e cheia de planos. No sonho, fala de inteligência para sair de um aperto, mas também de gente astuta que quer tirar vantagem. Raposa mansa anuncia sagacidade a seu favor. Esperta e noturna como um felino, a raposa leva o palpite ao Gato.',
      palpites: {
        grupos: ['14 - Gato', '17 - Macaco', '22 - Tigre'],
        milhares: ['6156', '9268', '0286'],
        ternoDeGrupo: ['14 - Gato', '17 - Macaco', '22 - Tigre'],
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
    titulo: 'Repolho',
    geral: {
      significado:
        'O repolho se fecha em camadas, folha sobre folha. No sonho, fala de proteção, de segredos guardados e de saúde simples. Repolho grande e viçoso anuncia fartura na mesa; murcho, pouca energia. Verdura da horta, leva ao Macaco, com a Cabra que adora folhas.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['1668'],
        ternoDeGrupo: ['17 - Macaco', '06 - Cabra', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Represa',
    geral: {
      significado:
        'A represa segura muita água e libera aos poucos. No sonho, mostra emoções guardadas e a necessidade de controlar o que sente. Represa cheia anuncia fartura; represa rompida, sentimentos que transbordam de uma vez. A água é do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '12 - Elefante', '25 - Vaca'],
        milhares: ['8858', '3347', '9599'],
        ternoDeGrupo: ['15 - Jacaré', '12 - Elefante', '25 - Vaca'],
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
    titulo: 'Reunião',
    geral: {
      significado:
        'Participar de uma reunião no sonho mostra decisões em grupo, trabalho em equipe e vontade de ser ouvido. Reunião tranquila anuncia acordo; reunião tensa pede paciência com chefes e colegas. O Cachorro, bicho da lealdade entre companheiros, leva o palpite.',
      palpites: {
        grupos: ['05 - Cachorro', '13 - Galo', '21 - Touro'],
        milhares: ['4917', '7550', '5584'],
        ternoDeGrupo: ['05 - Cachorro', '13 - Galo', '21 - Touro'],
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
    titulo: 'Rinoceronte',
    geral: {
      significado:
        'O rinoceronte é forte, pesado e vai em frente sem desviar. No sonho, fala de determinação, de força para abrir caminho e de teimosia também. Ser perseguido por ele mostra um problema grande que precisa ser enfrentado. O corpo enorme é do Elefante.',
      palpites: {
        grupos: ['12 - Elefante', '21 - Touro', '22 - Tigre'],
        milhares: ['6347', '7084', '9788'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '22 - Tigre'],
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
    titulo: 'Robô',
    geral: {
      significado:
        'Sonhar com um robô fala de rotina automática, de fazer as coisas sem pensar. Também mostra interesse por tecnologia e por novidades. Robô que obedece anuncia organização; robô descontrolado, medo de perder o controle. O Macaco, que imita tudo, fica com a dica.',
      palpites: {
        grupos: ['17 - Macaco', '12 - Elefante', '11 - Cavalo'],
        milhares: ['9967', '9748', '7343'],
        ternoDeGrupo: ['17 - Macaco', '12 - Elefante', '11 - Cavalo'],
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
    titulo: 'Rodeio',
    geral: {
      significado:
        'O rodeio é força, coragem e festa de peão. No sonho, mostra uma disputa que pede firmeza para não cair. Ficar montado até o fim anuncia vitória; levar um tombo fala de orgulho ferido. O Touro bravo da arena é o dono do palpite.',
      palpites: {
        grupos: ['21 - Touro', '11 - Cavalo', '08 - Camelo'],
        milhares: ['6582', '3244', '0030'],
        ternoDeGrupo: ['21 - Touro', '11 - Cavalo', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Romã',
    geral: {
      significado:
        'A romã é cheia de sementes e, pela tradição, atrai prosperidade no início do ano. No sonho, anuncia fartura, fertilidade e boas escolhas. Abrir uma romã madura fala de alegria em família. Fruta no livro é do Macaco.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5067'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '18 - Porco'],
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
    titulo: 'Rosário',
    geral: {
      significado:
        'Rezar o rosário no sonho mostra fé, paciência e busca de proteção. Anuncia calma depois de um período agitado e respostas que chegam com o tempo. Rosário arrebentado pede cuidado com a esperança. A igreja, no livro, é do Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '02 - Águia', '24 - Veado'],
        milhares: ['7173', '2205', '7996'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Rosto',
    geral: {
      significado:
        'O rosto no sonho mostra como você se vê e como os outros o veem. Rosto bonito e sorridente anuncia bons encontros; rosto desconhecido fala de novidades; rosto machucado ou escondido, medo de se expor. A aparência e a vaidade ficam com o Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '14 - Gato', '04 - Borboleta'],
        milhares: ['9074', '8753', '7416'],
        ternoDeGrupo: ['19 - Pavão', '14 - Gato', '04 - Borboleta'],
      },
    },
    variantes: {
      desconhecido: {
        significado:
          'Ver um rosto que você não conhece pode indicar uma pessoa nova chegando ou um lado seu ainda não explorado.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['6356'],
          ternoDeGrupo: ['14 - Gato', '19 - Pavão', '24 - Veado'],
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
  {
    titulo: 'Rubi',
    geral: {
      significado:
        'O rubi é pedra vermelha de paixão e coragem. No sonho, anuncia amor intenso, energia e valorização. Ganhar um rubi fala de carinho sincero; perder, de ciúme. Pedra preciosa, como todo brilho no livro, vai para o Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '16 - Leão', '04 - Borboleta'],
        milhares: ['7176', '5762', '6513'],
        ternoDeGrupo: ['19 - Pavão', '16 - Leão', '04 - Borboleta'],
      },
    },
  },
];

export default dreams;
