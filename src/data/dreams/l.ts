// Built-in dream entries for the letter L.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
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
