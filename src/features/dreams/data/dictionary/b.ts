// Built-in dream entries for the letter B.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Bacalhau',
    geral: {
      significado:
        'O bacalhau lembra as ceias de família e as mesas de festa. Como peixe, vai para o Jacaré, senhor das águas. O sonho costuma ser lido como união em casa e boas conversas à mesa.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['1957'],
        ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Bailarina',
    geral: {
      significado:
        'A bailarina gira com leveza e disciplina, e no sonho fala de equilíbrio entre esforço e graça. A Borboleta, delicada no voo, é o bicho dela. Siga treinando aquilo que você quer dominar.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['3113'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Baile',
    geral: {
      significado:
        'Um baile animado no sonho anuncia encontros, paqueras e momentos de alegria. O Pavão, vaidoso e festeiro, abre os palpites. Se você dançava sozinho, talvez esteja na hora de se permitir mais diversão.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '13 - Galo'],
        milhares: ['9876', '9713', '4852'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Bala (doce)',
    geral: {
      significado:
        'Chupar uma bala em sonho traz de volta a doçura da infância e pequenos prazeres do dia a dia. O Coelho, bicho das crianças e das guloseimas, é o palpite desse sonho. Anuncia momentos leves, um agrado inesperado ou um reencontro com alguém querido.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['4540'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Bala (munição)',
    geral: {
      significado:
        'Ver balas de revólver, soltas ou disparadas, mostra tensão, medo de um conflito ou uma decisão que não tem volta. O Tigre, caçador certeiro, vem primeiro, com o Leão e a Cobra. O recado é medir as palavras, porque o que é dito também não volta.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '09 - Cobra'],
        milhares: ['3585', '4662', '1936'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '09 - Cobra'],
      },
    },
    variantes: {
      perdida: {
        significado:
          'Sonhar com bala perdida reflete o medo da violência e de ser atingido por problemas que não são seus. A Águia, que vigia do alto, e o Cachorro, guardião, acompanham o Tigre.',
        palpites: {
          grupos: ['22 - Tigre', '02 - Águia', '05 - Cachorro'],
          milhares: ['9387', '2106', '1917'],
          ternoDeGrupo: ['22 - Tigre', '02 - Águia', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Balança',
    geral: {
      significado:
        'A balança fala de justiça, de escolhas e da busca por equilíbrio. O Elefante, pesado e sensato, é quem representa esse sonho. Antes de decidir algo importante, pese bem os dois lados.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['8846'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Balanço (brinquedo)',
    geral: {
      significado:
        'Balançar num balanço de pracinha, indo e voltando, lembra a infância e a vontade de leveza. O Coelho, bicho das crianças, lidera os palpites, com o Macaco brincalhão e a Borboleta. O movimento também fala de indecisão: a vida oscila antes de tomar rumo.',
      palpites: {
        grupos: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
        milhares: ['4338', '7466', '3613'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Balão',
    geral: {
      significado:
        'O balão subindo no céu é sonho de leveza e de desejos que ganham altura. Como voa, fica com a Águia. Se ele estourou, a tradição fala de uma expectativa que precisa ser ajustada.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['7807'],
        ternoDeGrupo: ['02 - Águia', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Balde',
    geral: {
      significado:
        'O balde carrega água de um lugar para outro e no sonho fala de trabalho, limpeza e de emoções que precisam ser despejadas. Por causa da água, fica com o Jacaré. Balde cheio é lido como fartura; balde furado, como dinheiro que escapa pelos dedos.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['2158'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Baleia',
    geral: {
      significado:
        'A baleia, gigante dos mares, representa proteção, sabedoria e emoções profundas. O Jacaré, senhor das águas, vem na frente; o Elefante e o Urso entram pelo tamanho e pela força tranquila. O sonho costuma anunciar uma fase de segurança e de grandes conquistas.',
      palpites: {
        grupos: ['15 - Jacaré', '12 - Elefante', '23 - Urso'],
        milhares: ['9660', '1346', '9290'],
        ternoDeGrupo: ['15 - Jacaré', '12 - Elefante', '23 - Urso'],
      },
    },
    variantes: {
      encalhada: {
        significado:
          'Uma baleia encalhada na praia mostra algo grande que ficou parado, sem conseguir voltar ao seu lugar. O Burro, da paciência, acompanha o Jacaré: pede ajuda e calma.',
        palpites: {
          grupos: ['15 - Jacaré', '03 - Burro', '23 - Urso'],
          milhares: ['9360', '5212', '8390'],
          ternoDeGrupo: ['15 - Jacaré', '03 - Burro', '23 - Urso'],
        },
      },
      branca: {
        significado:
          'A baleia branca é rara e por isso fala de um acontecimento especial. A Vaca e o Carneiro, de pelagem clara, seguem o Jacaré.',
        palpites: {
          grupos: ['15 - Jacaré', '25 - Vaca', '07 - Carneiro'],
          milhares: ['6359', '2899', '2326'],
          ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Banana',
    geral: {
      significado:
        'A banana é a fruta do Macaco, escolha natural do livro dos sonhos. Um cacho cheio fala de fartura e de dias tranquilos; escorregar na casca pede atenção para não cair em armadilhas bobas. O Porco e o Burro completam o trio.',
      palpites: {
        grupos: ['17 - Macaco', '18 - Porco', '03 - Burro'],
        milhares: ['4865', '3169', '9809'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Banco (assento)',
    geral: {
      significado:
        'Sentar num banco de praça no sonho mostra necessidade de uma pausa depois de muito esforço. O Burro, que trabalha duro e merece descanso, é o palpite. Tire um tempo para observar a vida com calma.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['6709'],
        ternoDeGrupo: ['03 - Burro', '12 - Elefante', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Banco (estabelecimento)',
    geral: {
      significado:
        'O banco onde se guarda dinheiro leva o sonho para o Porco, bicho tradicional do dinheiro. Pode refletir preocupação com contas ou vontade de organizar as finanças. Aproveite o recado para planejar, sem contar com ganhos fáceis.',
      palpites: {
        grupos: ['18 - Porco', '19 - Pavão', '12 - Elefante'],
        milhares: ['1971', '2774', '8648'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Bandeira',
    geral: {
      significado:
        'Uma bandeira tremulando ao vento lembra orgulho, pertencimento e causas que a gente defende. A Águia, bicho que aparece em brasões, encabeça os palpites, com o Pavão vaidoso e o Cavalo dos desfiles. O sonho sugere vitória num projeto ou reconhecimento em público.',
      palpites: {
        grupos: ['02 - Águia', '19 - Pavão', '11 - Cavalo'],
        milhares: ['6308', '8676', '8443'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '11 - Cavalo'],
      },
    },
    variantes: {
      do_brasil: {
        significado:
          'A bandeira do Brasil no sonho fala de amor às raízes e de festa coletiva, como em dia de jogo da seleção. O Jacaré, bicho bem brasileiro, entra no lugar do Cavalo.',
        palpites: {
          grupos: ['02 - Águia', '19 - Pavão', '15 - Jacaré'],
          milhares: ['9208', '5973', '3057'],
          ternoDeGrupo: ['02 - Águia', '19 - Pavão', '15 - Jacaré'],
        },
      },
    },
  },
  {
    titulo: 'Banheira',
    geral: {
      significado:
        'Relaxar numa banheira cheia mostra necessidade de descanso e de cuidar de si sem pressa. O Jacaré, que passa o dia na água, vem primeiro, com a Borboleta da delicadeza e o Gato, mestre em conforto. Água limpa e morna anuncia alívio; água suja pede atenção à saúde.',
      palpites: {
        grupos: ['15 - Jacaré', '04 - Borboleta', '14 - Gato'],
        milhares: ['9860', '9714', '5553'],
        ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Banheiro',
    geral: {
      significado:
        'O banheiro é lugar de limpeza e de privacidade, e no sonho mostra vontade de se livrar do que pesa. O Gato, famoso pela higiene, fica com o palpite. Procurar um banheiro sem achar fala de falta de espaço para si mesmo.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['5054'],
        ternoDeGrupo: ['14 - Gato', '15 - Jacaré', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Banho',
    geral: {
      significado:
        'Tomar banho em sonho é sinal de renovação e de deixar as preocupações escorrerem. Por envolver água, o Jacaré vem primeiro. Um banho morno e tranquilo anuncia dias mais leves.',
      palpites: {
        grupos: ['15 - Jacaré', '04 - Borboleta', '25 - Vaca'],
        milhares: ['9257', '7315', '9797'],
        ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Barata',
    geral: {
      significado:
        'A barata, por tradição, é jogada na Borboleta. Ela é resistente e sobrevive a tudo, e por isso o sonho fala de persistência diante de incômodos. Se ela estava dentro de casa, pode ser hora de uma boa faxina, na casa e na vida.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['6116'],
        ternoDeGrupo: ['04 - Borboleta', '14 - Gato', '17 - Macaco'],
      },
    },
    variantes: {
      voadora: {
        significado:
          'A barata voadora é o susto em forma de inseto: o sonho mostra um problema pequeno que parece maior do que é. Mantenha a calma e resolva com firmeza.',
        palpites: {
          grupos: ['04 - Borboleta', '02 - Águia', '09 - Cobra'],
          milhares: ['7615', '7508', '1936'],
          ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Barba',
    geral: {
      significado:
        'A barba lembra o bode barbudo, e por isso o sonho vai para a Cabra. Ela representa maturidade e experiência. Fazer a barba no sonho indica vontade de mudar a imagem ou começar uma nova fase.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['7023'],
        ternoDeGrupo: ['06 - Cabra', '21 - Touro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Barco',
    geral: {
      significado:
        'O barco navega entre o conhecido e o desconhecido, e no sonho fala de travessias na vida. O Jacaré, do mar e dos rios, encabeça o trio. Águas calmas indicam viagem tranquila; tempestade pede paciência.',
      palpites: {
        grupos: ['15 - Jacaré', '02 - Águia', '23 - Urso'],
        milhares: ['7357', '8308', '8489'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Barraco',
    geral: {
      significado:
        'O barraco de madeira, feito com o que se tem à mão, mostra começo humilde e esforço para construir algo próprio. O Burro, bicho do trabalho duro, é quem guarda esse sonho. Também pode ser o famoso "barraco" de briga: aí o conselho é evitar confusão com vizinhos.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['5509'],
        ternoDeGrupo: ['03 - Burro', '17 - Macaco', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Barriga',
    geral: {
      significado:
        'A barriga cheia é imagem clássica de fartura, e por isso o sonho vai para o Porco. Dor de barriga, por outro lado, pode apontar preocupações que estão pesando. Cuide da alimentação e do descanso.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['5470'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '01 - Avestruz'],
      },
    },
    variantes: {
      de_gravida: {
        significado:
          'Barriga de grávida no sonho anuncia algo novo sendo gerado: um projeto, uma ideia ou mesmo uma criança na família. O Avestruz, bicho do ovo, passa à frente.',
        palpites: {
          grupos: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
          milhares: ['6903', '9499', '5439'],
          ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Batata',
    geral: {
      significado:
        'A batata cresce escondida debaixo da terra e alimenta muita gente com pouco. Por isso fica com o Porco, bicho da fartura e da panela cheia. O sonho fala de ganhos simples, mas garantidos, e de coisas boas que ainda não apareceram na superfície.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9770'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Bate-boca',
    geral: {
      significado:
        'O bate-boca lembra a briga de galos, e é o Galo que abre os palpites. O sonho costuma mostrar irritação guardada ou uma conversa que está sendo adiada. Melhor falar com calma agora do que gritar depois.',
      palpites: {
        grupos: ['13 - Galo', '22 - Tigre', '05 - Cachorro'],
        milhares: ['2950', '6988', '8018'],
        ternoDeGrupo: ['13 - Galo', '22 - Tigre', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Batizado',
    geral: {
      significado:
        'O batizado junta fé e começo de vida, por isso o Pavão, bicho da igreja, aparece ao lado do Avestruz, do bebê. É um sonho de bênção, de padrinhos e de laços que se fortalecem. Pode anunciar novidade na família.',
      palpites: {
        grupos: ['19 - Pavão', '01 - Avestruz', '02 - Águia'],
        milhares: ['6675', '5902', '4008'],
        ternoDeGrupo: ['19 - Pavão', '01 - Avestruz', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Batom',
    geral: {
      significado:
        'Passar batom no sonho mostra vontade de ser notada, de se sentir bonita e de falar com mais segurança. A Borboleta, ligada à vaidade feminina e ao amor, vem na frente, seguida do Pavão e do Gato. Batom vermelho é lido como paixão chegando.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '14 - Gato'],
        milhares: ['1014', '4774', '9853'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '14 - Gato'],
      },
    },
    variantes: {
      vermelho: {
        significado:
          'O batom vermelho no sonho fala de desejo, de ousadia e de querer chamar atenção. O Leão, do fogo e da paixão, entra com a Borboleta.',
        palpites: {
          grupos: ['04 - Borboleta', '16 - Leão', '19 - Pavão'],
          milhares: ['9515', '9962', '6773'],
          ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '19 - Pavão'],
        },
      },
    },
  },
  {
    titulo: 'Baú',
    geral: {
      significado:
        'O baú guarda lembranças, documentos e às vezes tesouros esquecidos. O Porco, que representa o dinheiro guardado, é o bicho desse sonho. Abrir um baú anuncia descobertas sobre o passado ou um dinheiro que aparece de onde não se esperava.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['7371'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Bêbado',
    geral: {
      significado:
        'Ver um bêbado, ou estar embriagado no sonho, mostra vontade de fugir das cobranças ou medo de perder o controle. O Macaco, que faz trapalhadas, vem primeiro, com o Burro que tropeça e o Porco dos excessos. O conselho é moderar e não falar o que pode ser usado contra você.',
      palpites: {
        grupos: ['17 - Macaco', '03 - Burro', '18 - Porco'],
        milhares: ['4768', '2509', '1169'],
        ternoDeGrupo: ['17 - Macaco', '03 - Burro', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Bebê',
    geral: {
      significado:
        'O bebê é um dos sonhos mais procurados e, no livro, sempre puxa o Avestruz, bicho do ovo e do começo. Ele simboliza inocência, projetos novos e esperança. O que o bebê fazia no sonho muda bastante a leitura.',
      palpites: {
        grupos: ['01 - Avestruz', '17 - Macaco', '10 - Coelho'],
        milhares: ['2702', '4765', '9538'],
        ternoDeGrupo: ['01 - Avestruz', '17 - Macaco', '10 - Coelho'],
      },
    },
    variantes: {
      chorando: {
        significado:
          'Bebê chorando em sonho mostra alguma necessidade sua que está sendo deixada de lado. Escute o que anda pedindo atenção.',
        palpites: {
          grupos: ['01 - Avestruz', '15 - Jacaré', '05 - Cachorro'],
          milhares: ['2901', '8460', '1420'],
          ternoDeGrupo: ['01 - Avestruz', '15 - Jacaré', '05 - Cachorro'],
        },
      },
      falando: {
        significado:
          'Um bebê que fala é sonho curioso: indica notícias surpreendentes ou uma ideia que amadurece mais rápido do que o esperado. O Macaco e o Galo, tagarelas, acompanham.',
        palpites: {
          grupos: ['01 - Avestruz', '17 - Macaco', '13 - Galo'],
          milhares: ['1201', '3867', '3449'],
          ternoDeGrupo: ['01 - Avestruz', '17 - Macaco', '13 - Galo'],
        },
      },
      menino: {
        significado:
          'Sonhar com um bebê menino fala de energia nova e de coragem para começar algo. A tradição vê aqui um sinal de boas surpresas.',
        palpites: {
          grupos: ['01 - Avestruz'],
          milhares: ['9504'],
          ternoDeGrupo: ['01 - Avestruz', '21 - Touro', '05 - Cachorro'],
        },
      },
      no_colo: {
        significado:
          'Segurar um bebê no colo mostra cuidado e responsabilidade chegando. A Vaca e o Carneiro reforçam a ideia de carinho.',
        palpites: {
          grupos: ['01 - Avestruz', '25 - Vaca', '07 - Carneiro'],
          milhares: ['7101', '4899', '9428'],
          ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '07 - Carneiro'],
        },
      },
      prematuro: {
        significado:
          'Um bebê prematuro indica planos que começaram antes da hora. Tenha paciência e dê o cuidado necessário para que eles cresçam.',
        palpites: {
          grupos: ['01 - Avestruz', '10 - Coelho', '04 - Borboleta'],
          milhares: ['2502', '3238', '2516'],
          ternoDeGrupo: ['01 - Avestruz', '10 - Coelho', '04 - Borboleta'],
        },
      },
      recem_nascido: {
        significado:
          'O recém-nascido é o retrato do começo absoluto: nova fase, novo emprego, nova casa. É um sonho de esperança.',
        palpites: {
          grupos: ['01 - Avestruz'],
          milhares: ['4203'],
          ternoDeGrupo: ['01 - Avestruz', '02 - Águia', '04 - Borboleta'],
        },
      },
      'que_está_amamentando_um_bebê': {
        significado:
          'Ver alguém amamentando um bebê fala de nutrir e ser nutrido. A Vaca, mãe generosa, lidera esse palpite.',
        palpites: {
          grupos: ['25 - Vaca', '01 - Avestruz', '07 - Carneiro'],
          milhares: ['8598', '6303', '8625'],
          ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Beija-flor',
    geral: {
      significado:
        'O beija-flor, leve e rápido, é visto como mensageiro de boas notícias e de amor. Fica com a Borboleta, que divide com ele as flores, e com a Águia e o Pavão, aves do livro dos sonhos. O povo diz que quando ele aparece, alguém está pensando em você com carinho.',
      palpites: {
        grupos: ['04 - Borboleta', '02 - Águia', '19 - Pavão'],
        milhares: ['9815', '4906', '8174'],
        ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Beijo',
    geral: {
      significado:
        'O beijo em sonho é sinal de afeto, de desejo ou de reconciliação, e fica com a Borboleta, bicho do amor. Depende muito de quem você beijava: um amigo, um parente ou um amor. Em geral, o sonho fala de proximidade.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['3315'],
        ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '25 - Vaca'],
      },
    },
    variantes: {
      na_boca: {
        significado:
          'Beijo na boca mostra paixão e vontade de intimidade. O Tigre e o Gato entram para esquentar o terno.',
        palpites: {
          grupos: ['04 - Borboleta', '22 - Tigre', '14 - Gato'],
          milhares: ['9114', '7985', '9155'],
          ternoDeGrupo: ['04 - Borboleta', '22 - Tigre', '14 - Gato'],
        },
      },
      de_amor: {
        significado:
          'Um beijo apaixonado e correspondido anuncia fase boa no coração. Aproveite para demonstrar o que sente.',
        palpites: {
          grupos: ['04 - Borboleta', '19 - Pavão', '07 - Carneiro'],
          milhares: ['4214', '3776', '5725'],
          ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Bengala',
    geral: {
      significado:
        'A bengala representa apoio e a necessidade de contar com alguém em um momento difícil. O Burro, que carrega o peso dos outros, é o bicho do sonho. Aceitar ajuda não é fraqueza.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['7509'],
        ternoDeGrupo: ['03 - Burro', '12 - Elefante', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Berço',
    geral: {
      significado:
        'O berço liga o sonho ao Avestruz, grupo dos começos e dos bebês. Ele fala de proteção, de lar e de algo novo sendo preparado com carinho. Um berço vazio pode indicar expectativa por novidades.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['6702'],
        ternoDeGrupo: ['01 - Avestruz', '07 - Carneiro', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Besouro',
    geral: {
      significado:
        'O besouro, de casco duro, mostra resistência e trabalho silencioso. Como os outros insetos, segue a Borboleta no livro dos sonhos. A tradição diz que ele traz proteção contra energias ruins.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['6815'],
        ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Beterraba',
    geral: {
      significado:
        'A beterraba, vermelha por dentro, lembra sangue forte, saúde e energia. O Porco, bicho da horta e da fartura, é quem a representa. Sonhar com ela é sinal de vitalidade e de disposição para colher o que foi plantado.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9069'],
        ternoDeGrupo: ['18 - Porco', '16 - Leão', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Bezerro',
    geral: {
      significado:
        'O bezerro é o filhote da vaca e representa começo, inocência e crescimento. A Vaca, mãe protetora, vem na frente, com o Touro e o Carneiro, bichos do curral. O sonho anuncia um projeto novo que precisa de cuidado para ficar forte.',
      palpites: {
        grupos: ['25 - Vaca', '21 - Touro', '07 - Carneiro'],
        milhares: ['6499', '9981', '6928'],
        ternoDeGrupo: ['25 - Vaca', '21 - Touro', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Bíblia',
    geral: {
      significado:
        'A Bíblia no sonho fala de fé, de busca por respostas e de conforto espiritual. O Pavão, ligado à igreja, abre os palpites, com o Carneiro, o cordeiro das escrituras. Um versículo lembrado ao acordar pode trazer consolo.',
      palpites: {
        grupos: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
        milhares: ['2874', '4328', '3406'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Bicicleta',
    geral: {
      significado:
        'Pedalar uma bicicleta mostra equilíbrio em movimento: enquanto você segue, não cai. O Cavalo, bicho da estrada, é o palpite. Subida difícil no sonho pede persistência; descida tranquila anuncia alívio.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['1542'],
        ternoDeGrupo: ['11 - Cavalo', '10 - Coelho', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Bigode',
    geral: {
      significado:
        'O bigode sempre foi sinal de orgulho e de autoridade masculina. O Galo, bicho vaidoso e dono do terreiro, combina com ele. Sonhar com um bigode grosso fala de respeito; raspar o bigode mostra vontade de mudar a própria imagem.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['6050'],
        ternoDeGrupo: ['13 - Galo', '16 - Leão', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Bilhete',
    geral: {
      significado:
        'Um bilhete, recado ou papel de loteria no sonho costuma despertar curiosidade sobre a sorte. O Porco, bicho do dinheiro, é a escolha popular. Lembre que sonho é folclore: jogue por diversão e dentro do seu limite.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['6072'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Biquíni',
    geral: {
      significado:
        'Usar biquíni no sonho mostra vontade de se sentir livre, à vontade com o próprio corpo e de aproveitar a vida. A Borboleta, da leveza e da vaidade, encabeça os palpites, com o Jacaré da praia e o Pavão. Anuncia lazer, verão e autoestima em alta.',
      palpites: {
        grupos: ['04 - Borboleta', '15 - Jacaré', '19 - Pavão'],
        milhares: ['7815', '1160', '6775'],
        ternoDeGrupo: ['04 - Borboleta', '15 - Jacaré', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Biscoito',
    geral: {
      significado:
        'O biscoito lembra café da manhã e casa de vó. O Galo, que anuncia as manhãs, leva esse sonho simples e gostoso. Ele fala de pequenos confortos e de carinho do dia a dia.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['4652'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Boca',
    geral: {
      significado:
        'A boca grande do Jacaré é a imagem que o livro dos sonhos usa para esse sonho. Ele fala de palavras, de fofocas e do que você tem vontade de dizer. Pense duas vezes antes de abrir a boca num momento de raiva.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['5257'],
        ternoDeGrupo: ['15 - Jacaré', '17 - Macaco', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Bode',
    geral: {
      significado:
        'O bode é o macho da Cabra e fica no mesmo grupo 06. Teimoso e resistente, fala de insistência e de quem não desiste fácil. Carneiro e Camelo completam o terno dos bichos de casco.',
      palpites: {
        grupos: ['06 - Cabra', '07 - Carneiro', '08 - Camelo'],
        milhares: ['1021', '6625', '5929'],
        ternoDeGrupo: ['06 - Cabra', '07 - Carneiro', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Boi',
    geral: {
      significado:
        'O boi é parente próximo do Touro e segue o mesmo grupo. Representa trabalho pesado, paciência e colheita. Um boi gordo no pasto é sinal popular de fartura chegando aos poucos.',
      palpites: {
        grupos: ['21 - Touro', '25 - Vaca', '03 - Burro'],
        milhares: ['7484', '9097', '5009'],
        ternoDeGrupo: ['21 - Touro', '25 - Vaca', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Bola',
    geral: {
      significado:
        'A bola é brinquedo de criança e diversão de cachorro, que corre atrás dela sem cansar. Por isso o sonho fica com o Cachorro. Ele fala de leveza, de competição saudável e de vontade de jogar em equipe.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['6320'],
        ternoDeGrupo: ['05 - Cachorro', '17 - Macaco', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Bolo',
    geral: {
      significado:
        'O bolo é comida de festa e, como toda comida, leva o sonho ao Porco, bicho da fartura. Ele fala de comemoração, de partilha e de doçura nas relações. Um bolo bonito na mesa sugere motivo para celebrar.',
      palpites: {
        grupos: ['18 - Porco', '04 - Borboleta', '19 - Pavão'],
        milhares: ['1269', '7313', '6674'],
        ternoDeGrupo: ['18 - Porco', '04 - Borboleta', '19 - Pavão'],
      },
    },
    variantes: {
      de_aniversario: {
        significado:
          'O bolo de aniversário, com velas acesas, fala de um novo ciclo e de pedidos feitos de coração. O Pavão, bicho da festa, passa à frente.',
        palpites: {
          grupos: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
          milhares: ['1675', '4169', '9314'],
          ternoDeGrupo: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
        },
      },
      de_chocolate: {
        significado:
          'Bolo de chocolate é puro prazer: o sonho pede que você se dê um agrado. A tradição vê nele um momento de recompensa.',
        palpites: {
          grupos: ['18 - Porco'],
          milhares: ['5369'],
          ternoDeGrupo: ['18 - Porco', '10 - Coelho', '17 - Macaco'],
        },
      },
    },
  },
  {
    titulo: 'Bolsa',
    geral: {
      significado:
        'A bolsa guarda dinheiro, documentos e segredos, por isso o sonho vai para o Porco. Bolsa cheia fala de segurança; bolsa perdida, de medo de perder o controle. Confira onde estão suas coisas importantes.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9870'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Bombeiro',
    geral: {
      significado:
        'O bombeiro enfrenta o fogo, e o fogo, no livro dos sonhos, é do Leão. O sonho fala de socorro chegando e de alguém disposto a ajudar. Também pode ser você, apagando o incêndio dos outros.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['6963'],
        ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Boné',
    geral: {
      significado:
        'O boné protege do sol e faz parte do jeito despojado de se vestir. O Cachorro, companheiro de passeio e de rua, é o bicho desse sonho. Ganhar um boné sugere proteção de um amigo; perdê-lo, distração com coisas pequenas.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['8820'],
        ternoDeGrupo: ['05 - Cachorro', '13 - Galo', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Boneca',
    geral: {
      significado:
        'A boneca lembra a infância e as brincadeiras de faz de conta. O Avestruz, grupo dos começos, é o palpite tradicional. O sonho pode trazer saudade ou vontade de recuperar a leveza de criança.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['1704'],
        ternoDeGrupo: ['01 - Avestruz', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Borboleta',
    geral: {
      significado:
        'A Borboleta é o grupo 04 e símbolo de transformação: da lagarta ao voo. Sonhar com ela é sinal de mudança bonita e de leveza. Por tradição, também é o bicho das flores, das noivas e dos namorados.',
      palpites: {
        grupos: ['04 - Borboleta', '02 - Águia', '19 - Pavão'],
        milhares: ['1415', '5108', '2374'],
        ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '19 - Pavão'],
      },
    },
    variantes: {
      preta: {
        significado:
          'A borboleta preta é vista como mensageira de fim de ciclo. Longe de ser ruim, ela indica espaço se abrindo para o novo.',
        palpites: {
          grupos: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
          milhares: ['6413', '9633', '7856'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Bota',
    geral: {
      significado:
        'A bota é calçado de quem pega estrada, pisa em lama e monta a cavalo. O Cavalo, companheiro de viagem do vaqueiro, é o bicho dela. Sonhar com botas novas anuncia uma caminhada firme; bota furada pede cuidado com gastos.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['6042'],
        ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Braço',
    geral: {
      significado:
        'Os braços fazem o trabalho, seguram quem amamos e nos defendem. O Leão, símbolo de força, vem na frente, com o Touro e o Urso, bichos de braço forte. O sonho fala da capacidade de agir e de dar apoio a quem precisa.',
      palpites: {
        grupos: ['16 - Leão', '21 - Touro', '23 - Urso'],
        milhares: ['9861', '3384', '9691'],
        ternoDeGrupo: ['16 - Leão', '21 - Touro', '23 - Urso'],
      },
    },
    variantes: {
      quebrado: {
        significado:
          'Um braço quebrado mostra a sensação de não conseguir agir ou de perder um apoio importante. O Burro da paciência e a Cobra das mudanças entram com o Leão.',
        palpites: {
          grupos: ['16 - Leão', '03 - Burro', '09 - Cobra'],
          milhares: ['7664', '6812', '8136'],
          ternoDeGrupo: ['16 - Leão', '03 - Burro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Briga',
    geral: {
      significado:
        'A briga no sonho mostra tensão guardada e conflitos que pedem solução. O Tigre, bicho do ataque, vem primeiro, seguido do Leão e do Cachorro. Com quem você brigava muda a leitura.',
      palpites: {
        grupos: ['22 - Tigre', '16 - Leão', '05 - Cachorro'],
        milhares: ['1387', '4864', '1919'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '05 - Cachorro'],
      },
    },
    variantes: {
      com_a_mae: {
        significado:
          'Brigar com a mãe em sonho costuma revelar culpa ou uma conversa que ficou pela metade. Um gesto de carinho pode desfazer o nó.',
        palpites: {
          grupos: ['25 - Vaca', '22 - Tigre', '07 - Carneiro'],
          milhares: ['4697', '9685', '2426'],
          ternoDeGrupo: ['25 - Vaca', '22 - Tigre', '07 - Carneiro'],
        },
      },
      com_amiga: {
        significado:
          'A briga com uma amiga fala de ciúme ou de mágoa não dita. A tradição diz que a amizade sai fortalecida quando a verdade aparece.',
        palpites: {
          grupos: ['05 - Cachorro'],
          milhares: ['5518'],
          ternoDeGrupo: ['05 - Cachorro', '25 - Vaca', '14 - Gato'],
        },
      },
      com_o_irmao: {
        significado:
          'Brigar com o irmão no sonho mostra disputa por espaço ou atenção na família. É um convite para resolver velhas rivalidades.',
        palpites: {
          grupos: ['22 - Tigre', '21 - Touro', '05 - Cachorro'],
          milhares: ['7486', '5383', '2519'],
          ternoDeGrupo: ['22 - Tigre', '21 - Touro', '05 - Cachorro'],
        },
      },
      com_o_namorado: {
        significado:
          'A briga com o namorado costuma refletir insegurança na relação. Conversem antes que pequenos incômodos virem grandes distâncias.',
        palpites: {
          grupos: ['22 - Tigre', '04 - Borboleta', '09 - Cobra'],
          milhares: ['6288', '2413', '5733'],
          ternoDeGrupo: ['22 - Tigre', '04 - Borboleta', '09 - Cobra'],
        },
      },
      com_parente: {
        significado:
          'Brigar com parentes leva o Elefante ao trio, bicho da memória e da família. O sonho fala de histórias antigas pedindo perdão.',
        palpites: {
          grupos: ['12 - Elefante', '22 - Tigre', '05 - Cachorro'],
          milhares: ['6148', '4588', '5218'],
          ternoDeGrupo: ['12 - Elefante', '22 - Tigre', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Brigadeiro',
    geral: {
      significado:
        'O brigadeiro é o doce de toda festa de aniversário brasileira, e por isso fala de celebração e de carinho. O Coelho, bicho das crianças e dos doces, lidera os palpites, com a Borboleta das festas e o Macaco guloso. Anuncia motivos para comemorar com a família.',
      palpites: {
        grupos: ['10 - Coelho', '04 - Borboleta', '17 - Macaco'],
        milhares: ['6639', '5415', '2166'],
        ternoDeGrupo: ['10 - Coelho', '04 - Borboleta', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Brinco',
    geral: {
      significado:
        'O brinco é enfeite de vaidade e, por isso, fica com o Pavão. Sonhar com ele mostra vontade de ser notado e de se sentir bonito. Perder um brinco fala de medo de perder algo de valor sentimental.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['3073'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Bruxa',
    geral: {
      significado:
        'A bruxa do sonho vem sempre acompanhada do gato preto, e é no Gato que ela cai. Ela pode representar medo de inveja ou, ao contrário, um poder pessoal que você está descobrindo. Proteja sua energia e siga em frente.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['7855'],
        ternoDeGrupo: ['14 - Gato', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Búfalo',
    geral: {
      significado:
        'O búfalo é forte, pesado e teimoso, um parente bravo do boi. Por isso é jogado no Touro, que tem a mesma força e a mesma cabeça dura. O sonho mostra determinação, mas alerta contra a teimosia nos próximos dias.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['7481'],
        ternoDeGrupo: ['21 - Touro', '25 - Vaca', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Buraco',
    geral: {
      significado:
        'Ver um buraco no caminho ou no chão fala de obstáculos, dívidas ou de algo que está faltando. A Cobra, que mora em tocas, vem na frente, seguida do Burro e do Gato. O sonho pede atenção aos passos e às contas.',
      palpites: {
        grupos: ['09 - Cobra', '03 - Burro', '14 - Gato'],
        milhares: ['8435', '1311', '8555'],
        ternoDeGrupo: ['09 - Cobra', '03 - Burro', '14 - Gato'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Cair num buraco é sonho de quem teme um tropeço sério ou uma armadilha. A Águia, que vê o caminho do alto, e o Urso, que sai de qualquer toca, acompanham a Cobra.',
        palpites: {
          grupos: ['09 - Cobra', '02 - Águia', '23 - Urso'],
          milhares: ['2136', '7207', '1292'],
          ternoDeGrupo: ['09 - Cobra', '02 - Águia', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Burro',
    geral: {
      significado:
        'O Burro é o grupo 03 e representa trabalho, paciência e teimosia. Sonhar com ele carregando peso pode mostrar que você está fazendo mais do que deveria. Cavalo e Camelo entram no terno como companheiros de estrada.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['6312'],
        ternoDeGrupo: ['03 - Burro', '11 - Cavalo', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Buzina',
    geral: {
      significado:
        'A buzina é um alerta, e alertar é papel do Galo, que acorda todo mundo com o seu canto. O Cavalo, bicho do carro, vem logo atrás. O sonho pede atenção a um aviso que talvez você esteja ignorando.',
      palpites: {
        grupos: ['13 - Galo', '11 - Cavalo', '05 - Cachorro'],
        milhares: ['9950', '3143', '2520'],
        ternoDeGrupo: ['13 - Galo', '11 - Cavalo', '05 - Cachorro'],
      },
    },
  },
];

export default dreams;
