// Built-in dream entries for the letter S.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Sabão',
    geral: {
      significado:
        'Sabão e espuma no sonho falam de limpeza: tirar de cima o que pesa, fazer as pazes com o passado. Se você escorregou no sabão, cuidado com situações que parecem simples demais. Vai de Gato, o bicho que passa o dia se lavando.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['0254'],
        ternoDeGrupo: ['14 - Gato', '07 - Carneiro', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Sabiá',
    geral: {
      significado:
        'O sabiá canta anunciando a primavera, e no sonho traz saudade boa, lembranças da terra natal e notícias alegres. Ouvi-lo cantar é sinal de recomeço. Como ave, o sabiá voa para a Águia.',
      palpites: {
        grupos: ['02 - Águia', '04 - Borboleta', '13 - Galo'],
        milhares: ['0907', '1513', '9050'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Saco',
    geral: {
      significado:
        'Carregar um saco pesado mostra responsabilidades acumuladas; um saco cheio de coisas boas, porém, fala de fartura. Saco rasgado pede atenção ao que você está deixando escapar. Quem leva a carga na tabela é o Burro, e é nele que o povo aposta.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['9712'],
        ternoDeGrupo: ['03 - Burro', '08 - Camelo', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Saia',
    geral: {
      significado:
        'A saia é feminilidade e estilo. Saia longa sugere discrição e elegância; saia curta, ousadia e vontade de ser vista. Como peça ligada à mulher, o palpite começa pela Vaca.',
      palpites: {
        grupos: ['25 - Vaca', '04 - Borboleta', '19 - Pavão'],
        milhares: ['9298', '6314', '2075'],
        ternoDeGrupo: ['25 - Vaca', '04 - Borboleta', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Sal',
    geral: {
      significado:
        'O sal dá gosto e conserva; no sonho fala de sabedoria e de proteção, e muita gente o usa para espantar mau-olhado. Derramar sal, pela crença popular, pede cuidado com desentendimentos. A Cabra, que adora lamber sal, fica com a dica.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['3621'],
        ternoDeGrupo: ['06 - Cabra', '15 - Jacaré', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Sangue',
    geral: {
      significado:
        'Sangue no sonho é força vital, família e energia. Ver sangue sem dor pode indicar vitalidade renovada e laços de parentesco fortes; sangue de um ferimento pede cuidado com o desgaste. O livro liga o sangue ao Leão, símbolo de vigor.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
        milhares: ['5364', '4434', '7285'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
      },
    },
    variantes: {
      com_muito_sangue: {
        significado:
          'Muito sangue assusta, mas no sonho costuma marcar o fim intenso de uma situação. Descanse e procure conforto em quem você ama.',
        palpites: {
          grupos: ['16 - Leão'],
          milhares: ['1464'],
          ternoDeGrupo: ['16 - Leão', '09 - Cobra', '21 - Touro'],
        },
      },
      na_boca: {
        significado:
          'Sangue na boca sugere palavras que machucaram, ditas ou ouvidas. Cuide do tom das próximas conversas.',
        palpites: {
          grupos: ['16 - Leão', '05 - Cachorro', '09 - Cobra'],
          milhares: ['8561', '3820', '5534'],
          ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Santo',
    geral: {
      significado:
        'Sonhar com um santo traz sensação de amparo e proteção. Pode ser o momento de fazer um pedido, agradecer ou cumprir uma promessa esquecida. Os altares enfeitados e cheios de brilho levam o santo ao Pavão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['9774'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Sapato',
    geral: {
      significado:
        'Sapato é o caminho que você escolhe e a maneira de trilhá-lo. Sapato novo indica novo rumo; apertado ou furado mostra que algo da rotina já não serve. Como a ferradura é o sapato do cavalo, o palpite corre para o Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '03 - Burro', '19 - Pavão'],
        milhares: ['9944', '8109', '0776'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '19 - Pavão'],
      },
    },
    variantes: {
      preto: {
        significado:
          'Sapato preto fala de seriedade e de compromisso formal. Uma reunião ou entrevista pode estar perto.',
        palpites: {
          grupos: ['11 - Cavalo'],
          milhares: ['9142'],
          ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Sapo',
    geral: {
      significado:
        "O sapo é feio para uns e amuleto para outros: na crença popular, atrai dinheiro quando aparece em casa. No sonho, fala de transformação, como o girino que vira sapo. Bicho da beira d'água, vai de Jacaré.",
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['3059'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Semente',
    geral: {
      significado:
        'Semente é promessa: aquilo que você planta hoje e colhe amanhã. Plantar sementes sugere começar um projeto com calma; vê-las brotar indica resultados a caminho. Ligada ao jardim, a semente é da Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['1313'],
        ternoDeGrupo: ['04 - Borboleta', '06 - Cabra', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Sereia',
    geral: {
      significado:
        'A sereia encanta com o canto e esconde mistérios sob a água. Sonhar com ela pode indicar atração forte, sedução ou uma ilusão bonita demais para ser verdade. Do mar vem o Jacaré, com o Pavão pela beleza.',
      palpites: {
        grupos: ['15 - Jacaré', '19 - Pavão', '25 - Vaca'],
        milhares: ['0559', '8474', '5899'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Serpente',
    geral: {
      significado:
        'Serpente é sinônimo de cobra, e no sonho carrega os mesmos símbolos: sabedoria, renovação e também falsidade. Enrolada e quieta, mostra forças guardadas esperando a hora de agir; se atacava, desconfie de promessas doces. O palpite é a Cobra.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['9234'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '22 - Tigre'],
      },
    },
    variantes: {
      picando: {
        significado:
          'Serpente picando alerta para uma traição ou uma palavra venenosa. Fique perto de quem é de confiança.',
        palpites: {
          grupos: ['09 - Cobra', '05 - Cachorro', '14 - Gato'],
          milhares: ['2734', '0020', '7656'],
          ternoDeGrupo: ['09 - Cobra', '05 - Cachorro', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Sino',
    geral: {
      significado:
        'O sino anuncia: casamento, missa, hora de acordar. Sonhar com ele sugere uma notícia importante ou um convite para celebrar. O Galo, que também acorda todo mundo, é o palpite; o Pavão entra pela igreja.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '04 - Borboleta'],
        milhares: ['0352', '1275', '0913'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Sobrinho',
    geral: {
      significado:
        'Sobrinhos no sonho trazem alegria, bagunça e a sensação de família crescendo. Pode indicar reencontro com parentes ou uma responsabilidade nova com alguém mais jovem. Criança, no livro, é Macaco.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5866'],
        ternoDeGrupo: ['17 - Macaco', '01 - Avestruz', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Sofá',
    geral: {
      significado:
        'O sofá é o cantinho do descanso e das conversas em família. Sofá confortável sugere paz em casa; sofá rasgado ou velho pede renovação nos hábitos do lar. O Elefante, que guarda a solidez do lar, abre o palpite.',
      palpites: {
        grupos: ['12 - Elefante', '23 - Urso', '14 - Gato'],
        milhares: ['6348', '5092', '1055'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Sogra',
    geral: {
      significado:
        'A sogra no sonho representa a família do parceiro e as expectativas que vêm junto. Um encontro amistoso sugere convivência melhorando; briga mostra tensões que pedem diálogo. Como figura feminina, o palpite é a Vaca.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['5097'],
        ternoDeGrupo: ['25 - Vaca', '09 - Cobra', '14 - Gato'],
      },
    },
    variantes: {
      morta: {
        significado:
          'Sogra morta no sonho não é aviso de desgraça. Indica o fim de um conflito ou uma mudança na relação com a família do parceiro.',
        palpites: {
          grupos: ['25 - Vaca', '09 - Cobra', '07 - Carneiro'],
          milhares: ['4598', '0436', '3327'],
          ternoDeGrupo: ['25 - Vaca', '09 - Cobra', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Sol',
    geral: {
      significado:
        'O sol é energia, clareza e vontade de fazer acontecer. Sol brilhando forte traz dias de ânimo e boas chances; sol escondido por nuvens pede paciência, porque a luz volta. O livro associa o sol ao Leão, de juba dourada.',
      palpites: {
        grupos: ['16 - Leão', '02 - Águia', '04 - Borboleta'],
        milhares: ['2364', '0808', '3116'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Soldado',
    geral: {
      significado:
        'O soldado é disciplina, dever e defesa. Sonhar com ele sugere que é hora de organizar as forças e enfrentar uma batalha com estratégia. Guerreiro da floresta, o Tigre responde por este sonho.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['5485'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Sombra',
    geral: {
      significado:
        'A sombra mostra o lado que a gente prefere não ver. Ser seguido por ela sugere medos antigos pedindo atenção; descansar à sombra de uma árvore, ao contrário, é sinal de proteção. Quem mora nos cantos escuros é a Cobra, o bicho escolhido.',
      palpites: {
        grupos: ['09 - Cobra', '14 - Gato', '22 - Tigre'],
        milhares: ['3535', '9956', '2485'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Sopa',
    geral: {
      significado:
        'Sopa quentinha é colo de mãe em forma de comida. Sonhar com ela sugere cuidado, recuperação e conforto depois de dias puxados. Prato de comida, no livro, é prato do Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9170'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Sorriso',
    geral: {
      significado:
        'Um sorriso sincero no sonho abre portas: simpatia, novos amigos e paz nas relações. Se o sorriso parecia falso, fique atento a elogios exagerados. Leveza pede Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '17 - Macaco', '10 - Coelho'],
        milhares: ['4113', '1568', '7739'],
        ternoDeGrupo: ['04 - Borboleta', '17 - Macaco', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Sorvete',
    geral: {
      significado:
        'Sorvete é prazer simples e lembrança de infância. Tomar um sorvete gostoso fala de momentos leves e pequenas recompensas; sorvete derretendo lembra que algumas alegrias são para aproveitar logo. Pelo gelado, o palpite é o Urso.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['2490'],
        ternoDeGrupo: ['23 - Urso', '17 - Macaco', '10 - Coelho'],
      },
    },
    variantes: {
      de_chocolate: {
        significado:
          'Sorvete de chocolate é consolo e carinho. O sonho sugere se permitir um agrado sem culpa.',
        palpites: {
          grupos: ['23 - Urso', '10 - Coelho', '17 - Macaco'],
          milhares: ['5491', '6739', '8066'],
          ternoDeGrupo: ['23 - Urso', '10 - Coelho', '17 - Macaco'],
        },
      },
    },
  },
  {
    titulo: 'Suor',
    geral: {
      significado:
        'Suar no sonho é sinal de esforço: trabalho duro que ainda vai render frutos. Suor frio, porém, revela ansiedade e pede descanso. Trabalhador incansável, o Burro é quem representa o suor na tabela.',
      palpites: {
        grupos: ['03 - Burro', '16 - Leão', '11 - Cavalo'],
        milhares: ['7909', '3164', '0941'],
        ternoDeGrupo: ['03 - Burro', '16 - Leão', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Sujeira',
    geral: {
      significado:
        'Sujeira acumulada no sonho mostra pendências, mágoas ou contas que você anda empurrando. Limpar tudo é ótimo sinal de virada de página. O Porco, que rola na lama, é o palpite clássico.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['5269'],
        ternoDeGrupo: ['18 - Porco', '14 - Gato', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Surpresa',
    geral: {
      significado:
        'Uma surpresa no sonho anuncia novidades inesperadas, quase sempre bem-vindas. Festa surpresa indica que alguém pensa em você mais do que você imagina. E quem salta da cartola do mágico? O Coelho, o bicho deste sonho.',
      palpites: {
        grupos: ['10 - Coelho', '04 - Borboleta', '19 - Pavão'],
        milhares: ['9440', '5913', '4975'],
        ternoDeGrupo: ['10 - Coelho', '04 - Borboleta', '19 - Pavão'],
      },
    },
  },
];

export default dreams;
