// Built-in dream entries for the letter I.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Iate',
    geral: {
      significado:
        'Navegar num iate fala de desejo de conforto, liberdade e de aproveitar a vida sem pressa. O Pavão, bicho do luxo, vem na frente, seguido do Jacaré pela água. Só lembre que o mar também tem ondas, e que é bom manter os pés no chão.',
      palpites: {
        grupos: ['19 - Pavão', '15 - Jacaré', '02 - Águia'],
        milhares: ['2976', '9658', '0606'],
        ternoDeGrupo: ['19 - Pavão', '15 - Jacaré', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Idoso',
    geral: {
      significado:
        'Sonhar com uma pessoa idosa traz conselhos, experiência e sabedoria. O Elefante, que vive muitos anos e guarda tudo na memória, é o palpite. Ouça com atenção o que ela dizia no sonho.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['3446'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Igreja',
    geral: {
      significado:
        'A igreja no sonho fala de fé, proteção e busca por paz interior. O Pavão, associado à igreja em nosso livro dos sonhos, lidera o palpite. Entrar numa igreja cheia indica apoio de amigos; vazia, um momento de reflexão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['9875'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Iguana',
    geral: {
      significado:
        'A iguana parece um pequeno dragão e passa horas parada, tomando sol. O Jacaré, réptil como ela, é o bicho desse sonho. Fala de paciência, de observação e de momentos em que vale mais esperar do que agir.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['5858'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Ilha',
    geral: {
      significado:
        'Uma ilha cercada de água fala de isolamento, às vezes desejado, às vezes não. Água é do Jacaré, que fica com o palpite. Se a ilha era paradisíaca, você anda precisando de férias; se estava perdido nela, busque reaproximar-se das pessoas.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['1459'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Ímã',
    geral: {
      significado:
        'O ímã atrai e prende o que está por perto, e no sonho fala de atração, magnetismo e de pessoas que chegam até você. O Gato, sedutor, vem na frente, com a Borboleta do amor e a Cobra, que hipnotiza. Anuncia novos relacionamentos e convites.',
      palpites: {
        grupos: ['14 - Gato', '04 - Borboleta', '09 - Cobra'],
        milhares: ['8553', '5814', '6734'],
        ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Imposto',
    geral: {
      significado:
        'Pagar imposto no sonho mostra preocupação com contas, com obrigações e com o que sai do bolso sem voltar. O Porco, do dinheiro, vem na frente, com o Burro, que carrega o peso, e o Camelo, que aguenta a travessia. O recado é organizar a papelada e evitar atrasos.',
      palpites: {
        grupos: ['18 - Porco', '03 - Burro', '08 - Camelo'],
        milhares: ['5570', '9111', '3731'],
        ternoDeGrupo: ['18 - Porco', '03 - Burro', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Incêndio',
    geral: {
      significado:
        'Um incêndio no sonho mostra emoções intensas, como raiva ou paixão, difíceis de controlar. O fogo é do Leão, que lidera o palpite. Apagar as chamas indica que você vai conseguir contornar a situação.',
      palpites: {
        grupos: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
        milhares: ['2063', '6985', '3635'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
      },
    },
    variantes: {
      de_carro: {
        significado:
          'Carro pegando fogo pede cuidado com pressa e com decisões tomadas no calor do momento. O Cavalo, bicho do carro, acompanha o Leão.',
        palpites: {
          grupos: ['16 - Leão', '11 - Cavalo', '05 - Cachorro'],
          milhares: ['0761', '7941', '8019'],
          ternoDeGrupo: ['16 - Leão', '11 - Cavalo', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Incenso',
    geral: {
      significado:
        'A fumaça perfumada do incenso sobe devagar e lembra oração, limpeza e calma. O Pavão, ligado à igreja e aos rituais, é o bicho desse sonho. Anuncia paz de espírito e a saída de energias pesadas da casa.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['8773'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Indígena',
    geral: {
      significado:
        'Sonhar com um indígena fala de sabedoria ancestral, de respeito à natureza e de ligação com as raízes do Brasil. O Veado, da mata, vem na frente, com o Jacaré dos rios e o Tigre, que lembra a onça das florestas. O sonho pede que você confie na intuição e nos ensinamentos dos mais velhos.',
      palpites: {
        grupos: ['24 - Veado', '15 - Jacaré', '22 - Tigre'],
        milhares: ['1695', '3358', '5888'],
        ternoDeGrupo: ['24 - Veado', '15 - Jacaré', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Inferno',
    geral: {
      significado:
        'Sonhar com o inferno reflete culpa, medo ou uma fase muito difícil. O Leão, pelo fogo, e a Cobra, pela tentação, formam o palpite. A tradição lembra que todo sonho ruim passa, e que falar sobre o que aflige ajuda.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
        milhares: ['5461', '9034', '1287'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Inimigo',
    geral: {
      significado:
        'Encontrar um inimigo no sonho mostra tensão acumulada e medo de ser prejudicado. O Tigre, que ataca de surpresa, é o bicho desse sonho. Fazer as pazes com o inimigo, dizem, traz alívio para os próximos dias.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['2287'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Injeção',
    geral: {
      significado:
        'A injeção incomoda na hora, mas cura depois, e o sonho fala de algo desagradável que vai fazer bem. A picada lembra a da Cobra, e o cajado da medicina também traz uma serpente. Aceite o remédio amargo que a vida oferece.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['3936'],
        ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Inseto',
    geral: {
      significado:
        'Insetos no sonho costumam falar de pequenos incômodos que se acumulam. No livro dos sonhos, os insetos vão para a Borboleta. Se eles eram bonitos e coloridos, as pequenas coisas vão trazer alegria.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['4713'],
        ternoDeGrupo: ['04 - Borboleta', '17 - Macaco', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Inveja',
    geral: {
      significado:
        'Sentir inveja ou ser invejado no sonho revela comparação e insegurança. O Pavão, que se exibe e desperta olhares, lidera o palpite. Cuide do seu brilho sem se importar tanto com o dos outros.',
      palpites: {
        grupos: ['19 - Pavão', '09 - Cobra', '14 - Gato'],
        milhares: ['1676', '9436', '8153'],
        ternoDeGrupo: ['19 - Pavão', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Inverno',
    geral: {
      significado:
        'O inverno é tempo de frio, de casa fechada e de reflexão. O Urso, que dorme a estação inteira para guardar forças, é o bicho desse sonho. Fala de recolhimento e de uma pausa necessária antes de uma fase mais ensolarada.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['5989'],
        ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Iogurte',
    geral: {
      significado:
        'O iogurte vem do leite e é alimento leve, bom para a saúde. A Vaca, bicho do leite e da nutrição, é o palpite natural desse sonho. Anuncia cuidados com o corpo e uma fase de equilíbrio.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['8500'],
        ternoDeGrupo: ['25 - Vaca', '06 - Cabra', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Ipê',
    geral: {
      significado:
        'O ipê floresce quando a seca ainda castiga, cobrindo a cidade de amarelo, roxo ou branco. Flor puxa a Borboleta, que vem na frente, com o Veado do cerrado e o Pavão, das cores. O sonho anuncia beleza e alegria depois de um período difícil.',
      palpites: {
        grupos: ['04 - Borboleta', '24 - Veado', '19 - Pavão'],
        milhares: ['7813', '2395', '3774'],
        ternoDeGrupo: ['04 - Borboleta', '24 - Veado', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Irmão',
    geral: {
      significado:
        'O irmão no sonho fala de cumplicidade, rivalidade e laços de família. O Coelho, que nasce em ninhadas, é o bicho dos irmãos. Se vocês estavam brigando, pode ser hora de uma conversa; se estavam rindo, o laço está forte.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['3438'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Isqueiro',
    geral: {
      significado:
        'O isqueiro acende o fogo com um simples gesto. O Leão, bicho do fogo, é quem representa esse sonho. Fala de ideias que pegam rápido e de paixões que acendem, mas lembra que uma faísca mal usada pode começar um incêndio.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['8964'],
        ternoDeGrupo: ['16 - Leão', '14 - Gato', '09 - Cobra'],
      },
    },
  },
];

export default dreams;
