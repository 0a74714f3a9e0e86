// Built-in dream entries for the letter D.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Dado',
    geral: {
      significado:
        'Jogar dados no sonho fala de sorte, risco e de decisões deixadas ao acaso. O Macaco, esperto e arteiro, é o bicho de quem gosta de arriscar. O número que sai no dado é lembrado por muitos como palpite, mas o sonho também pede cautela com apostas na vida.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5365'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Dança',
    geral: {
      significado:
        'Dançar em sonho mostra vontade de se soltar e de ser visto. O Pavão, que abre a cauda para se exibir, é o bicho ligado a esse momento de alegria e vaidade boa. Se a música estava animada, o povo diz que vêm dias leves pela frente.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['4774'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '17 - Macaco'],
      },
    },
    variantes: {
      com_o_namorado: {
        significado:
          'Dançar com o namorado fala de sintonia no casal e de vontade de fazer planos juntos. A Borboleta, bicho do amor e dos casamentos, entra na frente.',
        palpites: {
          grupos: ['04 - Borboleta', '19 - Pavão', '21 - Touro'],
          milhares: ['3614', '2673', '4884'],
          ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '21 - Touro'],
        },
      },
    },
  },
  {
    titulo: 'Dedo',
    geral: {
      significado:
        'Os dedos são as ferramentas das mãos, e o Macaco é o bicho mais habilidoso com elas. Sonhar com dedos costuma falar de trabalho manual, de jeitinho para resolver problemas e de escolhas que estão nas suas mãos.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['1166'],
        ternoDeGrupo: ['17 - Macaco', '05 - Cachorro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Defunto',
    geral: {
      significado:
        'Ver um defunto no sonho assusta, mas na tradição é sinal de encerramento de uma fase, não de desgraça. A Cobra, que troca de pele, representa essa virada. Muita gente acorda e faz uma oração por quem já se foi, e isso também traz paz.',
      palpites: {
        grupos: ['09 - Cobra', '15 - Jacaré', '23 - Urso'],
        milhares: ['0735', '0258', '2392'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Delegado',
    geral: {
      significado:
        'O delegado representa a lei, a investigação e a autoridade que põe ordem nas coisas. O Cachorro, farejador e guardião, vem na frente, seguido do Leão da autoridade e do Urso. O sonho pode indicar uma questão que precisa ser esclarecida ou um conflito que será resolvido com justiça.',
      palpites: {
        grupos: ['05 - Cachorro', '16 - Leão', '23 - Urso'],
        milhares: ['3019', '2663', '6789'],
        ternoDeGrupo: ['05 - Cachorro', '16 - Leão', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Dentadura',
    geral: {
      significado:
        'A dentadura substitui o que se perdeu e lembra a passagem do tempo. O Elefante, bicho da velhice sábia e da memória, lidera os palpites, com a Vaca e o Burro. O sonho fala de adaptação: nem tudo volta como era, mas dá para seguir sorrindo.',
      palpites: {
        grupos: ['12 - Elefante', '25 - Vaca', '03 - Burro'],
        milhares: ['5246', '8699', '3811'],
        ternoDeGrupo: ['12 - Elefante', '25 - Vaca', '03 - Burro'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'A dentadura caindo da boca mostra vergonha de ser visto como se é ou medo de passar por um vexame. A Cobra e o Coelho, assustado, acompanham o Elefante.',
        palpites: {
          grupos: ['12 - Elefante', '09 - Cobra', '10 - Coelho'],
          milhares: ['6047', '5736', '5037'],
          ternoDeGrupo: ['12 - Elefante', '09 - Cobra', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Dente',
    geral: {
      significado:
        'Os dentes são a mordida e a defesa, por isso o livro dos sonhos liga esse tema ao Cachorro. Sonhar com dentes bonitos fala de saúde e de disposição para enfrentar a vida. Dentes estragados pedem atenção ao corpo e às pessoas próximas.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['4819'],
        ternoDeGrupo: ['05 - Cachorro', '16 - Leão', '21 - Touro'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'É um dos sonhos mais comuns e quase sempre reflete ansiedade ou medo de perder algo importante. O povo recomenda ligar para os parentes e cuidar da própria saúde; a Cobra aparece como símbolo de mudança.',
        palpites: {
          grupos: ['05 - Cachorro', '09 - Cobra', '25 - Vaca'],
          milhares: ['2818', '5533', '4197'],
          ternoDeGrupo: ['05 - Cachorro', '09 - Cobra', '25 - Vaca'],
        },
      },
      de_ouro: {
        significado:
          'Um dente de ouro brilhando na boca sugere valorização e reconhecimento. O Pavão, bicho do ouro, vem na frente, acompanhado do Porco da fartura.',
        palpites: {
          grupos: ['19 - Pavão', '05 - Cachorro', '18 - Porco'],
          milhares: ['3575', '6220', '3869'],
          ternoDeGrupo: ['19 - Pavão', '05 - Cachorro', '18 - Porco'],
        },
      },
      em_um_bebe: {
        significado:
          'O primeiro dentinho de um bebê anuncia novidade e crescimento na família. O Avestruz, bicho dos bebês, lidera os palpites.',
        palpites: {
          grupos: ['01 - Avestruz', '05 - Cachorro', '10 - Coelho'],
          milhares: ['8003', '3220', '3139'],
          ternoDeGrupo: ['01 - Avestruz', '05 - Cachorro', '10 - Coelho'],
        },
      },
      falso: {
        significado:
          'Dentadura ou dente postiço no sonho lembra que nem todo sorriso é sincero. Fique de olho em quem elogia demais.',
        palpites: {
          grupos: ['05 - Cachorro'],
          milhares: ['3420'],
          ternoDeGrupo: ['05 - Cachorro', '17 - Macaco', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Dentista',
    geral: {
      significado:
        'Sonhar que está no dentista mostra vontade de consertar algo que incomoda há tempos. O Cachorro, dono dos dentes no livro dos sonhos, puxa o palpite. Pode ser um bom momento para resolver pendências que você vinha adiando.',
      palpites: {
        grupos: ['05 - Cachorro', '12 - Elefante', '25 - Vaca'],
        milhares: ['9018', '9045', '4298'],
        ternoDeGrupo: ['05 - Cachorro', '12 - Elefante', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Desconhecido',
    geral: {
      significado:
        'Um rosto desconhecido no sonho é como um viajante que chega de longe, e o Camelo é o bicho das travessias. A tradição diz que pode vir notícia ou oportunidade de onde você menos espera. Observe se a pessoa sorria ou parecia séria.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['5532'],
        ternoDeGrupo: ['08 - Camelo', '24 - Veado', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Desemprego',
    geral: {
      significado:
        'Sonhar que perdeu o emprego costuma refletir insegurança no trabalho ou medo de não dar conta das contas. O Burro, bicho do serviço pesado, vem na frente, com o Camelo, que atravessa o deserto, e o Cachorro, fiel. O sonho não é aviso de demissão, e sim um pedido de confiança no próprio valor.',
      palpites: {
        grupos: ['03 - Burro', '08 - Camelo', '05 - Cachorro'],
        milhares: ['7310', '1831', '3317'],
        ternoDeGrupo: ['03 - Burro', '08 - Camelo', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Deserto',
    geral: {
      significado:
        'Atravessar um deserto no sonho fala de uma fase de pouca ajuda e muita resistência. O Camelo, que aguenta dias sem água, mostra que você tem fôlego para seguir. Encontrar um oásis no caminho é sinal de alívio próximo.',
      palpites: {
        grupos: ['08 - Camelo', '16 - Leão', '15 - Jacaré'],
        milhares: ['7729', '5263', '7958'],
        ternoDeGrupo: ['08 - Camelo', '16 - Leão', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Desmaio',
    geral: {
      significado:
        'Desmaiar no sonho mostra cansaço, sensação de perder as forças ou de não aguentar a pressão. O Coelho, que se assusta fácil, é o bicho desse sonho. O recado é descansar, comer direito e pedir ajuda antes de chegar ao limite.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['3640'],
        ternoDeGrupo: ['10 - Coelho', '23 - Urso', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Despedida',
    geral: {
      significado:
        'Uma despedida em sonho fala de fim de ciclo, de viagem ou de alguém que vai seguir outro caminho. A Águia, que parte voando para longe, vem na frente, com o Cachorro, que espera o dono, e o Veado. Apesar da tristeza, o sonho costuma anunciar mudanças que fazem bem.',
      palpites: {
        grupos: ['02 - Águia', '05 - Cachorro', '24 - Veado'],
        milhares: ['5805', '4320', '7293'],
        ternoDeGrupo: ['02 - Águia', '05 - Cachorro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Deus',
    geral: {
      significado:
        'Sonhar com Deus ou sentir uma presença divina traz conforto e sensação de proteção. Como o céu é da Águia no livro dos sonhos, ela é o bicho desse sonho. Muitos veem aqui um convite à gratidão e à fé.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['4605'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Diabo',
    geral: {
      significado:
        'A figura do diabo costuma aparecer quando há tentações ou escolhas difíceis rondando. A Cobra, a velha tentadora das histórias, vem primeiro no palpite. O conselho popular é manter a cabeça fria e não se deixar levar por promessas fáceis.',
      palpites: {
        grupos: ['09 - Cobra', '22 - Tigre', '16 - Leão'],
        milhares: ['4935', '3386', '9164'],
        ternoDeGrupo: ['09 - Cobra', '22 - Tigre', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Diamante',
    geral: {
      significado:
        'O diamante é duro e brilhante, símbolo de valor que resiste ao tempo. O Pavão, bicho do luxo e do ouro, é quem representa esse sonho. Fala também de qualidades suas que ainda estão sendo lapidadas.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['0576'],
        ternoDeGrupo: ['19 - Pavão', '18 - Porco', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Dinheiro',
    geral: {
      significado:
        'O Porco, como o velho cofrinho, é o bicho tradicional do dinheiro nos sonhos. Achar ou receber notas fala de fartura e de novas portas se abrindo. Perder dinheiro no sonho, ao contrário, pede cuidado com gastos por uns dias.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['8069'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '21 - Touro'],
      },
    },
    variantes: {
      falso: {
        significado:
          'Dinheiro falso na mão alerta para negócios duvidosos e gente espertalhona por perto. Desconfie do que parece bom demais.',
        palpites: {
          grupos: ['18 - Porco', '09 - Cobra', '17 - Macaco'],
          milhares: ['0870', '9833', '1765'],
          ternoDeGrupo: ['18 - Porco', '09 - Cobra', '17 - Macaco'],
        },
      },
      sujo: {
        significado:
          'Notas sujas ou amassadas falam de ganhos que chegam com esforço, ou de algum incômodo com a origem de um dinheiro. Vale conferir contas e acordos.',
        palpites: {
          grupos: ['18 - Porco'],
          milhares: ['3270'],
          ternoDeGrupo: ['18 - Porco', '14 - Gato', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Dinossauro',
    geral: {
      significado:
        'Um dinossauro no sonho traz à tona coisas muito antigas: mágoas guardadas, lembranças de infância ou hábitos difíceis de largar. O Jacaré, parente distante desses gigantes, fica com o palpite principal. O Elefante reforça a ideia de peso e memória.',
      palpites: {
        grupos: ['15 - Jacaré', '12 - Elefante', '09 - Cobra'],
        milhares: ['3258', '8547', '8335'],
        ternoDeGrupo: ['15 - Jacaré', '12 - Elefante', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Diploma',
    geral: {
      significado:
        'Receber um diploma é ver o esforço reconhecido e uma etapa concluída. A Águia, do voo alto, encabeça os palpites, acompanhada do Pavão do orgulho e do Elefante da sabedoria. O sonho anuncia conquista profissional ou o fim de um período de estudo.',
      palpites: {
        grupos: ['02 - Águia', '19 - Pavão', '12 - Elefante'],
        milhares: ['7706', '8774', '9645'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Disco voador',
    geral: {
      significado:
        'Ver um disco voador no céu mostra algo totalmente novo entrando na sua vida, talvez estranho no começo. A Águia, dona do céu, é o bicho desse sonho. Pode anunciar notícias inesperadas, viagens ou ideias fora do comum.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['3107'],
        ternoDeGrupo: ['02 - Águia', '22 - Tigre', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Discussão',
    geral: {
      significado:
        'Discutir em sonho mostra emoções represadas que pedem para sair. O Touro, de temperamento forte, é o bicho desse sonho. Pode ser hora de conversar com calma sobre o que está incomodando.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['2482'],
        ternoDeGrupo: ['21 - Touro', '22 - Tigre', '16 - Leão'],
      },
    },
    variantes: {
      com_o_namorado: {
        significado:
          'Brigar com o namorado no sonho costuma refletir inseguranças, não uma separação. A Borboleta, do amor, entra como segundo palpite.',
        palpites: {
          grupos: ['21 - Touro', '04 - Borboleta', '14 - Gato'],
          milhares: ['9681', '1916', '2654'],
          ternoDeGrupo: ['21 - Touro', '04 - Borboleta', '14 - Gato'],
        },
      },
      com_parente: {
        significado:
          'Discussão com parentes aponta para questões de família mal resolvidas. Uma conversa franca pode aliviar o clima em casa.',
        palpites: {
          grupos: ['21 - Touro'],
          milhares: ['6684'],
          ternoDeGrupo: ['21 - Touro', '12 - Elefante', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Dívida',
    geral: {
      significado:
        'Sonhar com dívida mostra o peso de compromissos que você carrega. O Burro, que leva carga sem reclamar, simboliza essa responsabilidade. A tradição aconselha organizar as contas antes de pensar em novos gastos.',
      palpites: {
        grupos: ['03 - Burro', '18 - Porco', '08 - Camelo'],
        milhares: ['9310', '1171', '8229'],
        ternoDeGrupo: ['03 - Burro', '18 - Porco', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Divórcio',
    geral: {
      significado:
        'Sonhar com divórcio nem sempre fala de casamento: mostra vontade de se separar de algo que já não serve. A Borboleta, bicho do casal, vem primeiro, com a Cobra da ruptura e o Touro da teimosia. Para quem é casado, o sonho pede diálogo antes que pequenos atritos cresçam.',
      palpites: {
        grupos: ['04 - Borboleta', '09 - Cobra', '21 - Touro'],
        milhares: ['5616', '5135', '9084'],
        ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '21 - Touro'],
      },
    },
    variantes: {
      dos_pais: {
        significado:
          'Ver os pais se separando no sonho desperta medo de perder a base da família. O Cachorro e o Carneiro, bichos do lar, acompanham a Borboleta.',
        palpites: {
          grupos: ['04 - Borboleta', '05 - Cachorro', '07 - Carneiro'],
          milhares: ['1215', '8319', '8927'],
          ternoDeGrupo: ['04 - Borboleta', '05 - Cachorro', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Doce',
    geral: {
      significado:
        'Doce no sonho é sinal de carinho, pequenos prazeres e momentos gostosos em boa companhia. A Borboleta, que vive atrás do néctar das flores, é o bicho da doçura. Só não exagere: doce demais, diz o povo, enjoa.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['6313'],
        ternoDeGrupo: ['04 - Borboleta', '18 - Porco', '10 - Coelho'],
      },
    },
    variantes: {
      de_chocolate: {
        significado:
          'Chocolate no sonho fala de recompensa depois de um esforço e de afeto dado de presente. O Porco traz a ideia de fartura à mesa.',
        palpites: {
          grupos: ['04 - Borboleta', '18 - Porco', '01 - Avestruz'],
          milhares: ['5513', '2071', '2904'],
          ternoDeGrupo: ['04 - Borboleta', '18 - Porco', '01 - Avestruz'],
        },
      },
    },
  },
  {
    titulo: 'Documento',
    geral: {
      significado:
        'Documentos perdidos, rasgados ou assinados falam de identidade, de burocracia e de decisões oficiais. O Galo, que registra e anuncia, é o bicho desse sonho. Perder documento pede atenção a prazos; encontrá-lo anuncia uma pendência resolvida.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['8252'],
        ternoDeGrupo: ['13 - Galo', '03 - Burro', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Doença',
    geral: {
      significado:
        'Sonhar que está doente nem sempre fala do corpo: muitas vezes é cansaço acumulado pedindo pausa. O Urso, que se recolhe para hibernar e volta renovado, é o bicho do descanso e da recuperação. Cuide-se e procure um médico se algo incomodar de verdade.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['2390'],
        ternoDeGrupo: ['23 - Urso', '12 - Elefante', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Dólar',
    geral: {
      significado:
        'Notas de dólar no sonho juntam dinheiro e horizonte distante, como viagens ou negócios com gente de fora. O Porco, do dinheiro, vem primeiro, e o Camelo acompanha pelas travessias. Sonho bom, mas que pede pé no chão.',
      palpites: {
        grupos: ['18 - Porco', '08 - Camelo', '02 - Águia'],
        milhares: ['8571', '9232', '1607'],
        ternoDeGrupo: ['18 - Porco', '08 - Camelo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Dominó',
    geral: {
      significado:
        'Jogar dominó na mesa da praça é passatempo de gente que conversa sem pressa. O Carneiro, manso como essas tardes de conversa, vem na frente, com o Macaco estrategista e o Galo, que canta vitória. O sonho fala de amizades antigas e de decisões que dependem da jogada do outro.',
      palpites: {
        grupos: ['07 - Carneiro', '17 - Macaco', '13 - Galo'],
        milhares: ['2428', '3065', '4851'],
        ternoDeGrupo: ['07 - Carneiro', '17 - Macaco', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Dor',
    geral: {
      significado:
        'Sentir dor no sonho reflete cansaço do corpo ou uma mágoa que ainda não foi curada. O Urso, que aguenta firme e se recolhe para se curar, é o bicho desse sonho. O recado é ouvir o corpo e não adiar aquela consulta.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['7791'],
        ternoDeGrupo: ['23 - Urso', '03 - Burro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Dormir',
    geral: {
      significado:
        'Sonhar que está dormindo, um sonho dentro do sonho, mostra necessidade de descanso e de silêncio. O Urso, campeão do sono longo, é o bicho certo. Preste atenção no que acontece quando você acorda no sonho: ali costuma estar o recado.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['2492'],
        ternoDeGrupo: ['23 - Urso', '14 - Gato', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Dragão',
    geral: {
      significado:
        'O dragão que cospe fogo lembra força, coragem e também raiva guardada. Fogo é do Leão no livro dos sonhos, e o Jacaré empresta as escamas. Enfrentar o dragão e vencê-lo fala de superar um grande desafio.',
      palpites: {
        grupos: ['16 - Leão', '15 - Jacaré', '22 - Tigre'],
        milhares: ['7861', '9160', '3088'],
        ternoDeGrupo: ['16 - Leão', '15 - Jacaré', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Duende',
    geral: {
      significado:
        'O duende das lendas é pequeno, travesso e guarda tesouros no fundo da mata. O Macaco, arteiro como ele, lidera os palpites, com o Coelho ligeiro e a Borboleta. O sonho anuncia uma surpresa boa ou brincadeiras de alguém próximo.',
      palpites: {
        grupos: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
        milhares: ['4568', '7840', '6315'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
];

export default dreams;
