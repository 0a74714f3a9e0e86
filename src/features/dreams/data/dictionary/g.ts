// Built-in dream entries for the letter G.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Gafanhoto',
    geral: {
      significado:
        'O gafanhoto salta longe e, em bando, devora plantações inteiras. O Coelho, que também salta e come a horta, vem na frente, com a Cabra e o Veado, bichos do pasto. O sonho fala de avanços rápidos, mas alerta contra gastos que comem as economias.',
      palpites: {
        grupos: ['10 - Coelho', '06 - Cabra', '24 - Veado'],
        milhares: ['5440', '8923', '2893'],
        ternoDeGrupo: ['10 - Coelho', '06 - Cabra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Gaiola',
    geral: {
      significado:
        'Uma gaiola no sonho fala de sentir-se preso a uma situação, um emprego ou uma relação. O Pavão, ave de enfeite muitas vezes mantida cativa, representa esse sonho. Abrir a porta da gaiola é sinal de libertação próxima.',
      palpites: {
        grupos: ['19 - Pavão', '02 - Águia', '13 - Galo'],
        milhares: ['8376', '9006', '7751'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Gaivota',
    geral: {
      significado:
        'A gaivota voa sobre o mar e anuncia a proximidade da terra para os pescadores. A Águia, rainha das aves, é o bicho desse sonho. Fala de liberdade, de viagens e de notícias que chegam de longe.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['1008'],
        ternoDeGrupo: ['02 - Águia', '15 - Jacaré', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Galinha',
    geral: {
      significado:
        'A galinha pertence ao grupo do Galo e simboliza cuidado com a casa e com os filhos. Ciscando no terreiro, anuncia pequenos ganhos somados um a um. Galinha chocando é sinal de projetos que logo vão nascer.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['2851'],
        ternoDeGrupo: ['13 - Galo', '01 - Avestruz', '18 - Porco'],
      },
    },
    variantes: {
      preta: {
        significado:
          'A galinha preta carrega fama de mau-olhado no folclore, e o sonho pede cuidado com a inveja. Fique mais reservado por alguns dias.',
        palpites: {
          grupos: ['13 - Galo', '09 - Cobra', '14 - Gato'],
          milhares: ['9949', '5834', '8055'],
          ternoDeGrupo: ['13 - Galo', '09 - Cobra', '14 - Gato'],
        },
      },
      morta: {
        significado:
          'Galinha morta no sonho fala de uma fonte de sustento que pode estar se esgotando. Hora de rever planos com prudência.',
        palpites: {
          grupos: ['13 - Galo'],
          milhares: ['5349'],
          ternoDeGrupo: ['13 - Galo', '09 - Cobra', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Galo',
    geral: {
      significado:
        'O Galo é o grupo 13 e canta para acordar o dia, anunciando novidades. Sonhar com ele fala de coragem, orgulho e despertar para algo importante. Um galo cantando alto é tido como aviso de boas notícias.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['1451'],
        ternoDeGrupo: ['13 - Galo', '21 - Touro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Gambá',
    geral: {
      significado:
        'O gambá sai à noite e é conhecido pelo cheiro forte quando se sente ameaçado. O Gato, outro bicho dos quintais noturnos, é quem representa esse sonho. Alerta contra fofocas e pede que você se defenda sem perder a compostura.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['5353'],
        ternoDeGrupo: ['14 - Gato', '09 - Cobra', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Ganso',
    geral: {
      significado:
        'O ganso é vigilante e grasna alto quando chega estranho, servindo de guarda do quintal. O Galo, companheiro de terreiro e também barulhento, é o bicho desse sonho. Anuncia visitas e pede atenção a quem se aproxima.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['7351'],
        ternoDeGrupo: ['13 - Galo', '20 - Peru', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Garagem',
    geral: {
      significado:
        'A garagem guarda o carro e também coisas esquecidas. O Cavalo, que leva a gente de um lugar a outro, lidera os palpites, com o Burro, que carrega tudo, e o Gato, que se esconde nos cantos. O sonho fala de planos parados esperando a hora de sair.',
      palpites: {
        grupos: ['11 - Cavalo', '03 - Burro', '14 - Gato'],
        milhares: ['8643', '4310', '9254'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Garçom',
    geral: {
      significado:
        'O garçom serve, atende e traz o que a gente pede. O Peru, das mesas fartas, vem na frente, com o Galo e o Porco. Ser servido anuncia conforto e reconhecimento; ser o garçom no sonho mostra vontade de agradar, mas pede que você não se esqueça de si.',
      palpites: {
        grupos: ['20 - Peru', '13 - Galo', '18 - Porco'],
        milhares: ['5577', '4149', '5470'],
        ternoDeGrupo: ['20 - Peru', '13 - Galo', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Garfo',
    geral: {
      significado:
        'O garfo espeta e leva a comida à boca, falando de apetite e de vontade de conquistar. O Porco, guloso e ligado à mesa, é o bicho desse sonho. Garfo de prata anuncia ganhos; garfo torto, pequenas dificuldades em casa.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['7970'],
        ternoDeGrupo: ['18 - Porco', '09 - Cobra', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Garrafa',
    geral: {
      significado:
        'A garrafa guarda líquidos e, nas histórias, até mensagens jogadas no mar. O Jacaré, ligado à água e às bebidas, é o palpite desse sonho. Garrafa cheia fala de fartura; vazia, de algo que acabou e precisa ser reposto.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['7160'],
        ternoDeGrupo: ['15 - Jacaré', '17 - Macaco', '18 - Porco'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'Uma garrafa quebrada anuncia briga ou um descuido que custa caro. A Cobra e o Tigre acompanham o Jacaré.',
        palpites: {
          grupos: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
          milhares: ['7059', '8435', '5687'],
          ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Gasolina',
    geral: {
      significado:
        'A gasolina é o combustível que faz o carro andar, e no sonho representa energia e motivação. O Cavalo, da velocidade, vem na frente, com o Leão, do fogo, e o Camelo, que aguenta longas distâncias. Tanque cheio anuncia disposição; vazio, cansaço a ser tratado.',
      palpites: {
        grupos: ['11 - Cavalo', '16 - Leão', '08 - Camelo'],
        milhares: ['2744', '6863', '9329'],
        ternoDeGrupo: ['11 - Cavalo', '16 - Leão', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Gato',
    geral: {
      significado:
        'O Gato é o grupo 14, bicho da independência, da intuição e dos mistérios da noite. Um gato manso no colo fala de afeto e tranquilidade. Gato arisco pede atenção a pessoas falsas por perto.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['1853'],
        ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '17 - Macaco'],
      },
    },
    variantes: {
      preto: {
        significado:
          'Apesar da superstição, o gato preto nos sonhos é lido como proteção e sexto sentido aguçado. Confie no que sua intuição está dizendo.',
        palpites: {
          grupos: ['14 - Gato', '09 - Cobra', '23 - Urso'],
          milhares: ['8754', '8134', '6292'],
          ternoDeGrupo: ['14 - Gato', '09 - Cobra', '23 - Urso'],
        },
      },
      branco: {
        significado:
          'O gato branco traz calma e paz, e costuma aparecer em fases de reconciliação.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['9853'],
          ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '02 - Águia'],
        },
      },
      morto: {
        significado:
          'Gato morto no sonho fala de uma ilusão que acaba ou de uma desconfiança que se resolve. A Cobra entra como sinal de mudança.',
        palpites: {
          grupos: ['14 - Gato', '09 - Cobra', '12 - Elefante'],
          milhares: ['6655', '4135', '7847'],
          ternoDeGrupo: ['14 - Gato', '09 - Cobra', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Gaveta',
    geral: {
      significado:
        'A gaveta guarda papéis, lembranças e segredos. O Gato, curioso, que mexe em tudo, é o bicho desse sonho. Abrir uma gaveta anuncia descobertas; gaveta emperrada mostra um assunto que você anda evitando.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['7156'],
        ternoDeGrupo: ['14 - Gato', '18 - Porco', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Gavião',
    geral: {
      significado:
        'O gavião voa alto e desce certeiro sobre a presa. A Águia, sua parente, encabeça os palpites, com o Tigre caçador e a Cobra, presa comum. O sonho fala de oportunidades que exigem rapidez e também de alguém de olho no que é seu.',
      palpites: {
        grupos: ['02 - Águia', '22 - Tigre', '09 - Cobra'],
        milhares: ['6205', '5787', '5034'],
        ternoDeGrupo: ['02 - Águia', '22 - Tigre', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Geladeira',
    geral: {
      significado:
        'A geladeira cheia é o retrato da casa com comida garantida. A Vaca, do leite e do sustento, vem na frente, com o Porco da fartura e o Jacaré, do gelo e da água. O sonho fala de segurança doméstica e de recursos guardados.',
      palpites: {
        grupos: ['25 - Vaca', '18 - Porco', '15 - Jacaré'],
        milhares: ['1599', '8971', '2759'],
        ternoDeGrupo: ['25 - Vaca', '18 - Porco', '15 - Jacaré'],
      },
    },
    variantes: {
      vazia: {
        significado:
          'Abrir a geladeira e não achar nada mostra preocupação com dinheiro e com o sustento. O Burro e o Camelo, que resistem à escassez, passam à frente da Vaca.',
        palpites: {
          grupos: ['03 - Burro', '08 - Camelo', '25 - Vaca'],
          milhares: ['3610', '8432', '2100'],
          ternoDeGrupo: ['03 - Burro', '08 - Camelo', '25 - Vaca'],
        },
      },
      cheia: {
        significado:
          'Geladeira cheia é sinal de fartura e de casa bem abastecida. O Porco e a Vaca vêm na frente, com o Peru das festas.',
        palpites: {
          grupos: ['18 - Porco', '25 - Vaca', '20 - Peru'],
          milhares: ['1171', '2698', '8679'],
          ternoDeGrupo: ['18 - Porco', '25 - Vaca', '20 - Peru'],
        },
      },
    },
  },
  {
    titulo: 'Gelo',
    geral: {
      significado:
        'O gelo no sonho fala de sentimentos congelados ou de uma situação que parou no tempo. O Urso, que vive bem no frio, é o bicho escolhido. Gelo derretendo indica que as coisas vão voltar a fluir.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['5890'],
        ternoDeGrupo: ['23 - Urso', '15 - Jacaré', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Gêmeos',
    geral: {
      significado:
        'Sonhar com gêmeos fala de duplicação: em dobro vêm as alegrias e também as responsabilidades. O Coelho, conhecido pelas ninhadas grandes, lidera o palpite. Também pode mostrar uma escolha dividida entre duas opções.',
      palpites: {
        grupos: ['10 - Coelho', '01 - Avestruz', '17 - Macaco'],
        milhares: ['4937', '0702', '7565'],
        ternoDeGrupo: ['10 - Coelho', '01 - Avestruz', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Genro',
    geral: {
      significado:
        'O genro chega à família pelo casamento, e por isso o sonho fica com a Borboleta, bicho das uniões, acompanhada do Touro, firme, e do Cachorro, que guarda a casa. Sonhar com ele fala de confiança, de entrosamento e de novidades na família da filha.',
      palpites: {
        grupos: ['04 - Borboleta', '21 - Touro', '05 - Cachorro'],
        milhares: ['9316', '2282', '4317'],
        ternoDeGrupo: ['04 - Borboleta', '21 - Touro', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Gigante',
    geral: {
      significado:
        'Um gigante no sonho representa um desafio que parece maior que você. O Elefante, o maior bicho da tabela, é o palpite natural. Se o gigante era amigável, é sinal de proteção de alguém poderoso.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['4347'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Girafa',
    geral: {
      significado:
        'A girafa enxerga por cima das árvores e vê o que os outros não veem. O Veado, de pernas longas e passo elegante, vem na frente, com o Elefante, companheiro da savana, e a Águia, da visão do alto. O sonho fala de perspectiva e de planos de longo alcance.',
      palpites: {
        grupos: ['24 - Veado', '12 - Elefante', '02 - Águia'],
        milhares: ['8894', '5645', '7108'],
        ternoDeGrupo: ['24 - Veado', '12 - Elefante', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Girassol',
    geral: {
      significado:
        'O girassol segue o sol o dia inteiro, e o sonho fala de otimismo e de buscar o lado bom das coisas. Como flor, fica com a Borboleta, e o sol acrescenta o Leão. Um campo de girassóis é sonho de alegria pura.',
      palpites: {
        grupos: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
        milhares: ['8016', '8362', '5307'],
        ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Goiaba',
    geral: {
      significado:
        'A goiaba do quintal, vermelha e perfumada, lembra infância e fruta colhida no pé. O Macaco, que sobe nas árvores atrás de frutas, é o bicho desse sonho. Anuncia coisas boas perto de casa, que às vezes passam despercebidas.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['6068'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Golfinho',
    geral: {
      significado:
        'O golfinho é inteligente, brincalhão e conhecido por ajudar quem está no mar. O Jacaré, das águas, vem na frente, com o Macaco, também esperto e brincalhão, e a Borboleta, da alegria. O sonho anuncia proteção, amizade sincera e dias leves.',
      palpites: {
        grupos: ['15 - Jacaré', '17 - Macaco', '04 - Borboleta'],
        milhares: ['9657', '6766', '6815'],
        ternoDeGrupo: ['15 - Jacaré', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Gorila',
    geral: {
      significado:
        'O gorila é parente grande do Macaco e, no sonho, mostra força física e instinto de proteção. Pode indicar alguém forte ao seu lado ou a necessidade de se impor. Se estava bravo, evite confrontos por agora.',
      palpites: {
        grupos: ['17 - Macaco', '22 - Tigre', '21 - Touro'],
        milhares: ['6168', '1086', '7584'],
        ternoDeGrupo: ['17 - Macaco', '22 - Tigre', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Grama',
    geral: {
      significado:
        'Grama verdinha no sonho fala de tranquilidade e de crescimento constante. A Cabra, que passa o dia pastando, é o bicho escolhido. Grama seca pede atenção a algo que precisa ser regado, como uma amizade ou um projeto.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['0521'],
        ternoDeGrupo: ['06 - Cabra', '25 - Vaca', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Granizo',
    geral: {
      significado:
        'O granizo cai de repente e pode estragar plantações e telhados. A Águia, ligada ao céu e ao tempo, é o bicho desse sonho. Ele fala de contratempos rápidos e passageiros: o estrago é menor do que o susto.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['6406'],
        ternoDeGrupo: ['02 - Águia', '23 - Urso', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Gravata',
    geral: {
      significado:
        'A gravata é peça de ocasiões sérias: entrevista, casamento, reunião importante. O Pavão, bicho da elegância e da vaidade, é quem representa esse sonho. Anuncia compromissos formais e chance de causar boa impressão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['4873'],
        ternoDeGrupo: ['19 - Pavão', '13 - Galo', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Grávida',
    geral: {
      significado:
        'Ver uma mulher grávida no sonho anuncia fertilidade de ideias e coisas novas a caminho. A Vaca, bicho da mulher e da maternidade, vem na frente, seguida do Avestruz, do ovo. Também pode ser a chegada de um bebê na família ou entre amigos.',
      palpites: {
        grupos: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
        milhares: ['5297', '4303', '6340'],
        ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Gravidez',
    geral: {
      significado:
        'A gravidez no sonho fala de algo sendo gerado: um projeto, uma mudança ou mesmo um filho. O Avestruz, bicho do ovo e dos bebês, é o palpite tradicional. A espera pede paciência e cuidado.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['6103'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
      },
    },
    variantes: {
      de_gravida: {
        significado:
          'Quando quem sonha com gravidez está grávida, o sonho costuma refletir as expectativas e os medos naturais da espera. É sinal de vínculo forte com o bebê.',
        palpites: {
          grupos: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
          milhares: ['8303', '8699', '4714'],
          ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Grilo',
    geral: {
      significado:
        'O grilo canta à noite no mato e, para o povo, anuncia dinheiro ou visita. O Galo, outro cantor, vem na frente, com o Coelho, que salta, e o Veado, dos campos. O sonho pede atenção a sinais pequenos que trazem boas notícias.',
      palpites: {
        grupos: ['13 - Galo', '10 - Coelho', '24 - Veado'],
        milhares: ['2549', '1239', '4195'],
        ternoDeGrupo: ['13 - Galo', '10 - Coelho', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Gripe',
    geral: {
      significado:
        'Estar gripado no sonho mostra cansaço e necessidade de parar um pouco. O Urso, que se recolhe para descansar e se recuperar, é o bicho desse sonho. O recado é diminuir o ritmo antes que o corpo obrigue.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['6090'],
        ternoDeGrupo: ['23 - Urso', '10 - Coelho', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Grito',
    geral: {
      significado:
        'Gritar no sonho é deixar sair o que ficou entalado. O Leão, dono do rugido mais forte, é o bicho desse sonho. Se você não conseguia gritar, é sinal de que precisa encontrar um jeito de se expressar.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['8664'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Gruta',
    geral: {
      significado:
        'Entrar numa gruta é mergulhar no seu mundo interior, nos medos e nas descobertas escondidas. O Urso, que faz das cavernas sua casa, lidera o palpite. Sair da gruta para a luz indica respostas encontradas.',
      palpites: {
        grupos: ['23 - Urso', '08 - Camelo', '09 - Cobra'],
        milhares: ['6491', '8829', '8233'],
        ternoDeGrupo: ['23 - Urso', '08 - Camelo', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Guarda-chuva',
    geral: {
      significado:
        'O guarda-chuva protege da água, e água é do Jacaré no livro dos sonhos. Abri-lo no sonho mostra prevenção e cuidado com os problemas que vêm por aí. Perder o guarda-chuva fala de se sentir desprotegido.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['5060'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Guerra',
    geral: {
      significado:
        'Sonhar com guerra reflete conflitos internos ou disputas em casa e no trabalho. O Tigre, feroz e estrategista, fica com o palpite. A dica é escolher bem as batalhas e buscar a paz sempre que der.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '21 - Touro'],
        milhares: ['3885', '4464', '9281'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Guitarra',
    geral: {
      significado:
        'A guitarra elétrica é barulho, palco e vontade de se expressar. O Pavão, bicho do espetáculo, vem na frente, com o Leão, que ruge alto, e o Macaco, que adora fazer barulho. O sonho fala de criatividade, de rebeldia e de talentos que querem aparecer.',
      palpites: {
        grupos: ['19 - Pavão', '16 - Leão', '17 - Macaco'],
        milhares: ['5073', '6063', '8867'],
        ternoDeGrupo: ['19 - Pavão', '16 - Leão', '17 - Macaco'],
      },
    },
  },
];

export default dreams;
