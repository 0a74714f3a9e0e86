// Built-in dream entries for the letter C.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Cabana',
    geral: {
      significado:
        'Uma cabana no meio do mato é refúgio, silêncio e vontade de descansar longe das cobranças. O Urso, que se abriga na floresta, é o bicho desse sonho. Também pode mostrar desejo de uma vida mais simples, com poucas coisas e mais paz.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['9689'],
        ternoDeGrupo: ['23 - Urso', '24 - Veado', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Cabelo',
    geral: {
      significado:
        'O cabelo farto lembra a juba do Leão e fala de força, vaidade e autoestima. Por isso o Leão abre os palpites, com a Cabra e a crina do Cavalo. Cortar o cabelo no sonho indica vontade de mudança.',
      palpites: {
        grupos: ['16 - Leão', '06 - Cabra', '11 - Cavalo'],
        milhares: ['7561', '5622', '1443'],
        ternoDeGrupo: ['16 - Leão', '06 - Cabra', '11 - Cavalo'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Cabelo caindo no sonho mostra medo de perder força ou de envelhecer. Na maioria das vezes é só cansaço: descanse e cuide de você.',
        palpites: {
          grupos: ['16 - Leão', '09 - Cobra', '03 - Burro'],
          milhares: ['2863', '1534', '1611'],
          ternoDeGrupo: ['16 - Leão', '09 - Cobra', '03 - Burro'],
        },
      },
      branco: {
        significado:
          'Cabelos brancos lembram a lã do Carneiro e falam de sabedoria e experiência. O sonho valoriza o que você já aprendeu.',
        palpites: {
          grupos: ['07 - Carneiro'],
          milhares: ['2128'],
          ternoDeGrupo: ['07 - Carneiro', '25 - Vaca', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Cabra',
    geral: {
      significado:
        'A Cabra é o grupo 06 e representa teimosia boa, aquela que faz subir montanha. Sonhar com ela pastando tranquila fala de independência e de vida simples. Se ela dava leite, a tradição vê sustento garantido.',
      palpites: {
        grupos: ['06 - Cabra', '07 - Carneiro', '21 - Touro'],
        milhares: ['7821', '9127', '8983'],
        ternoDeGrupo: ['06 - Cabra', '07 - Carneiro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Cachoeira',
    geral: {
      significado:
        'A cachoeira é água em movimento, força e limpeza ao mesmo tempo. O Jacaré, dono das águas, lidera, com o Veado da mata e a Águia. Tomar banho de cachoeira no sonho é sinal popular de energia renovada.',
      palpites: {
        grupos: ['15 - Jacaré', '24 - Veado', '02 - Águia'],
        milhares: ['7259', '4595', '6608'],
        ternoDeGrupo: ['15 - Jacaré', '24 - Veado', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Cachorro',
    geral: {
      significado:
        'O Cachorro é o grupo 05 e o bicho da lealdade, da amizade e da proteção. Sonhar com um cachorro manso fala de amigos verdadeiros por perto. A cor e o jeito do cachorro mudam a interpretação.',
      palpites: {
        grupos: ['05 - Cachorro', '14 - Gato', '11 - Cavalo'],
        milhares: ['5120', '4054', '6944'],
        ternoDeGrupo: ['05 - Cachorro', '14 - Gato', '11 - Cavalo'],
      },
    },
    variantes: {
      preto: {
        significado:
          'O cachorro preto costuma ser lido como um protetor discreto ou um aviso para desconfiar de falsas amizades. Observe quem se aproxima.',
        palpites: {
          grupos: ['05 - Cachorro'],
          milhares: ['7817'],
          ternoDeGrupo: ['05 - Cachorro', '14 - Gato', '09 - Cobra'],
        },
      },
      morto: {
        significado:
          'Um cachorro morto no sonho fala de fim de uma amizade ou de uma fase de lealdade. A Cobra, bicho da transformação, entra no palpite.',
        palpites: {
          grupos: ['05 - Cachorro', '09 - Cobra', '24 - Veado'],
          milhares: ['4919', '2634', '4694'],
          ternoDeGrupo: ['05 - Cachorro', '09 - Cobra', '24 - Veado'],
        },
      },
      bravo: {
        significado:
          'Cachorro bravo, latindo ou rosnando, mostra conflitos ou alguém na defensiva. Evite discussões desnecessárias nos próximos dias.',
        palpites: {
          grupos: ['05 - Cachorro', '22 - Tigre', '16 - Leão'],
          milhares: ['6717', '3887', '9964'],
          ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '16 - Leão'],
        },
      },
      branco: {
        significado:
          'O cachorro branco é sinal de paz e de amizade sincera. A tradição diz que ele traz boas companhias.',
        palpites: {
          grupos: ['05 - Cachorro', '07 - Carneiro', '02 - Águia'],
          milhares: ['5820', '5327', '4306'],
          ternoDeGrupo: ['05 - Cachorro', '07 - Carneiro', '02 - Águia'],
        },
      },
    },
  },
  {
    titulo: 'Cadeado',
    geral: {
      significado:
        'O cadeado protege o que é valioso, mas também tranca e impede a passagem. O Gato, guardião desconfiado, vem na frente, com a Cobra, que se fecha em si mesma, e o Urso. O sonho fala de segredos, de proteção e de portas que ainda vão se abrir.',
      palpites: {
        grupos: ['14 - Gato', '09 - Cobra', '23 - Urso'],
        milhares: ['1853', '9736', '6291'],
        ternoDeGrupo: ['14 - Gato', '09 - Cobra', '23 - Urso'],
      },
    },
    variantes: {
      aberto: {
        significado:
          'Um cadeado aberto anuncia a solução de um problema ou a liberdade depois de um período difícil. O Coelho e a Águia, que passam por qualquer lugar, acompanham o Gato.',
        palpites: {
          grupos: ['14 - Gato', '10 - Coelho', '02 - Águia'],
          milhares: ['5656', '6938', '3806'],
          ternoDeGrupo: ['14 - Gato', '10 - Coelho', '02 - Águia'],
        },
      },
    },
  },
  {
    titulo: 'Cadeira',
    geral: {
      significado:
        'A cadeira é lugar de descanso e também de posição, como a cadeira de um chefe. O Elefante, firme e estável, representa esse sonho. Sentar-se confortavelmente fala de segurança no lugar em que você está.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['9948'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '21 - Touro'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'Uma cadeira quebrada mostra insegurança sobre sua posição no trabalho ou em casa. Reforce as bases antes de se apoiar nelas.',
        palpites: {
          grupos: ['12 - Elefante', '09 - Cobra', '03 - Burro'],
          milhares: ['6045', '2534', '3510'],
          ternoDeGrupo: ['12 - Elefante', '09 - Cobra', '03 - Burro'],
        },
      },
    },
  },
  {
    titulo: 'Cadeira de rodas',
    geral: {
      significado:
        'A cadeira de rodas aparece em sonho quando a pessoa se sente limitada ou dependente dos outros para seguir em frente. O Burro, que carrega sem reclamar, vem na frente, com o Cavalo, que leva adiante, e o Urso, da força interior. O recado é aceitar ajuda: ela não diminui ninguém.',
      palpites: {
        grupos: ['03 - Burro', '11 - Cavalo', '23 - Urso'],
        milhares: ['7710', '6842', '1289'],
        ternoDeGrupo: ['03 - Burro', '11 - Cavalo', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Café',
    geral: {
      significado:
        'O café é o ritual das manhãs brasileiras, e a manhã pertence ao Galo. Sonhar com o cheiro de café passado fala de acolhimento e de visitas. É um sonho caseiro e amigável.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['4550'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '21 - Touro'],
      },
    },
    variantes: {
      'tomando café na xícara': {
        significado:
          'Tomar café na xícara, com calma, mostra um momento de conversa e de boas notícias. Convide alguém para um cafezinho.',
        palpites: {
          grupos: ['13 - Galo', '25 - Vaca', '07 - Carneiro'],
          milhares: ['7451', '5099', '2626'],
          ternoDeGrupo: ['13 - Galo', '25 - Vaca', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Caixa',
    geral: {
      significado:
        'Uma caixa fechada desperta curiosidade: pode guardar presente, lembrança ou problema. O Porco, bicho do que se junta e se guarda, vem primeiro, com o Gato curioso e o Camelo, que carrega volumes. O sonho anuncia surpresas e pede paciência para descobrir o que vem.',
      palpites: {
        grupos: ['18 - Porco', '14 - Gato', '08 - Camelo'],
        milhares: ['6670', '1655', '8232'],
        ternoDeGrupo: ['18 - Porco', '14 - Gato', '08 - Camelo'],
      },
    },
    variantes: {
      vazia: {
        significado:
          'A caixa vazia mostra expectativa frustrada ou sensação de que falta algo. O Burro e a Cobra, de mudança, entram com o Porco.',
        palpites: {
          grupos: ['18 - Porco', '03 - Burro', '09 - Cobra'],
          milhares: ['4872', '3109', '9735'],
          ternoDeGrupo: ['18 - Porco', '03 - Burro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Caixão',
    geral: {
      significado:
        'O caixão segue a morte e, no livro dos sonhos, vai para a Cobra, que troca de pele e representa transformação. Ele raramente fala de morte de verdade: costuma indicar o fim de um ciclo. Deixe ir o que já não serve.',
      palpites: {
        grupos: ['09 - Cobra', '24 - Veado', '23 - Urso'],
        milhares: ['6533', '7496', '3992'],
        ternoDeGrupo: ['09 - Cobra', '24 - Veado', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Calça',
    geral: {
      significado:
        'Vestir uma calça no sonho fala de postura, de firmeza e de quem manda na própria vida. O Cavalo, que leva o cavaleiro de calça e bota, é o bicho desse sonho. Calça rasgada pede cuidado com a imagem; calça nova anuncia um compromisso importante.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['4841'],
        ternoDeGrupo: ['11 - Cavalo', '05 - Cachorro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Calcinha',
    geral: {
      significado:
        'Sonhar com calcinha fala de intimidade, de desejo e de como a pessoa se sente com o próprio corpo. A Borboleta, ligada ao amor e à feminilidade, vem na frente, com o Gato, sensual, e o Pavão vaidoso. Pode anunciar um romance ou segredos que pedem discrição.',
      palpites: {
        grupos: ['04 - Borboleta', '14 - Gato', '19 - Pavão'],
        milhares: ['3216', '3555', '2974'],
        ternoDeGrupo: ['04 - Borboleta', '14 - Gato', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Calor',
    geral: {
      significado:
        'Sentir um calor forte no sonho mostra emoções intensas, ansiedade ou paixão. O Leão, bicho do fogo e do sol, é o palpite natural desse sonho. O povo lê o calor como sinal de que algo vai esquentar: uma briga, um namoro ou um negócio.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['9962'],
        ternoDeGrupo: ['16 - Leão', '08 - Camelo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Cama',
    geral: {
      significado:
        'A cama é refúgio, e o Urso, que hiberna tranquilo, é o bicho desse sonho. Ele fala de descanso, intimidade e da necessidade de recarregar as forças. Uma cama arrumada sugere a vida entrando nos eixos.',
      palpites: {
        grupos: ['23 - Urso', '12 - Elefante', '07 - Carneiro'],
        milhares: ['2591', '1046', '4027'],
        ternoDeGrupo: ['23 - Urso', '12 - Elefante', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Camelo',
    geral: {
      significado:
        'O Camelo é o grupo 08 e símbolo de resistência: atravessa o deserto guardando água. Sonhar com ele mostra que você tem fôlego para uma travessia longa. O Avestruz e o Burro completam o trio.',
      palpites: {
        grupos: ['08 - Camelo', '01 - Avestruz', '03 - Burro'],
        milhares: ['7229', '4901', '1909'],
        ternoDeGrupo: ['08 - Camelo', '01 - Avestruz', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Caminhão',
    geral: {
      significado:
        'O caminhão carrega peso e força, e no sonho fala de responsabilidades grandes. O Touro, bicho da força bruta, vem primeiro, com o Cavalo da estrada e o Elefante. Divida a carga se estiver pesado demais.',
      palpites: {
        grupos: ['21 - Touro', '11 - Cavalo', '12 - Elefante'],
        milhares: ['7683', '2043', '9348'],
        ternoDeGrupo: ['21 - Touro', '11 - Cavalo', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Caminho',
    geral: {
      significado:
        'O caminho no sonho representa as escolhas da vida. O Veado, que conhece as trilhas da mata, é o palpite. Caminho aberto e claro fala de oportunidades; caminho fechado, de paciência.',
      palpites: {
        grupos: ['24 - Veado', '11 - Cavalo', '03 - Burro'],
        milhares: ['6393', '9042', '5310'],
        ternoDeGrupo: ['24 - Veado', '11 - Cavalo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Campo',
    geral: {
      significado:
        'O campo verde e aberto é sinal de tranquilidade e de colheita à vista. A Vaca, pastando sossegada, representa esse sonho. Ele convida a desacelerar e a respirar.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['9999'],
        ternoDeGrupo: ['25 - Vaca', '21 - Touro', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Caneta',
    geral: {
      significado:
        'A caneta assina contratos, escreve cartas e registra decisões. O Galo, bicho do anúncio e da palavra dada, é quem guarda esse sonho. Sonhar com caneta sugere um documento importante chegando ou a hora de colocar um plano no papel.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['6352'],
        ternoDeGrupo: ['13 - Galo', '17 - Macaco', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Canguru',
    geral: {
      significado:
        'O canguru carrega o filhote na bolsa e anda aos saltos. O Coelho, que também salta e tem família numerosa, lidera os palpites, com o Macaco e a Borboleta. O sonho fala de proteção aos filhos e de avanços rápidos na vida.',
      palpites: {
        grupos: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
        milhares: ['9139', '2266', '9015'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Canoa',
    geral: {
      significado:
        'A canoa desliza pelo rio com o esforço de quem rema, e fala de jornada pessoal e de equilíbrio. O Jacaré, dono dos rios brasileiros, é o bicho desse sonho. Remar com calma anuncia boa travessia; canoa virando pede prudência.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['9059'],
        ternoDeGrupo: ['15 - Jacaré', '24 - Veado', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Cantor',
    geral: {
      significado:
        'Sonhar com um cantor ou cantando mostra vontade de se expressar e de ser ouvido. O Galo, que canta todo dia, lidera, com o Pavão vaidoso e o Macaco brincalhão. Solte a voz, literal ou figurativamente.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '17 - Macaco'],
        milhares: ['7850', '6473', '1767'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Cão',
    geral: {
      significado:
        'O cão é o mesmo Cachorro do grupo 05 e traz a ideia de guarda e fidelidade. Sonhar com um cão ao seu lado fala de proteção. Um cão latindo pode ser um aviso a ser ouvido.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['3318'],
        ternoDeGrupo: ['05 - Cachorro', '14 - Gato', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Capim',
    geral: {
      significado:
        'O capim alto dos pastos alimenta o gado e cresce com facilidade. O Veado, que vive nos campos, é o bicho desse sonho. Capim verde anuncia fartura; capim seco mostra uma fase de espera antes da chuva que vai renovar tudo.',
      palpites: {
        grupos: ['24 - Veado'],
        milhares: ['6096'],
        ternoDeGrupo: ['24 - Veado', '25 - Vaca', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Caracol',
    geral: {
      significado:
        'O caracol anda devagar e leva a casa nas costas. Fica com o Coelho, bicho pequeno das hortas, como lembrete de que pressa e calma convivem. O sonho pede paciência: o que você quer vai chegar, mas no tempo certo.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['2839'],
        ternoDeGrupo: ['10 - Coelho', '09 - Cobra', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Caranguejo',
    geral: {
      significado:
        'O caranguejo anda de lado e se esconde na lama, e no sonho fala de caminhos indiretos para chegar a um objetivo. Como bicho das águas, vai para o Jacaré. Às vezes, dar a volta é mais esperto do que forçar.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['4359'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Careca',
    geral: {
      significado:
        'Ficar careca no sonho, ou ver alguém sem cabelo, mostra medo de envelhecer, de perder a força ou de ficar exposto. A Águia, que em algumas espécies tem a cabeça branca e lisa, é o bicho desse sonho. O povo também lê a careca como sinal de juízo e de experiência.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['5008'],
        ternoDeGrupo: ['02 - Águia', '12 - Elefante', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Carnaval',
    geral: {
      significado:
        'O carnaval é festa, fantasia e liberdade para ser outra pessoa por alguns dias. O Macaco, folião nato, vem na frente, seguido do Pavão das plumas e da Borboleta das cores. O sonho anuncia alegria, encontros e talvez um amor de verão.',
      palpites: {
        grupos: ['17 - Macaco', '19 - Pavão', '04 - Borboleta'],
        milhares: ['6365', '6775', '1415'],
        ternoDeGrupo: ['17 - Macaco', '19 - Pavão', '04 - Borboleta'],
      },
    },
    variantes: {
      bloco: {
        significado:
          'Sair num bloco de rua mostra vontade de se misturar e fazer amigos. O Cachorro, sociável, e o Peru, das festas, acompanham o Macaco.',
        palpites: {
          grupos: ['17 - Macaco', '05 - Cachorro', '20 - Peru'],
          milhares: ['9065', '7917', '2280'],
          ternoDeGrupo: ['17 - Macaco', '05 - Cachorro', '20 - Peru'],
        },
      },
    },
  },
  {
    titulo: 'Carne',
    geral: {
      significado:
        'A carne no sonho remete à força e à mesa farta, e por isso abre no Touro. Carne fresca fala de vigor; carne estragada, de algo que passou do ponto. O Porco e a Vaca completam o trio.',
      palpites: {
        grupos: ['21 - Touro', '18 - Porco', '25 - Vaca'],
        milhares: ['9682', '9569', '2399'],
        ternoDeGrupo: ['21 - Touro', '18 - Porco', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Carneiro',
    geral: {
      significado:
        'O Carneiro é o grupo 07 e representa mansidão, ternura e a lã que aquece. Sonhar com um rebanho fala de convivência e de pertencimento. É um sonho calmo, de paz em casa.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['8125'],
        ternoDeGrupo: ['07 - Carneiro', '06 - Cabra', '25 - Vaca'],
      },
    },
    variantes: {
      preto: {
        significado:
          'O carneiro preto lembra a "ovelha negra" da família: alguém que pensa diferente. O sonho pede aceitação das diferenças.',
        palpites: {
          grupos: ['07 - Carneiro', '14 - Gato', '09 - Cobra'],
          milhares: ['7326', '1653', '9635'],
          ternoDeGrupo: ['07 - Carneiro', '14 - Gato', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Carrapato',
    geral: {
      significado:
        'O carrapato gruda e vive à custa dos outros, e no sonho representa pessoas ou gastos que sugam sua energia. A Cobra, bicho da traição, vem primeiro, com o Gato e o Veado, vítima comum do bicho no mato. O conselho é se afastar de quem só aparece para pedir.',
      palpites: {
        grupos: ['09 - Cobra', '14 - Gato', '24 - Veado'],
        milhares: ['3734', '9755', '1094'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Carro',
    geral: {
      significado:
        'O carro, como tudo que leva a gente adiante, fica com o Cavalo, bicho do movimento. Dirigir com segurança fala de controle sobre a própria vida. Se outra pessoa dirigia, talvez você esteja deixando os outros decidirem por você.',
      palpites: {
        grupos: ['11 - Cavalo', '21 - Touro', '02 - Águia'],
        milhares: ['1043', '2684', '4908'],
        ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Carta',
    geral: {
      significado:
        'A carta traz notícias de longe, e o que vem pelo ar é da Águia. Receber uma carta no sonho anuncia novidades ou o retorno de alguém. Se você escrevia, há algo que precisa ser dito.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['5306'],
        ternoDeGrupo: ['02 - Águia', '13 - Galo', '04 - Borboleta'],
      },
    },
    variantes: {
      de_amor: {
        significado:
          'Uma carta de amor leva o sonho à Borboleta e fala de declarações e sentimentos que querem sair. Talvez seja hora de se abrir.',
        palpites: {
          grupos: ['04 - Borboleta', '02 - Águia', '07 - Carneiro'],
          milhares: ['2113', '2306', '1327'],
          ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Carteira',
    geral: {
      significado:
        'A carteira guarda dinheiro e documentos, e o dinheiro é do Porco. Achar uma carteira fala de oportunidades; perder, de cuidado com gastos e descuidos. Vale conferir as contas do mês.',
      palpites: {
        grupos: ['18 - Porco', '05 - Cachorro', '19 - Pavão'],
        milhares: ['8369', '7517', '2275'],
        ternoDeGrupo: ['18 - Porco', '05 - Cachorro', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Casa',
    geral: {
      significado:
        'A casa é o lar, e o Elefante representa a solidez que todo lar precisa. Casa grande e iluminada fala de família unida e segurança. Reformar a casa no sonho mostra vontade de mudar algo em você.',
      palpites: {
        grupos: ['12 - Elefante', '21 - Touro', '25 - Vaca'],
        milhares: ['2445', '8884', '5298'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '25 - Vaca'],
      },
    },
    variantes: {
      de_fogo: {
        significado:
          'Casa pegando fogo assusta, mas o fogo, do Leão, também é paixão e renovação. O sonho fala de emoções fortes mexendo com a família.',
        palpites: {
          grupos: ['16 - Leão', '12 - Elefante', '15 - Jacaré'],
          milhares: ['2564', '3145', '8659'],
          ternoDeGrupo: ['16 - Leão', '12 - Elefante', '15 - Jacaré'],
        },
      },
    },
  },
  {
    titulo: 'Casamento',
    geral: {
      significado:
        'O casamento é um dos sonhos da Borboleta, grupo tradicional das noivas e das flores. Ele fala de união, compromisso e de uma nova etapa. Pode ser um casamento de verdade ou uma parceria de trabalho que se firma.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '07 - Carneiro'],
        milhares: ['8816', '3373', '6425'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Castelo',
    geral: {
      significado:
        'O castelo, de muralhas grossas, fica com o Elefante, bicho da solidez. Ele fala de sonhos grandes e de desejo de segurança. Cuidado apenas para não construir castelos de areia.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['3246'],
        ternoDeGrupo: ['12 - Elefante', '16 - Leão', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Cavalo',
    geral: {
      significado:
        'O Cavalo é o grupo 11 e representa liberdade, força e movimento. Cavalgar no sonho mostra que você está conduzindo a vida com firmeza. A cor do cavalo dá o tom da interpretação.',
      palpites: {
        grupos: ['11 - Cavalo', '24 - Veado', '21 - Touro'],
        milhares: ['9244', '1395', '6281'],
        ternoDeGrupo: ['11 - Cavalo', '24 - Veado', '21 - Touro'],
      },
    },
    variantes: {
      branco: {
        significado:
          'O cavalo branco é sinal de vitória e de pureza de intenções. A tradição vê nele boas notícias a caminho.',
        palpites: {
          grupos: ['11 - Cavalo', '02 - Águia', '07 - Carneiro'],
          milhares: ['2943', '5705', '1025'],
          ternoDeGrupo: ['11 - Cavalo', '02 - Águia', '07 - Carneiro'],
        },
      },
      preto: {
        significado:
          'O cavalo preto fala de mistério, força escondida e desejos intensos. Use essa energia com cuidado.',
        palpites: {
          grupos: ['11 - Cavalo'],
          milhares: ['8042'],
          ternoDeGrupo: ['11 - Cavalo', '14 - Gato', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Cavalo-marinho',
    geral: {
      significado:
        'O cavalo-marinho é um bicho delicado e curioso: é o pai que carrega os filhotes. Pelo nome fica com o Cavalo, com o Jacaré das águas e a Borboleta da delicadeza. O sonho fala de paternidade, de cuidado e de um jeito diferente de resolver as coisas.',
      palpites: {
        grupos: ['11 - Cavalo', '15 - Jacaré', '04 - Borboleta'],
        milhares: ['7544', '6759', '6215'],
        ternoDeGrupo: ['11 - Cavalo', '15 - Jacaré', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Caverna',
    geral: {
      significado:
        'A caverna é esconderijo e recolhimento, e ninguém conhece melhor uma caverna que o Urso. O sonho pede tempo para si e olhar para dentro. Uma luz ao fundo da caverna é sinal de saída próxima.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['8490'],
        ternoDeGrupo: ['23 - Urso', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Cebola',
    geral: {
      significado:
        'A cebola tem camadas e faz chorar, por isso o sonho fala de sentimentos que vão sendo descascados aos poucos. A Cabra, da horta, é a escolha. Às vezes chorar limpa a alma.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['2721'],
        ternoDeGrupo: ['06 - Cabra', '18 - Porco', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Cegonha',
    geral: {
      significado:
        'A cegonha é a ave que, na história popular, traz os bebês. O Avestruz, bicho do ovo e do nascimento, vem na frente, com a Borboleta da família e o Coelho da fertilidade. O sonho anuncia gravidez, nascimento ou um projeto novo chegando.',
      palpites: {
        grupos: ['01 - Avestruz', '04 - Borboleta', '10 - Coelho'],
        milhares: ['9203', '4113', '5538'],
        ternoDeGrupo: ['01 - Avestruz', '04 - Borboleta', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Celular',
    geral: {
      significado:
        'O celular é o mensageiro dos dias de hoje, e anunciar é tarefa do Galo. Sonhar com ele tocando fala de notícias chegando; bateria fraca, de cansaço. Desconecte um pouco se precisar.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['8550'],
        ternoDeGrupo: ['13 - Galo', '17 - Macaco', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Cemitério',
    geral: {
      significado:
        'O cemitério segue a morte e vai para a Cobra, bicho da transformação. O sonho costuma falar de saudade, de lembranças e de ciclos que se fecham. É também um convite a valorizar quem está vivo ao seu lado.',
      palpites: {
        grupos: ['09 - Cobra', '14 - Gato', '25 - Vaca'],
        milhares: ['4735', '5855', '2299'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Cenoura',
    geral: {
      significado:
        'A cenoura é o petisco preferido do Coelho, que fica com esse sonho. Ela fala de saúde, de boa visão sobre as coisas e de pequenos prêmios pelo esforço. Uma horta cheia de cenouras anuncia fartura simples.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['8039'],
        ternoDeGrupo: ['10 - Coelho', '06 - Cabra', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Cerveja',
    geral: {
      significado:
        'A cerveja gelada é imagem de festa e de roda de amigos, e o Macaco, farrista, leva esse sonho. Ela fala de descontração merecida. Só não esqueça do equilíbrio.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['4268'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Cervo',
    geral: {
      significado:
        'O cervo é o mesmo Veado do grupo 24, elegante e atento. Sonhar com ele fala de sensibilidade, de delicadeza e de fuga rápida do perigo. Um cervo tranquilo na mata anuncia paz interior.',
      palpites: {
        grupos: ['24 - Veado'],
        milhares: ['1794'],
        ternoDeGrupo: ['24 - Veado', '10 - Coelho', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Céu',
    geral: {
      significado:
        'O céu é morada da Águia e, no livro dos sonhos, é dela o palpite. Céu azul e limpo fala de clareza e de esperança; céu carregado, de preocupações passageiras. Olhar para o alto no sonho é sinal de aspirações.',
      palpites: {
        grupos: ['02 - Águia', '19 - Pavão', '04 - Borboleta'],
        milhares: ['1106', '5675', '3915'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Chá',
    geral: {
      significado:
        'O chá quentinho fala de calma, cuidado e conversas sem pressa. O Carneiro, manso, é o bicho dessa pausa. O sonho pode ser um pedido do corpo por descanso.',
      palpites: {
        grupos: ['07 - Carneiro', '04 - Borboleta', '13 - Galo'],
        milhares: ['3927', '7516', '8849'],
        ternoDeGrupo: ['07 - Carneiro', '04 - Borboleta', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Chapéu',
    geral: {
      significado:
        'O chapéu é acessório de estilo e de proteção, e o Pavão, vaidoso, fica com ele. Sonhar com um chapéu bonito fala de reconhecimento. Perder o chapéu pode indicar receio de passar vergonha.',
      palpites: {
        grupos: ['19 - Pavão', '11 - Cavalo', '16 - Leão'],
        milhares: ['6273', '6741', '7462'],
        ternoDeGrupo: ['19 - Pavão', '11 - Cavalo', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Chave',
    geral: {
      significado:
        'A chave abre portas, e a porta que ela abre é a da casa, o que leva ao Elefante. O Cachorro guarda a entrada e o Porco guarda o dinheiro. Encontrar uma chave fala de soluções; perder, de oportunidades que escapam.',
      palpites: {
        grupos: ['12 - Elefante', '05 - Cachorro', '18 - Porco'],
        milhares: ['2046', '5619', '4970'],
        ternoDeGrupo: ['12 - Elefante', '05 - Cachorro', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Chefe',
    geral: {
      significado:
        'O chefe no sonho representa autoridade, e o Leão é o rei dos bichos. Ele pode mostrar preocupação com o trabalho ou desejo de liderar. Converse com franqueza sobre o que te incomoda no serviço.',
      palpites: {
        grupos: ['16 - Leão', '21 - Touro', '12 - Elefante'],
        milhares: ['4461', '1582', '8045'],
        ternoDeGrupo: ['16 - Leão', '21 - Touro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Chiclete',
    geral: {
      significado:
        'O chiclete é mascado sem parar e gruda onde cai. O Macaco, que passa o dia mastigando e brincando, representa esse sonho. Pode mostrar uma preocupação que não sai da cabeça ou uma situação grudenta, difícil de resolver.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['9666'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Chifre',
    geral: {
      significado:
        'O chifre é a arma do Touro e leva o sonho para ele. Popularmente fala de ciúme e medo de traição, mas também de força e proteção. Não tire conclusões precipitadas.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['4781'],
        ternoDeGrupo: ['21 - Touro', '06 - Cabra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Chinelo',
    geral: {
      significado:
        'O chinelo é o calçado de casa, do descanso e da vida sem pose. O Cachorro, que vive no quintal e não larga o dono, é o bicho desse sonho. Sonhar com chinelo fala de conforto doméstico; chinelo arrebentado, de pequenos contratempos.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['3218'],
        ternoDeGrupo: ['05 - Cachorro', '03 - Burro', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Chocolate',
    geral: {
      significado:
        'O chocolate lembra a Páscoa, e a Páscoa lembra o Coelho. O sonho fala de prazer, de carinho e de recompensas doces. Dê a si mesmo um pequeno mimo.',
      palpites: {
        grupos: ['10 - Coelho', '18 - Porco', '04 - Borboleta'],
        milhares: ['3140', '2672', '6114'],
        ternoDeGrupo: ['10 - Coelho', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Choro',
    geral: {
      significado:
        'Chorar no sonho traz à mente as "lágrimas de crocodilo", e é no Jacaré que o choro cai. Muitas vezes o choro no sonho é alívio, um jeito de a alma desabafar. Depois dele costuma vir a calma.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['4759'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Chupeta',
    geral: {
      significado:
        'A chupeta acalma o bebê e lembra o começo da vida. O Avestruz, bicho do ovo e do nascimento, é o palpite desse sonho. Pode anunciar uma criança na família ou mostrar necessidade de conforto e de cuidado, como quando éramos pequenos.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['6501'],
        ternoDeGrupo: ['01 - Avestruz', '10 - Coelho', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Churrasco',
    geral: {
      significado:
        'O churrasco reúne família e amigos em volta da brasa, e a carne leva o sonho ao Touro. É um sonho de confraternização e de fartura. Pode anunciar um encontro animado.',
      palpites: {
        grupos: ['21 - Touro', '18 - Porco', '13 - Galo'],
        milhares: ['8784', '3272', '9252'],
        ternoDeGrupo: ['21 - Touro', '18 - Porco', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Chuva',
    geral: {
      significado:
        'A chuva é água que cai do céu, e por isso o Jacaré vem primeiro, acompanhado da Águia. Chuva fininha é sinal de bênção e de renovação; tempestade, de emoções fortes. Depois da chuva, a terra fica fértil.',
      palpites: {
        grupos: ['15 - Jacaré', '02 - Águia', '25 - Vaca'],
        milhares: ['7060', '8306', '9898'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Chuveiro',
    geral: {
      significado:
        'Tomar uma ducha no chuveiro lava o corpo e também as preocupações. O Jacaré, bicho da água, é quem cuida desse sonho. Água quentinha anuncia alívio; chuveiro frio pede coragem para encarar uma verdade.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['3660'],
        ternoDeGrupo: ['15 - Jacaré', '14 - Gato', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Cigana',
    geral: {
      significado:
        'A cigana dos sonhos lê a sorte e veste cores vivas, por isso fica com o Pavão. Ela fala de curiosidade sobre o futuro e de intuição. O melhor destino, lembra o sonho, é aquele que a gente constrói.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['6475'],
        ternoDeGrupo: ['19 - Pavão', '14 - Gato', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Cigarra',
    geral: {
      significado:
        'A cigarra canta no calor e anuncia o verão e a chuva. O Galo, outro cantor que faz anúncios, vem na frente, com a Borboleta dos insetos bonitos e o Veado dos campos. O sonho fala de boas notícias, mas lembra também a fábula: é preciso guardar para o inverno.',
      palpites: {
        grupos: ['13 - Galo', '04 - Borboleta', '24 - Veado'],
        milhares: ['5749', '7113', '6695'],
        ternoDeGrupo: ['13 - Galo', '04 - Borboleta', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Cigarro',
    geral: {
      significado:
        'O cigarro aceso traz fogo e fumaça, e o fogo é do Leão. O sonho pode mostrar ansiedade ou um hábito que você deseja largar. Se você apagava o cigarro, é sinal de força de vontade.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '14 - Gato'],
        milhares: ['3061', '2836', '2155'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Cinema',
    geral: {
      significado:
        'Assistir a um filme no cinema mostra vontade de fugir da rotina ou de olhar a própria vida de fora. O Pavão, bicho do espetáculo, vem na frente, com o Macaco imitador e o Gato, que enxerga no escuro. Ir acompanhado anuncia romance; sozinho, reflexão.',
      palpites: {
        grupos: ['19 - Pavão', '17 - Macaco', '14 - Gato'],
        milhares: ['2776', '4668', '8056'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Circo',
    geral: {
      significado:
        'O circo reúne o Elefante, o Macaco e o Leão no picadeiro, e é nessa ordem que vêm os palpites. Ele fala de alegria, de surpresa e de equilíbrio entre riso e risco. Talvez você esteja fazendo malabarismo com muitas tarefas.',
      palpites: {
        grupos: ['12 - Elefante', '17 - Macaco', '16 - Leão'],
        milhares: ['4147', '7867', '1362'],
        ternoDeGrupo: ['12 - Elefante', '17 - Macaco', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Cirurgia',
    geral: {
      significado:
        'Passar por uma cirurgia no sonho fala de mudança profunda: algo precisa ser tirado para a vida melhorar. O Elefante, da memória e da saúde, lidera os palpites, com a Cobra, símbolo da medicina, e a Vaca, da recuperação. O recado é não adiar cuidados com o corpo.',
      palpites: {
        grupos: ['12 - Elefante', '09 - Cobra', '25 - Vaca'],
        milhares: ['3347', '6336', '2899'],
        ternoDeGrupo: ['12 - Elefante', '09 - Cobra', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Ciúme',
    geral: {
      significado:
        'O ciúme no sonho é paixão misturada com insegurança, energia do Tigre. Ele mostra medo de perder alguém ou algo. Confiança se constrói com conversa, não com desconfiança.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['2986'],
        ternoDeGrupo: ['22 - Tigre', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Coala',
    geral: {
      significado:
        'O coala passa o dia agarrado ao eucalipto, dormindo e comendo folhas. O Urso, de quem lembra o jeito, vem na frente, com o Macaco, que também vive nas árvores, e o Veado. O sonho pede descanso, carinho e uma pausa na correria.',
      palpites: {
        grupos: ['23 - Urso', '17 - Macaco', '24 - Veado'],
        milhares: ['3090', '3466', '7996'],
        ternoDeGrupo: ['23 - Urso', '17 - Macaco', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Cobertor',
    geral: {
      significado:
        'O cobertor aquece como a lã do Carneiro, que fica com esse sonho. Ele fala de proteção, aconchego e necessidade de carinho. Noites frias pedem companhia.',
      palpites: {
        grupos: ['07 - Carneiro', '23 - Urso', '25 - Vaca'],
        milhares: ['3427', '5691', '2997'],
        ternoDeGrupo: ['07 - Carneiro', '23 - Urso', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Cobra',
    geral: {
      significado:
        'A Cobra é o grupo 09 e um dos sonhos mais comentados do livro. Ela troca de pele e por isso simboliza transformação, mas também traição e perigo escondido. O que a cobra fazia e a cor dela mudam tudo.',
      palpites: {
        grupos: ['09 - Cobra', '15 - Jacaré', '22 - Tigre'],
        milhares: ['6135', '5558', '2788'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '22 - Tigre'],
      },
    },
    variantes: {
      preta: {
        significado:
          'A cobra preta é vista como sinal de inveja ou de alguém falso por perto. Guarde seus planos para si por um tempo.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['8433'],
          ternoDeGrupo: ['09 - Cobra', '14 - Gato', '22 - Tigre'],
        },
      },
      picando: {
        significado:
          'Levar uma picada de cobra no sonho fala de uma decepção inesperada. Fique atento, mas sem paranoia.',
        palpites: {
          grupos: ['09 - Cobra', '22 - Tigre', '05 - Cachorro'],
          milhares: ['4134', '9785', '9619'],
          ternoDeGrupo: ['09 - Cobra', '22 - Tigre', '05 - Cachorro'],
        },
      },
      morta: {
        significado:
          'Uma cobra morta é sinal de vitória sobre um problema ou um inimigo. A tradição lê como alívio.',
        palpites: {
          grupos: ['09 - Cobra', '24 - Veado', '02 - Águia'],
          milhares: ['1133', '1194', '8005'],
          ternoDeGrupo: ['09 - Cobra', '24 - Veado', '02 - Águia'],
        },
      },
    },
  },
  {
    titulo: 'Cobrador',
    geral: {
      significado:
        'O cobrador, de dívida ou de ônibus, aparece quando há contas a acertar. O Burro, que carrega as obrigações, vem na frente, com o Porco do dinheiro e a Cobra, cujo nome ecoa a cobrança. O sonho pede organização financeira e honestidade com quem se deve.',
      palpites: {
        grupos: ['03 - Burro', '18 - Porco', '09 - Cobra'],
        milhares: ['5111', '2571', '3335'],
        ternoDeGrupo: ['03 - Burro', '18 - Porco', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Cocô',
    geral: {
      significado:
        'Por mais estranho que pareça, sonhar com cocô é tradicionalmente ligado a dinheiro, e por isso vai para o Porco. O sonho sugere que algo que parecia ruim pode trazer algum ganho. É folclore, então leve com bom humor.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['1972'],
        ternoDeGrupo: ['18 - Porco', '03 - Burro', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Coco (fruta)',
    geral: {
      significado:
        'O coco é duro por fora e cheio de água doce por dentro. O Jacaré da praia e dos rios lidera os palpites, com o Macaco que sobe no coqueiro e a Vaca, da nutrição. O sonho mostra que um esforço inicial vai revelar uma recompensa refrescante.',
      palpites: {
        grupos: ['15 - Jacaré', '17 - Macaco', '25 - Vaca'],
        milhares: ['3860', '9568', '7298'],
        ternoDeGrupo: ['15 - Jacaré', '17 - Macaco', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Coelho',
    geral: {
      significado:
        'O Coelho é o grupo 10 e representa fertilidade, rapidez e fartura. Sonhar com ele saltando fala de oportunidades que aparecem de repente. Seja ágil para aproveitá-las.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['7638'],
        ternoDeGrupo: ['10 - Coelho', '01 - Avestruz', '24 - Veado'],
      },
    },
    variantes: {
      branco: {
        significado:
          'O coelho branco é sinal de pureza e de boa sorte nos relacionamentos. Siga a intuição, como Alice seguiu o coelho.',
        palpites: {
          grupos: ['10 - Coelho', '07 - Carneiro', '04 - Borboleta'],
          milhares: ['9540', '3425', '8015'],
          ternoDeGrupo: ['10 - Coelho', '07 - Carneiro', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Cofre',
    geral: {
      significado:
        'O cofre guarda dinheiro, joias e segredos. O Porco, bicho das economias, é o palpite certeiro desse sonho. Cofre cheio fala de segurança financeira; cofre arrombado pede cuidado com a confiança que você deposita nos outros.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['4869'],
        ternoDeGrupo: ['18 - Porco', '23 - Urso', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Cogumelo',
    geral: {
      significado:
        'O cogumelo brota da noite para o dia em lugares úmidos e escondidos. A Cabra, que fuça o mato atrás do que comer, é o bicho desse sonho. Fala de crescimento rápido e inesperado, mas pede atenção: nem tudo o que aparece fácil faz bem.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['9423'],
        ternoDeGrupo: ['06 - Cabra', '09 - Cobra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Colar',
    geral: {
      significado:
        'O colar enfeita o pescoço e, como as joias, vai para o Pavão. Ele fala de valor pessoal, de presentes e de laços. Um colar arrebentado sugere cuidado com promessas frágeis.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '12 - Elefante'],
        milhares: ['6276', '7415', '2347'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Colchão',
    geral: {
      significado:
        'O colchão é onde a gente descansa e se recupera. O Urso, que dorme o inverno inteiro, é o bicho desse sonho. Colchão novo anuncia conforto e paz em casa; colchão velho ou rasgado mostra cansaço acumulado e noites mal dormidas.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['9191'],
        ternoDeGrupo: ['23 - Urso', '14 - Gato', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Colega de trabalho',
    geral: {
      significado:
        'Sonhar com um colega de trabalho costuma trazer para a noite as tensões e as parcerias do dia. O Burro, bicho do serviço, vem na frente, com o Macaco, esperto nas disputas do escritório, e o Cachorro, da lealdade. O sonho pede atenção a quem ajuda e a quem só compete.',
      palpites: {
        grupos: ['03 - Burro', '17 - Macaco', '05 - Cachorro'],
        milhares: ['2112', '7368', '4917'],
        ternoDeGrupo: ['03 - Burro', '17 - Macaco', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Colher',
    geral: {
      significado:
        'A colher leva a comida à boca, e a comida é do Porco. O sonho fala de sustento e de cuidado com quem depende de você. Uma colher de pau lembra a cozinha de casa e receitas de família.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['3572'],
        ternoDeGrupo: ['18 - Porco', '01 - Avestruz', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Cometa',
    geral: {
      significado:
        'O cometa cruza o céu de tempos em tempos e sempre foi visto como anúncio de mudanças. A Águia, senhora do céu, é quem representa esse sonho. Anuncia um acontecimento raro e marcante, daqueles que a gente conta depois.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['3308'],
        ternoDeGrupo: ['02 - Águia', '16 - Leão', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Comida',
    geral: {
      significado:
        'Toda comida, no livro dos sonhos, vai para o Porco, bicho da fartura. Mesa cheia fala de prosperidade e de família reunida; fome no sonho, de alguma carência. Repare no que você comia.',
      palpites: {
        grupos: ['18 - Porco', '21 - Touro', '13 - Galo'],
        milhares: ['7172', '2481', '5152'],
        ternoDeGrupo: ['18 - Porco', '21 - Touro', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Computador',
    geral: {
      significado:
        'O computador é ferramenta de trabalho e de inteligência, qualidades do Macaco. Sonhar com ele funcionando bem fala de organização; travando, de cansaço mental. Faça uma pausa e reorganize as tarefas.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['6867'],
        ternoDeGrupo: ['17 - Macaco', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Concha',
    geral: {
      significado:
        'A concha guarda o barulho do mar e às vezes uma pérola escondida. O Jacaré das águas vem na frente, com a Borboleta da beleza delicada e o Pavão das coisas preciosas. O sonho fala de proteção, de mistério e de um valor ainda não descoberto.',
      palpites: {
        grupos: ['15 - Jacaré', '04 - Borboleta', '19 - Pavão'],
        milhares: ['8960', '3513', '4173'],
        ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Copo',
    geral: {
      significado:
        'O copo cheio mata a sede e mostra que há o bastante para todos. Por causa da água, fica com o Jacaré. Copo cheio é sinal de fartura; copo quebrado anuncia um pequeno aborrecimento, que passa rápido.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['6258'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '13 - Galo'],
      },
    },
    variantes: {
      quebrado: {
        significado:
          'Quebrar um copo no sonho fala de um descuido ou de uma briga boba. A Cobra e o Gato, que derruba coisas da mesa, acompanham o Jacaré.',
        palpites: {
          grupos: ['15 - Jacaré', '09 - Cobra', '14 - Gato'],
          milhares: ['9357', '2234', '1756'],
          ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Coração',
    geral: {
      significado:
        'O coração bate forte e leva sangue ao corpo, o que liga o sonho ao Leão, bicho do sangue e da coragem. A Borboleta e o Carneiro trazem o lado do amor e da ternura. Escute o que o seu coração vem pedindo.',
      palpites: {
        grupos: ['16 - Leão', '04 - Borboleta', '07 - Carneiro'],
        milhares: ['1161', '9015', '6327'],
        ternoDeGrupo: ['16 - Leão', '04 - Borboleta', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Corda',
    geral: {
      significado:
        'A corda amarra, puxa e salva quem está em perigo. A Cobra, comprida e flexível como ela, é o bicho desse sonho. Segurar uma corda anuncia ajuda chegando; ficar amarrado mostra compromissos que estão tirando sua liberdade.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['7735'],
        ternoDeGrupo: ['09 - Cobra', '11 - Cavalo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Coroa',
    geral: {
      significado:
        'A coroa é do rei, e o rei dos bichos é o Leão. Sonhar com uma coroa fala de reconhecimento, liderança e conquistas. Use o poder com humildade.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['5061'],
        ternoDeGrupo: ['16 - Leão', '19 - Pavão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Corrida',
    geral: {
      significado:
        'Correr no sonho, numa prova ou fugindo, mostra pressa e vontade de chegar a algum lugar. O Veado, veloz, é o bicho desse sonho. Confira se está correndo atrás do que quer ou fugindo do que teme.',
      palpites: {
        grupos: ['24 - Veado'],
        milhares: ['3593'],
        ternoDeGrupo: ['24 - Veado', '11 - Cavalo', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Coruja',
    geral: {
      significado:
        'A coruja é ave da noite e da sabedoria, e como ave vai para a Águia, com o Gato noturno logo atrás. Ela pede atenção ao que está acontecendo sem barulho. Observe mais e fale menos.',
      palpites: {
        grupos: ['02 - Águia', '14 - Gato', '23 - Urso'],
        milhares: ['5308', '3255', '1191'],
        ternoDeGrupo: ['02 - Águia', '14 - Gato', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Corvo',
    geral: {
      significado:
        'O corvo, negro e inteligente, é visto como mensageiro de mistérios e de mudanças. A Águia, entre as aves, lidera os palpites, seguida da Cobra e do Gato, bichos das superstições. O sonho pede atenção às intuições e a cuidados com a saúde.',
      palpites: {
        grupos: ['02 - Águia', '09 - Cobra', '14 - Gato'],
        milhares: ['9808', '6433', '2954'],
        ternoDeGrupo: ['02 - Águia', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Costas',
    geral: {
      significado:
        'As costas carregam peso, e sonhar com elas mostra o quanto você anda sobrecarregado. O Burro, que leva tudo no lombo, é o bicho desse sonho. Ver alguém de costas fala de afastamento; dor nas costas, de responsabilidades demais.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['6610'],
        ternoDeGrupo: ['03 - Burro', '08 - Camelo', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Cozinha',
    geral: {
      significado:
        'A cozinha é o coração da casa e o lugar da comida, que é do Porco. Cozinha movimentada fala de família reunida e de fartura. Uma cozinha bagunçada pede organização da rotina.',
      palpites: {
        grupos: ['18 - Porco', '25 - Vaca', '13 - Galo'],
        milhares: ['5971', '5998', '7051'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Creche',
    geral: {
      significado:
        'Uma creche cheia de crianças fala de cuidado, de começo e de gente pequena para proteger. O Coelho, de família grande, vem na frente, com o Avestruz, do ovo, e a Borboleta, do amor. Pode anunciar gravidez na família ou um projeto que ainda precisa de colo.',
      palpites: {
        grupos: ['10 - Coelho', '01 - Avestruz', '04 - Borboleta'],
        milhares: ['7238', '8004', '6114'],
        ternoDeGrupo: ['10 - Coelho', '01 - Avestruz', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Criança',
    geral: {
      significado:
        'A criança no sonho representa alegria, espontaneidade e a sua própria criança interior. O Macaco, brincalhão e curioso, é o bicho dela. Brinque mais e leve a vida com menos peso.',
      palpites: {
        grupos: ['17 - Macaco', '01 - Avestruz', '10 - Coelho'],
        milhares: ['5566', '6604', '5639'],
        ternoDeGrupo: ['17 - Macaco', '01 - Avestruz', '10 - Coelho'],
      },
    },
    variantes: {
      chorando: {
        significado:
          'Uma criança chorando mostra uma necessidade sua que pede cuidado. Dê atenção ao que está sendo deixado de lado.',
        palpites: {
          grupos: ['17 - Macaco', '15 - Jacaré', '01 - Avestruz'],
          milhares: ['4265', '7759', '1204'],
          ternoDeGrupo: ['17 - Macaco', '15 - Jacaré', '01 - Avestruz'],
        },
      },
    },
  },
  {
    titulo: 'Crocodilo',
    geral: {
      significado:
        'O crocodilo é primo do Jacaré e fica no grupo 15. Ele fala de força escondida sob a superfície e de paciência para agir na hora certa. Cuidado com quem sorri demais.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['9958'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Cruz',
    geral: {
      significado:
        'A cruz é símbolo de fé e vai para o Pavão, bicho da igreja. Ela pode falar de um peso a carregar ou de proteção espiritual. Uma oração ajuda a aliviar o coração.',
      palpites: {
        grupos: ['19 - Pavão', '09 - Cobra', '02 - Águia'],
        milhares: ['7576', '7634', '4408'],
        ternoDeGrupo: ['19 - Pavão', '09 - Cobra', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Cunhado',
    geral: {
      significado:
        'O cunhado é da família sem ser de sangue, e sonhar com ele fala de convivência, de ajuda e às vezes de pequenos atritos. O Cachorro, leal e de casa, é o palpite desse sonho. Uma conversa boa com o cunhado anuncia paz nos encontros de família.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['2618'],
        ternoDeGrupo: ['05 - Cachorro', '07 - Carneiro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Cupim',
    geral: {
      significado:
        'O cupim come a madeira por dentro, sem que ninguém perceba. A Cobra, ligada ao que é traiçoeiro e escondido, é o palpite do sonho. O recado é conferir o que parece firme: um negócio, uma amizade ou a própria casa.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['6033'],
        ternoDeGrupo: ['09 - Cobra', '03 - Burro', '23 - Urso'],
      },
    },
  },
];

export default dreams;
