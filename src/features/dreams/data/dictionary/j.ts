// Built-in dream entries for the letter J.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Jabuti',
    geral: {
      significado:
        'O jabuti anda devagar, mas chega longe e vive muitos anos. Pela longevidade e pela calma, o palpite vai para o Elefante. O sonho pede paciência: o que é seu virá no tempo certo.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['1647'],
        ternoDeGrupo: ['12 - Elefante', '15 - Jacaré', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Jabuticaba',
    geral: {
      significado:
        'A jabuticaba nasce grudada no tronco da árvore e é fruta bem brasileira, doce e farta. O Macaco, que disputa os frutos nos galhos, é o bicho desse sonho. Anuncia abundância inesperada e alegria de quintal.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5565'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Jaca',
    geral: {
      significado:
        'A jaca é enorme, pesada e cheia de gomos doces. O Elefante, pelo tamanho, vem na frente, com o Macaco, que ama a fruta, e o Porco, da fartura. O sonho fala de muita coisa chegando de uma vez, mas também do trabalho de abrir caminho até o que é bom.',
      palpites: {
        grupos: ['12 - Elefante', '17 - Macaco', '18 - Porco'],
        milhares: ['8747', '4768', '7669'],
        ternoDeGrupo: ['12 - Elefante', '17 - Macaco', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Jacaré',
    geral: {
      significado:
        'O Jacaré é o grupo 15, bicho da água, da paciência e do bote certeiro. Sonhar com ele fala de esperar a hora certa para agir. Um jacaré tranquilo na margem é sinal de situação sob controle.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['1660'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
      },
    },
    variantes: {
      "dentro d'água": {
        significado:
          "Jacaré dentro d'água, quase invisível, pede cuidado com riscos escondidos e com gente que espera um descuido seu.",
        palpites: {
          grupos: ['15 - Jacaré', '23 - Urso', '09 - Cobra'],
          milhares: ['5058', '1590', '2536'],
          ternoDeGrupo: ['15 - Jacaré', '23 - Urso', '09 - Cobra'],
        },
      },
      bravo: {
        significado:
          'Jacaré bravo, de boca aberta, mostra um conflito prestes a estourar. Melhor evitar provocações por uns dias.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['4058'],
          ternoDeGrupo: ['15 - Jacaré', '22 - Tigre', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Janela',
    geral: {
      significado:
        'A janela mostra o mundo lá fora e as oportunidades que se abrem. O Gato, que adora observar tudo do parapeito, lidera o palpite. Janela aberta com sol entrando é sinal de novidade boa; fechada, de resguardo.',
      palpites: {
        grupos: ['14 - Gato', '02 - Águia', '24 - Veado'],
        milhares: ['7256', '2905', '6295'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '24 - Veado'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'A janela quebrada fala de privacidade invadida ou de algo que deixou de proteger. Reforce os cuidados com a casa e com a confiança.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['1756'],
          ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Jangada',
    geral: {
      significado:
        'A jangada dos pescadores do Nordeste enfrenta o mar aberto com coragem e pouca coisa. O Jacaré, senhor das águas, é o bicho desse sonho. Fala de ousadia, de trabalho honesto e da volta para casa com a rede cheia.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['4958'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Jantar',
    geral: {
      significado:
        'Um jantar no sonho fala de encontro, celebração e boa conversa. Comida é do Porco, bicho da fartura, no nosso livro dos sonhos. Se o jantar era romântico, pode haver novidade no amor.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9972'],
        ternoDeGrupo: ['18 - Porco', '12 - Elefante', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Jardim',
    geral: {
      significado:
        'O jardim é uma das associações mais antigas da Borboleta nos livros de sonhos. Um jardim florido fala de felicidade, amor e vida em harmonia. Cuidar dele no sonho mostra que você está cultivando algo bonito.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['2015'],
        ternoDeGrupo: ['04 - Borboleta', '10 - Coelho', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Jarra',
    geral: {
      significado:
        'A jarra serve água, suco ou leite para a mesa toda, e fala de partilha. O Jacaré, da água, vem na frente, com a Vaca, do leite, e a Borboleta, da casa enfeitada. Jarra cheia anuncia fartura; quebrada, um descuido em família.',
      palpites: {
        grupos: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
        milhares: ['6460', '7498', '2115'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Jaula',
    geral: {
      significado:
        'Uma jaula no sonho fala de força contida e de limites impostos. O Leão, rei preso atrás das grades, representa esse sentimento. Se a jaula se abria, prepare-se para retomar sua liberdade.',
      palpites: {
        grupos: ['16 - Leão', '22 - Tigre', '23 - Urso'],
        milhares: ['4564', '2687', '1189'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Javali',
    geral: {
      significado:
        'O javali, parente selvagem do Porco, é forte, teimoso e não recua. Sonhar com ele fala de coragem para enfrentar obstáculos de frente. Se ele corria em sua direção, cuidado com atitudes impulsivas.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['5472'],
        ternoDeGrupo: ['18 - Porco', '22 - Tigre', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Jejum',
    geral: {
      significado:
        'Fazer jejum no sonho mostra autocontrole, sacrifício ou busca espiritual. A Cabra, que vive com pouco nas terras secas, é o bicho desse sonho. Fala de disciplina e de uma renúncia que traz recompensa mais à frente.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['6321'],
        ternoDeGrupo: ['06 - Cabra', '03 - Burro', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Jesus',
    geral: {
      significado:
        'Sonhar com Jesus costuma trazer paz, consolo e esperança num momento difícil. O Carneiro, lembrança do cordeiro e do bom pastor, vem na frente, com o Pavão, ligado à igreja, e a Águia, do céu. O sonho é lido como proteção e convite à fé e ao perdão.',
      palpites: {
        grupos: ['07 - Carneiro', '19 - Pavão', '02 - Águia'],
        milhares: ['9925', '6376', '5707'],
        ternoDeGrupo: ['07 - Carneiro', '19 - Pavão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Jiboia',
    geral: {
      significado:
        'A jiboia é uma cobra grande que abraça a presa até ela parar, e o sonho fala de relações que sufocam. Fica com a Cobra, claro. Se você se livrava dela, é sinal de libertação de um peso.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['9135'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Joaninha',
    geral: {
      significado:
        'A joaninha, vermelha de pintinhas pretas, é vista como bicho de sorte. Por ser um inseto pequeno e bonito, fica com a Borboleta. Se ela pousar em você no sonho, o povo diz que um desejo está perto de se realizar.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['6816'],
        ternoDeGrupo: ['04 - Borboleta', '10 - Coelho', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Joelho',
    geral: {
      significado:
        'O joelho sustenta o corpo e se dobra na oração e no pedido. O Burro, que aguenta o peso, lidera os palpites, com o Carneiro, manso, e o Urso. Sonhar com joelhos fala de humildade e de firmeza para continuar de pé.',
      palpites: {
        grupos: ['03 - Burro', '07 - Carneiro', '23 - Urso'],
        milhares: ['1209', '6028', '7789'],
        ternoDeGrupo: ['03 - Burro', '07 - Carneiro', '23 - Urso'],
      },
    },
    variantes: {
      machucado: {
        significado:
          'Joelho ralado ou machucado mostra medo de cair ou de fracassar num projeto. A Cobra e o Coelho acompanham o Burro.',
        palpites: {
          grupos: ['03 - Burro', '09 - Cobra', '10 - Coelho'],
          milhares: ['5010', '3436', '4939'],
          ternoDeGrupo: ['03 - Burro', '09 - Cobra', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Jogo',
    geral: {
      significado:
        'Jogar no sonho, seja bola, cartas ou tabuleiro, fala de estratégia e de vontade de vencer. O Macaco, esperto e brincalhão, é o bicho do jogo. Lembre que é brincadeira: jogue com moderação e nunca aposte o que faz falta.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5768'],
        ternoDeGrupo: ['17 - Macaco', '08 - Camelo', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Joia',
    geral: {
      significado:
        'Joias no sonho representam valor, beleza e vaidade. O Pavão, associado ao ouro e ao luxo, é o bicho escolhido. Ganhar uma joia fala de reconhecimento; perdê-la, de cuidado com o que você preza.',
      palpites: {
        grupos: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
        milhares: ['5476', '5469', '3716'],
        ternoDeGrupo: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
      },
    },
    variantes: {
      de_ouro: {
        significado:
          'Joia de ouro reforça o brilho e o prestígio. Fala de uma fase de valorização pessoal.',
        palpites: {
          grupos: ['19 - Pavão'],
          milhares: ['1076'],
          ternoDeGrupo: ['19 - Pavão', '16 - Leão', '18 - Porco'],
        },
      },
      de_prata: {
        significado:
          'Prata lembra a lua e a intuição, por isso o Gato entra no palpite. Sinal de serenidade e de conquistas discretas.',
        palpites: {
          grupos: ['19 - Pavão', '14 - Gato', '02 - Águia'],
          milhares: ['9174', '7556', '4706'],
          ternoDeGrupo: ['19 - Pavão', '14 - Gato', '02 - Águia'],
        },
      },
    },
  },
  {
    titulo: 'Jornal',
    geral: {
      significado:
        'O jornal traz notícias, e o Galo, que anuncia o dia, é o bicho desse sonho. Ler um jornal indica novidades chegando. Se a manchete era ruim, não se assuste: o sonho costuma falar de curiosidade, não de fatos.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['1352'],
        ternoDeGrupo: ['13 - Galo', '02 - Águia', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Juiz',
    geral: {
      significado:
        'O juiz representa justiça, autoridade e decisões importantes. O Leão, rei da selva, fica com o palpite. Se você estava sendo julgado, talvez esteja cobrando demais de si mesmo.',
      palpites: {
        grupos: ['16 - Leão', '02 - Águia', '12 - Elefante'],
        milhares: ['0162', '5605', '6746'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Julgamento',
    geral: {
      significado:
        'Estar num julgamento no sonho mostra receio de ser avaliado ou culpa por algo mal resolvido. O Leão, da autoridade, vem na frente, com o Cachorro, que defende, e o Elefante, que não esquece. O sonho pede honestidade consigo mesmo; a sentença costuma ser mais leve do que se teme.',
      palpites: {
        grupos: ['16 - Leão', '05 - Cachorro', '12 - Elefante'],
        milhares: ['6464', '5417', '5947'],
        ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Jumento',
    geral: {
      significado:
        'O jumento é o mesmo bicho do grupo 03, o Burro, símbolo de trabalho duro e resistência. Sonhar com ele fala de esforço que logo será recompensado. Um jumento carregado lembra que é hora de dividir o peso.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['5709'],
        ternoDeGrupo: ['03 - Burro', '11 - Cavalo', '08 - Camelo'],
      },
    },
  },
];

export default dreams;
