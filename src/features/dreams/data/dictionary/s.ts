// Built-in dream entries for the letter S.
import type { Dream } from '../../domain/types';

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
    titulo: 'Salada',
    geral: {
      significado:
        'Salada fresca no prato mostra vontade de cuidar da saúde e de deixar a vida mais leve. No sonho, anuncia disposição e escolhas equilibradas; salada murcha pede atenção ao corpo. Verduras da horta são do Macaco, com a Cabra das folhas.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['9166'],
        ternoDeGrupo: ['17 - Macaco', '06 - Cabra', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Salão de beleza',
    geral: {
      significado:
        'Ir ao salão de beleza no sonho mostra vontade de cuidar de si e de mudar a aparência. Sair satisfeito anuncia autoestima em alta; corte que deu errado pede cuidado com mudanças feitas por impulso. A vaidade do Pavão comanda o palpite.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
        milhares: ['9074', '4914', '0755'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Salsicha',
    geral: {
      significado:
        'A salsicha é comida rápida de festa de criança e de cachorro-quente. No sonho, fala de diversão, simplicidade e pequenas alegrias. Salsicha estragada pede cuidado com o que parece fácil demais. Feita de carne de porco, leva ao Porco, com o Cachorro do lanche.',
      palpites: {
        grupos: ['18 - Porco', '05 - Cachorro', '13 - Galo'],
        milhares: ['9270', '1818', '3750'],
        ternoDeGrupo: ['18 - Porco', '05 - Cachorro', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Samambaia',
    geral: {
      significado:
        'A samambaia pendurada na varanda é planta de casa de vó e de sombra fresca. No sonho, anuncia proteção ao lar, crescimento lento e firme, e boas energias. Samambaia seca pede cuidado com a casa. O verde vai para a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '24 - Veado', '09 - Cobra'],
        milhares: ['9616', '9195', '6636'],
        ternoDeGrupo: ['04 - Borboleta', '24 - Veado', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Sandália',
    geral: {
      significado:
        'A sandália deixa o pé livre e leve: no sonho fala de liberdade, de férias e de caminhar sem pressa. Sandália nova anuncia passeio bom; arrebentada, pequeno imprevisto no caminho. O que leva os pés pela estrada é do Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['3042'],
        ternoDeGrupo: ['11 - Cavalo', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Sanduíche',
    geral: {
      significado:
        'O sanduíche junta tudo entre duas fatias de pão: no sonho, fala de praticidade e de dar conta de várias coisas ao mesmo tempo. Dividir um sanduíche anuncia amizade; ficar com fome, pressa demais. Comida e fartura levam ao Porco.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '25 - Vaca'],
        milhares: ['6869', '1751', '7900'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Sanfona',
    geral: {
      significado:
        'A sanfona anima o forró e a festa do interior. Tocar ou ouvir sanfona no sonho anuncia alegria, reencontros e dança. Sanfona desafinada mostra festa que não saiu como se esperava. A música do livro canta com o Galo.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['1550'],
        ternoDeGrupo: ['13 - Galo', '20 - Peru', '21 - Touro'],
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
    titulo: 'Seca',
    geral: {
      significado:
        'A terra seca e rachada fala de falta: de dinheiro, de carinho ou de ânimo. No sonho, mostra um período de espera que pede economia e paciência; ver a chuva chegar anuncia alívio. O Camelo, que atravessa a seca sem água, fica com o palpite.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['0231'],
        ternoDeGrupo: ['08 - Camelo', '06 - Cabra', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Semáforo',
    geral: {
      significado:
        'O semáforo manda parar, esperar e seguir. No sonho, mostra o momento certo de agir: sinal verde anuncia caminho livre; vermelho pede paciência; amarelo, atenção redobrada antes de decidir. O trânsito no livro é do Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '13 - Galo', '05 - Cachorro'],
        milhares: ['2643', '7449', '5618'],
        ternoDeGrupo: ['11 - Cavalo', '13 - Galo', '05 - Cachorro'],
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
    titulo: 'Sequestro',
    geral: {
      significado:
        'Ser sequestrado no sonho mostra sensação de estar preso a uma situação ou a alguém que controla demais. Fugir do sequestro anuncia libertação; sequestrar alguém fala de vontade de controle. O perigo e a vigilância levam ao Cachorro, com o Tigre.',
      palpites: {
        grupos: ['05 - Cachorro', '22 - Tigre', '09 - Cobra'],
        milhares: ['6818', '5487', '6435'],
        ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '09 - Cobra'],
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
    titulo: 'Shopping',
    geral: {
      significado:
        'Passear no shopping no sonho fala de desejos, vaidade e vontade de se dar um presente. Comprar muito mostra carência ou pressa de preencher um vazio; passear com amigos anuncia diversão. O brilho das vitrines é do Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
        milhares: ['4175', '0172', '1415'],
        ternoDeGrupo: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
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
    titulo: 'Sirene',
    geral: {
      significado:
        'A sirene avisa que algo urgente está acontecendo. No sonho, mostra um alerta do próprio corpo ou da mente: algo precisa de atenção já. Se a sirene passa e some, o susto vai embora. O Cachorro, bicho que late avisando o perigo, fica com a dica.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['0520'],
        ternoDeGrupo: ['05 - Cachorro', '16 - Leão', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Sobrancelha',
    geral: {
      significado:
        'A sobrancelha expressa surpresa, desconfiança e charme. No sonho, fala de como você é visto: sobrancelha bem feita mostra vaidade e autoestima; sobrancelha caindo, cansaço. O olhar expressivo leva o palpite ao Gato.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['8555'],
        ternoDeGrupo: ['14 - Gato', '19 - Pavão', '02 - Águia'],
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
    titulo: 'Sorteio',
    geral: {
      significado:
        'Participar de um sorteio no sonho mostra esperança e vontade de ser escolhido. Ser sorteado anuncia reconhecimento ou uma boa surpresa; não ser, um lembrete de que sorte também se cultiva. O Porco, bicho do dinheiro, puxa o palpite.',
      palpites: {
        grupos: ['18 - Porco', '19 - Pavão', '04 - Borboleta'],
        milhares: ['0172', '3576', '1214'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '04 - Borboleta'],
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
    titulo: 'Sótão',
    geral: {
      significado:
        'O sótão guarda lembranças esquecidas e coisas antigas. No sonho, mostra memórias que voltam e assuntos do passado esperando solução. Achar algo de valor no sótão anuncia uma boa redescoberta. O Gato, que explora cantos escuros, fica com o palpite.',
      palpites: {
        grupos: ['14 - Gato', '01 - Avestruz', '23 - Urso'],
        milhares: ['2754', '6302', '1289'],
        ternoDeGrupo: ['14 - Gato', '01 - Avestruz', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Suco',
    geral: {
      significado:
        'Tomar suco de fruta no sonho fala de saúde, de energia e de alegria simples. Suco doce anuncia dias leves; suco azedo, pequena decepção. Como vem da fruta, o palpite fica com o Macaco, com o Jacaré de tudo que é líquido.',
      palpites: {
        grupos: ['17 - Macaco', '15 - Jacaré', '04 - Borboleta'],
        milhares: ['0266', '9558', '4013'],
        ternoDeGrupo: ['17 - Macaco', '15 - Jacaré', '04 - Borboleta'],
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
    titulo: 'Surfe',
    geral: {
      significado:
        'Surfar no sonho mostra equilíbrio diante das mudanças: ir com a onda em vez de lutar contra ela. Ficar de pé na prancha anuncia boa fase; cair na água pede nova tentativa. O mar é do Jacaré, e o palpite sai das ondas.',
      palpites: {
        grupos: ['15 - Jacaré', '02 - Águia', '24 - Veado'],
        milhares: ['2258', '6605', '6396'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '24 - Veado'],
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
  {
    titulo: 'Sushi',
    geral: {
      significado:
        'Comer sushi no sonho mostra curiosidade por novidades e gosto por coisas finas. Anuncia encontros agradáveis e uma fase de experiências diferentes. Peixe cru estragado pede cuidado com exageros. O peixe e o mar levam ao Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '18 - Porco', '19 - Pavão'],
        milhares: ['1357', '7071', '2575'],
        ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '19 - Pavão'],
      },
    },
  },
];

export default dreams;
