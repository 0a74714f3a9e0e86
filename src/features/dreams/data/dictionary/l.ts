// Built-in dream entries for the letter L.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Lábios',
    geral: {
      significado:
        'Lábios no sonho falam de afeto e de palavras: o que se beija e o que se diz. Lábios bonitos e pintados anunciam charme e conquistas no amor; rachados ou feridos pedem cuidado com algo dito no calor da hora. O romance, como todo beijo, pousa na Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
        milhares: ['2516', '1973', '8198'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
      },
    },
    variantes: {
      com_batom: {
        significado:
          'Boca de batom vermelho no sonho é desejo e vontade de ser notada. Uma paixão pode esquentar nos próximos dias.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['2014'],
          ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Ladrão',
    geral: {
      significado:
        'Sonhar com ladrão mostra medo de perder algo valioso, seja dinheiro, tempo ou afeto. O Cachorro, guardião da casa, é o bicho que a tradição liga a esse sonho. Vale conferir portas, senhas e em quem você anda confiando.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['9419'],
        ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Lagarto',
    geral: {
      significado:
        'O lagarto tomando sol no sonho fala de calma, adaptação e capacidade de se renovar. Réptil de sangue frio, vai para o Jacaré, seu parente maior. Se ele fugia rápido, uma chance pode escapar se você demorar a agir.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '06 - Cabra'],
        milhares: ['2258', '0035', '1121'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Lagoa',
    geral: {
      significado:
        'Uma lagoa de águas calmas fala de paz interior e de emoções em equilíbrio. Como toda água, fica com o Jacaré. Água turva pede atenção a mágoas paradas que precisam ser limpas.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['2057'],
        ternoDeGrupo: ['15 - Jacaré', '10 - Coelho', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Lagosta',
    geral: {
      significado:
        'A lagosta é prato de festa e de luxo: no sonho aparece quando se deseja conforto, reconhecimento ou uma comemoração especial. Comer lagosta sugere uma conquista à vista; vê-la viva no mar fala de proteção, por causa da casca dura. Bicho da água, leva ao Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '19 - Pavão', '18 - Porco'],
        milhares: ['2059', '4774', '3870'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Lama',
    geral: {
      significado:
        'Atolar na lama no sonho mostra uma fase em que tudo parece mais difícil de andar. O Jacaré, que vive à vontade nos brejos, lidera o palpite, e o Porco, que adora um lamaçal, vem junto. Sair da lama indica superação com um pouco de esforço.',
      palpites: {
        grupos: ['15 - Jacaré', '18 - Porco', '03 - Burro'],
        milhares: ['5757', '6869', '7712'],
        ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Lâmpada',
    geral: {
      significado:
        'A lâmpada que acende é a ideia que chega: clareza, solução e bom entendimento de um problema antigo. Lâmpada queimada ou piscando mostra cansaço e dúvida, pedindo descanso antes de decidir. Como tudo que ilumina e aquece, o palpite fica com o Leão, bicho do fogo.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['8962'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Lanterna',
    geral: {
      significado:
        'A lanterna ilumina o escuro e o sonho fala de encontrar respostas em meio à dúvida. O Gato, que enxerga bem à noite, é o bicho desse sonho. Se a pilha acabava, é sinal para recarregar as próprias energias.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['0153'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Lápis',
    geral: {
      significado:
        'Escrever a lápis é deixar espaço para apagar e refazer: o sonho fala de planos ainda em rascunho e de uma segunda chance para acertar. Lápis quebrado ou sem ponta sugere um projeto parado, à espera de cuidado. O Macaco, aluno esperto da tabela, guia o palpite.',
      palpites: {
        grupos: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
        milhares: ['7965', '7940', '8113'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Laranja',
    geral: {
      significado:
        'A laranja é fruta de quintal e de suco na mesa: no sonho anuncia saúde, energia e pequenas alegrias em casa. Chupar laranja doce indica uma fase agradável; laranja azeda pede paciência com alguém da família. Como toda fruta no livro, vai para o Macaco.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['2566'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '04 - Borboleta'],
      },
    },
    variantes: {
      podre: {
        significado:
          'Laranja podre mostra uma oportunidade que passou do ponto. Vale aproveitar logo o que ainda está bom à sua volta.',
        palpites: {
          grupos: ['17 - Macaco'],
          milhares: ['2065'],
          ternoDeGrupo: ['17 - Macaco', '09 - Cobra', '18 - Porco'],
        },
      },
    },
  },
  {
    titulo: 'Leão',
    geral: {
      significado:
        'O Leão é o grupo 16, rei dos bichos, símbolo de coragem, liderança e orgulho. Sonhar com um leão calmo fala de poder sob controle e de respeito conquistado. Se você o acariciava, há proteção forte ao seu lado.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['7361'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '21 - Touro'],
      },
    },
    variantes: {
      bravo: {
        significado:
          'Leão bravo, rugindo ou atacando, mostra um confronto com alguém de autoridade ou com a própria raiva. Calma e firmeza resolvem melhor que a força.',
        palpites: {
          grupos: ['16 - Leão', '22 - Tigre', '05 - Cachorro'],
          milhares: ['7864', '4485', '4620'],
          ternoDeGrupo: ['16 - Leão', '22 - Tigre', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Lebre',
    geral: {
      significado:
        'A lebre é prima do Coelho e fica no grupo 10, bicho da velocidade e da fertilidade. Sonhar com ela fala de oportunidades que surgem e somem rápido. Fique atento e não deixe para amanhã.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['7238'],
        ternoDeGrupo: ['10 - Coelho', '24 - Veado', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Leite',
    geral: {
      significado:
        'O leite é alimento de cuidado e de começo de vida, e a Vaca é a sua dona no livro dos sonhos. Beber leite fala de conforto e de nutrição, do corpo e da alma. Leite derramado, diz o povo, não adianta chorar: siga em frente.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['7199'],
        ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Lençol',
    geral: {
      significado:
        'O lençol fala da intimidade e do descanso. Lençol limpo e cheiroso anuncia paz em casa e sono reparador; lençol sujo ou rasgado mostra preocupações que tiram o sossego à noite. O Urso, que sabe dormir bem, aquece o palpite.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['7191'],
        ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '04 - Borboleta'],
      },
    },
    variantes: {
      branco: {
        significado:
          'Lençol branco estendido é sinal de recomeço limpo e de paz na família, com a casa em ordem.',
        palpites: {
          grupos: ['23 - Urso'],
          milhares: ['3990'],
          ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Leopardo',
    geral: {
      significado:
        'O leopardo é força silenciosa: caça com paciência e ataca na hora certa. No sonho, fala de ambição, elegância e de uma oportunidade que exige agir rápido. Se ele parecia ameaçador, atenção a quem disfarça as intenções. Felino pintado, corre para o Tigre.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '14 - Gato'],
        milhares: ['5786', '4963', '3253'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Lesma',
    geral: {
      significado:
        'A lesma deixa um rastro por onde passa e anda sem pressa: no sonho pede paciência com um projeto que demora, mas avança. Lesma em casa ou na comida mostra algo que incomoda aos poucos. O corpo mole e rasteiro lembra a Cobra, que fica com a dica.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['9035'],
        ternoDeGrupo: ['09 - Cobra', '10 - Coelho', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Libélula',
    geral: {
      significado:
        'A libélula voa leve sobre a água e é símbolo de mudança e de transformação. Vê-la no sonho traz notícias boas, leveza depois de um período pesado e vontade de mudar de ares. Como a borboleta, é inseto de asas bonitas, e o palpite pousa na Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '02 - Águia', '10 - Coelho'],
        milhares: ['9814', '1807', '4237'],
        ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Limão',
    geral: {
      significado:
        'O limão é azedo, mas rende uma boa limonada, e o sonho fala de transformar dificuldades em algo útil. Como as frutas em geral, fica com o Macaco. Um limoeiro carregado é sinal de fartura depois de um período amargo.',
      palpites: {
        grupos: ['17 - Macaco', '06 - Cabra', '18 - Porco'],
        milhares: ['2367', '1122', '6369'],
        ternoDeGrupo: ['17 - Macaco', '06 - Cabra', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Língua',
    geral: {
      significado:
        'A língua é fala, sabor e também fofoca. Sonhar com ela pede atenção ao que você diz e ao que dizem de você: a língua comprida, no dito popular, é de quem fala demais. Mostrar a língua é brincadeira; mordê-la, arrependimento. O veneno da palavra vai para a Cobra.',
      palpites: {
        grupos: ['09 - Cobra', '05 - Cachorro', '15 - Jacaré'],
        milhares: ['1235', '0720', '4957'],
        ternoDeGrupo: ['09 - Cobra', '05 - Cachorro', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Livro',
    geral: {
      significado:
        'O livro guarda conhecimento, e o Elefante, bicho da memória que nunca esquece, é o palpite. Ler no sonho fala de aprendizado e de respostas que estão ao seu alcance. Um livro fechado sugere um capítulo da vida ainda por começar.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['7946'],
        ternoDeGrupo: ['12 - Elefante', '17 - Macaco', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Lixo',
    geral: {
      significado:
        'Lixo no sonho fala de coisas que precisam ser descartadas: mágoas, hábitos ou objetos acumulados. O Porco, que não tem nojo de sobras, lidera o palpite, e o povo ainda diz que o lixo de um é o luxo de outro. Tirar o lixo de casa é sinal de limpeza e de recomeço.',
      palpites: {
        grupos: ['18 - Porco', '05 - Cachorro', '14 - Gato'],
        milhares: ['1070', '4319', '2256'],
        ternoDeGrupo: ['18 - Porco', '05 - Cachorro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Lobo',
    geral: {
      significado:
        'O lobo é parente selvagem do Cão e por isso vai para o grupo do Cachorro. Sonhar com ele fala de instinto, liberdade e também de alguém que pode estar à espreita. Um lobo em matilha lembra a força de estar com os seus.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['6219'],
        ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Loja',
    geral: {
      significado:
        'Entrar numa loja no sonho mostra desejos e escolhas: o que você quer ter e o que está disposto a pagar. Loja cheia e bem arrumada indica bons negócios e dinheiro circulando; loja fechada ou vazia pede calma com gastos. O comércio é território do Porco, bicho da fartura.',
      palpites: {
        grupos: ['18 - Porco', '19 - Pavão', '17 - Macaco'],
        milhares: ['5970', '9475', '1266'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Loteria',
    geral: {
      significado:
        'Sonhar com loteria, bilhete ou números sorteados mostra esperança de mudança e vontade de melhorar de vida. O sonho fala mais de desejo do que de aviso: sorte também é estar atento às oportunidades do dia a dia. O dinheiro, no livro, é sempre do Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['8072'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '04 - Borboleta'],
      },
    },
    variantes: {
      ganhando: {
        significado:
          'Ganhar na loteria no sonho mostra vontade de alívio financeiro e de segurança. É um desejo bonito, não uma promessa: jogue com moderação.',
        palpites: {
          grupos: ['18 - Porco', '19 - Pavão', '04 - Borboleta'],
          milhares: ['0172', '8375', '5916'],
          ternoDeGrupo: ['18 - Porco', '19 - Pavão', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Louça',
    geral: {
      significado:
        'Louça limpa e arrumada no armário mostra casa em ordem e família reunida em volta da mesa. Pilha de louça suja fala de tarefas acumuladas e de cansaço com a rotina. Lavar a louça é resolver pendências. O palpite vai para a Vaca, ligada à cozinha e ao leite.',
      palpites: {
        grupos: ['25 - Vaca', '13 - Galo', '12 - Elefante'],
        milhares: ['9399', '7249', '0847'],
        ternoDeGrupo: ['25 - Vaca', '13 - Galo', '12 - Elefante'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'Louça quebrada assusta, mas o povo diz que leva embora o azar. Cuide dos laços da casa para evitar brigas bobas.',
        palpites: {
          grupos: ['25 - Vaca', '14 - Gato', '09 - Cobra'],
          milhares: ['7398', '9255', '1534'],
          ternoDeGrupo: ['25 - Vaca', '14 - Gato', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Lua',
    geral: {
      significado:
        'A lua é ligada ao Gato, bicho da noite e da intuição, na escolha do nosso livro dos sonhos. Lua cheia fala de sentimentos à flor da pele e de coisas que se completam. Lua nova é tempo de começos e de plantar ideias.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['1355'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Lua de mel',
    geral: {
      significado:
        'A lua de mel é o começo doce de uma vida a dois, e o sonho fala de romance, carinho e novidades no amor. Por ser ligada ao casamento, fica com a Borboleta. Para quem já é casado, pode ser um convite a reacender a chama.',
      palpites: {
        grupos: ['04 - Borboleta', '25 - Vaca', '21 - Touro'],
        milhares: ['4416', '1197', '9484'],
        ternoDeGrupo: ['04 - Borboleta', '25 - Vaca', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Luta',
    geral: {
      significado:
        'Lutar no sonho mostra que você está disposto a defender o que é seu. O Tigre, bicho de briga e de força, é o palpite. Vencer a luta fala de superação; perder, de cansaço que pede descanso antes de tentar de novo.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['8587'],
        ternoDeGrupo: ['22 - Tigre', '21 - Touro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Luva',
    geral: {
      significado:
        'A luva protege as mãos e também esconde o que elas fazem. No sonho, pode indicar cuidado, delicadeza e boas maneiras, ou um segredo guardado. Perder uma luva sugere distância de alguém querido. O Gato, de patas macias e discretas, leva a dica.',
      palpites: {
        grupos: ['14 - Gato', '05 - Cachorro', '23 - Urso'],
        milhares: ['9756', '1617', '6289'],
        ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Luz',
    geral: {
      significado:
        'Uma luz forte no sonho fala de clareza, esperança e respostas que finalmente aparecem. A luz do sol é do Leão, que lidera o palpite. Seguir uma luz no fim do túnel é sinal de que a fase difícil está perto de acabar.',
      palpites: {
        grupos: ['16 - Leão', '02 - Águia', '19 - Pavão'],
        milhares: ['4161', '2406', '1976'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '19 - Pavão'],
      },
    },
  },
];

export default dreams;
