// Built-in dream entries for the letter P.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Padaria',
    geral: {
      significado:
        'O cheiro de pão quentinho da padaria anuncia fartura, rotina boa e mesa farta. No sonho, fala de simplicidade, de encontros de bairro e de pequenas alegrias diárias. Padaria fechada pede paciência com o dinheiro. Como o pão, o palpite vai para o Porco.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '25 - Vaca'],
        milhares: ['5170', '8851', '8099'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Padre',
    geral: {
      significado:
        'Sonhar com um padre costuma revelar a necessidade de conselho, de perdão ou de um momento de recolhimento. Se a conversa foi tranquila, o povo lê como proteção; se ele dava bronca, talvez você esteja se cobrando demais. Pela ligação com a igreja, o palpite é o Pavão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['0575'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Pai',
    geral: {
      significado:
        'O pai no sonho fala de proteção, autoridade e das raízes que sustentam você. Um encontro carinhoso traz segurança para decisões importantes; uma discussão pode apontar limites que você está aprendendo a colocar. O Touro, símbolo da força masculina, lidera o palpite.',
      palpites: {
        grupos: ['21 - Touro', '12 - Elefante', '16 - Leão'],
        milhares: ['1081', '9148', '1461'],
        ternoDeGrupo: ['21 - Touro', '12 - Elefante', '16 - Leão'],
      },
    },
    variantes: {
      morto: {
        significado:
          'Ver o pai que já partiu costuma ser uma visita de saudade e de conforto. Muita gente acredita que é um recado de que você está no caminho certo.',
        palpites: {
          grupos: ['21 - Touro'],
          milhares: ['5482'],
          ternoDeGrupo: ['21 - Touro', '09 - Cobra', '12 - Elefante'],
        },
      },
      chorando: {
        significado:
          'Pai chorando no sonho revela uma preocupação escondida, sua ou dele. Vale procurar notícias da família e oferecer um ombro amigo.',
        palpites: {
          grupos: ['21 - Touro', '15 - Jacaré', '07 - Carneiro'],
          milhares: ['5183', '1357', '2328'],
          ternoDeGrupo: ['21 - Touro', '15 - Jacaré', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Palácio',
    geral: {
      significado:
        'Um palácio é a casa em versão grandiosa, e no sonho mostra ambição e vontade de subir na vida. Entrar nele sugere portas se abrindo; ficar do lado de fora indica que falta confiar no próprio valor. Como toda casa, ele segue o Elefante.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['7648'],
        ternoDeGrupo: ['12 - Elefante', '16 - Leão', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Palhaço',
    geral: {
      significado:
        'O palhaço é alegria, mas às vezes esconde tristeza por trás da maquiagem. Se ele fazia você rir, espere dias mais leves e encontros divertidos; palhaço assustador sugere alguém que não mostra quem realmente é. O Macaco, brincalhão por natureza, é o bicho da vez.',
      palpites: {
        grupos: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
        milhares: ['0967', '1737', '9614'],
        ternoDeGrupo: ['17 - Macaco', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Palmeira',
    geral: {
      significado:
        'A palmeira resiste ao vento e cresce em direção ao céu. No sonho, fala de vitória, descanso e paz, e também de viagem para lugares de praia. Subir numa palmeira mostra ambição. Como toda árvore no livro, vai para o Veado.',
      palpites: {
        grupos: ['24 - Veado', '02 - Águia', '15 - Jacaré'],
        milhares: ['8893', '8006', '6759'],
        ternoDeGrupo: ['24 - Veado', '02 - Águia', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Panela',
    geral: {
      significado:
        'Panela no fogo é sinal de casa movimentada e de alguém cuidando de você. Panela cheia fala de fartura e de visitas; panela queimada pede atenção às tarefas esquecidas. Daí o Galo, que acorda a casa e lembra o almoço de domingo.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['5752'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Pão',
    geral: {
      significado:
        'Pão é sustento, trabalho honesto e partilha. Pão quentinho traz conforto e estabilidade; pão velho ou duro sugere rever hábitos que já não alimentam você. Como comida, segue o Porco, bicho da fartura.',
      palpites: {
        grupos: ['18 - Porco', '25 - Vaca', '06 - Cabra'],
        milhares: ['8972', '9500', '5421'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '06 - Cabra'],
      },
    },
    variantes: {
      'na mesa': {
        significado:
          'Pão posto na mesa é a imagem da casa em paz, com o básico garantido. É um sonho de agradecer e de dividir.',
        palpites: {
          grupos: ['18 - Porco'],
          milhares: ['9872'],
          ternoDeGrupo: ['18 - Porco', '12 - Elefante', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Papagaio',
    geral: {
      significado:
        'O papagaio repete o que ouve, e no sonho pode indicar conversas circulando: cuidado com o que você conta e para quem. Também é sinal de alegria e de casa animada. Como ave colorida, o palpite vai para o Pavão, com o Macaco imitador no terno.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['3475'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '02 - Águia'],
      },
    },
    variantes: {
      falando: {
        significado:
          'Papagaio falando no sonho é fofoca à vista ou um recado que você precisa ouvir de novo. Preste atenção na frase que ele repetia.',
        palpites: {
          grupos: ['19 - Pavão', '17 - Macaco', '05 - Cachorro'],
          milhares: ['6875', '6865', '8220'],
          ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Papai Noel',
    geral: {
      significado:
        'O Papai Noel traz presentes e a alegria das festas de fim de ano. No sonho, anuncia surpresas boas, generosidade e reencontro com a criança interior. Receber presente dele fala de desejo realizado. O Peru, prato da ceia de Natal, fica com o palpite.',
      palpites: {
        grupos: ['20 - Peru'],
        milhares: ['0079'],
        ternoDeGrupo: ['20 - Peru', '01 - Avestruz', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Papel',
    geral: {
      significado:
        'O papel em branco é um começo: no sonho fala de planos, contratos, estudos e notícias por escrito. Papel limpo anuncia chance de recomeçar; papel rasgado ou amassado mostra um acordo desfeito ou uma ideia abandonada. O Galo, que traz as notícias do dia, fica com o palpite.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['0351'],
        ternoDeGrupo: ['13 - Galo', '03 - Burro', '17 - Macaco'],
      },
    },
    variantes: {
      rasgado: {
        significado:
          'Papel rasgado fala de promessa quebrada ou de documento perdido. Revise contratos e combine tudo com clareza.',
        palpites: {
          grupos: ['13 - Galo', '09 - Cobra', '14 - Gato'],
          milhares: ['1349', '0034', '1256'],
          ternoDeGrupo: ['13 - Galo', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Paraquedas',
    geral: {
      significado:
        'Saltar de paraquedas no sonho mostra coragem para arriscar e confiança de que vai dar tudo certo. O paraquedas que abre anuncia apoio na hora certa; se ele falha, o sonho mostra medo de ficar sem ajuda. O céu é da Águia.',
      palpites: {
        grupos: ['02 - Águia', '04 - Borboleta', '11 - Cavalo'],
        milhares: ['4607', '6913', '1943'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Parede',
    geral: {
      significado:
        'A parede sustenta a casa e divide os cômodos. Sonhar com ela fala de limites, proteção e de barreiras a superar. Parede rachada pede atenção a algo que parece firme; pintar a parede mostra vontade de renovar. O Elefante, firme e pesado, fica com a dica.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['7147'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Parque',
    geral: {
      significado:
        'Passear num parque no sonho é sinal de descanso, de lazer e de bons momentos com quem se gosta. Parque cheio de crianças anuncia alegria em família; parque vazio mostra vontade de companhia. Grama, flores e árvores levam o palpite para a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '10 - Coelho', '24 - Veado'],
        milhares: ['7016', '9337', '9596'],
        ternoDeGrupo: ['04 - Borboleta', '10 - Coelho', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Parto',
    geral: {
      significado:
        'Sonhar com um parto é sonhar com nascimento: de uma criança, de um projeto ou de uma nova versão de você. A dor do parto mostra que toda mudança cobra esforço, mas também recompensa. O Avestruz, ligado ao ovo e aos bebês, abre o palpite.',
      palpites: {
        grupos: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
        milhares: ['8403', '2197', '8716'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '04 - Borboleta'],
      },
    },
    variantes: {
      prematuro: {
        significado:
          'Parto prematuro no sonho sugere algo chegando antes da hora. Organize-se para receber a novidade sem atropelos.',
        palpites: {
          grupos: ['01 - Avestruz'],
          milhares: ['5203'],
          ternoDeGrupo: ['01 - Avestruz', '10 - Coelho', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Passaporte',
    geral: {
      significado:
        'O passaporte abre fronteiras: no sonho fala de viagem, mudança de vida e reconhecimento de quem você é. Perder o passaporte mostra medo de ficar preso a uma situação; carimbar, um novo capítulo. A Águia, que cruza países voando, fica com o palpite.',
      palpites: {
        grupos: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
        milhares: ['8605', '8332', '0141'],
        ternoDeGrupo: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Pássaro',
    geral: {
      significado:
        'Pássaros no sonho trazem liberdade, notícias e leveza. Vê-los voando alto indica planos ganhando espaço; um pássaro cantando na janela, segundo o povo, é recado bom chegando. A Águia, senhora das aves, fica com o palpite.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['9205'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '19 - Pavão'],
      },
    },
    variantes: {
      preto: {
        significado:
          'Pássaro preto pede atenção a pensamentos pesados e a boatos. Não é agouro, mas um convite à prudência.',
        palpites: {
          grupos: ['02 - Águia', '09 - Cobra', '14 - Gato'],
          milhares: ['4206', '8935', '0255'],
          ternoDeGrupo: ['02 - Águia', '09 - Cobra', '14 - Gato'],
        },
      },
      morto: {
        significado:
          'Ver um pássaro morto marca o fim de uma ilusão ou de um plano. Dói, mas abre espaço para recomeçar.',
        palpites: {
          grupos: ['02 - Águia'],
          milhares: ['0708'],
          ternoDeGrupo: ['02 - Águia', '09 - Cobra', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Pastel',
    geral: {
      significado:
        'O pastel de feira, crocante e quentinho, é alegria simples e comida de rua. No sonho, anuncia pequenos prazeres e conversas boas com os amigos. Pastel vazio por dentro pede cuidado com aparências. Fritura e fartura levam ao Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['3472'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Pato',
    geral: {
      significado:
        'O pato anda na terra, nada na água e ainda voa: é o símbolo de quem se adapta a qualquer situação. Sonhar com ele sugere versatilidade e talvez um convite para sair da rotina. Sem pato na tabela, o palpite vai para o Galo, outra ave de quintal, com o Jacaré pela água.',
      palpites: {
        grupos: ['13 - Galo', '15 - Jacaré', '02 - Águia'],
        milhares: ['0850', '7758', '7905'],
        ternoDeGrupo: ['13 - Galo', '15 - Jacaré', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Pavão',
    geral: {
      significado:
        'O pavão de cauda aberta é pura exibição de beleza e orgulho. Sonhar com ele aponta autoestima em alta e reconhecimento chegando, mas lembra que vaidade demais afasta as pessoas. No bicho, a resposta é direta: Pavão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['1473'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Pé',
    geral: {
      significado:
        'Os pés nos levam pela vida, por isso o sonho com eles fala de rumo e de estabilidade. Pés firmes no chão indicam segurança nas escolhas; pés machucados pedem descanso e mais cuidado com o caminho. O Burro, que anda léguas sem reclamar, é o bicho lembrado.',
      palpites: {
        grupos: ['03 - Burro', '11 - Cavalo', '08 - Camelo'],
        milhares: ['0812', '5843', '1631'],
        ternoDeGrupo: ['03 - Burro', '11 - Cavalo', '08 - Camelo'],
      },
    },
    variantes: {
      sujo: {
        significado:
          'Pé sujo no sonho sugere pendências acumuladas pelo caminho. Resolva uma de cada vez e a estrada fica mais leve.',
        palpites: {
          grupos: ['03 - Burro'],
          milhares: ['8710'],
          ternoDeGrupo: ['03 - Burro', '18 - Porco', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Pedra',
    geral: {
      significado:
        'A pedra é firmeza, mas também obstáculo. Pisar em pedras lisas fala de terreno seguro; tropeçar nelas avisa de dificuldades pequenas que merecem atenção antes que cresçam. Pelo peso e pela solidez, o palpite é o Elefante.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['9945'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Peixe',
    geral: {
      significado:
        'Peixe no sonho é fartura e também fertilidade: muita gente diz que anuncia gravidez na família. Peixes vivos e coloridos mostram prosperidade em movimento; pescar um peixe grande sugere uma conquista pelo próprio esforço. Como bicho da água, vai de Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
        milhares: ['9259', '6600', '7716'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
      },
    },
    variantes: {
      morto: {
        significado:
          'Peixe morto fala de uma oportunidade que passou do ponto. Não lamente demais: o mar tem outros.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['1258'],
          ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '18 - Porco'],
        },
      },
      "dentro d'água": {
        significado:
          "Ver o peixe nadando livre dentro d'água é sinal de emoções em ordem e de projetos encontrando o próprio fluxo.",
        palpites: {
          grupos: ['15 - Jacaré', '04 - Borboleta', '01 - Avestruz'],
          milhares: ['7557', '2114', '9301'],
          ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '01 - Avestruz'],
        },
      },
    },
  },
  {
    titulo: 'Pente',
    geral: {
      significado:
        'Pentear o cabelo em sonho é arrumar as ideias: desfazer nós, decidir o que fica e o que sai. Pente quebrado pode indicar um pequeno aborrecimento com a imagem que você passa. Quem joga lembra do Cavalo e de sua crina bem tratada.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['4944'],
        ternoDeGrupo: ['11 - Cavalo', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Perfume',
    geral: {
      significado:
        'Perfume no sonho é memória e sedução: um cheiro que lembra alguém ou a vontade de ser notado. Aroma agradável fala de encontros gostosos; perfume forte demais pede discrição. Pela ligação com as flores, fica com a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['2613'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Perna',
    geral: {
      significado:
        'Pernas fortes no sonho indicam disposição para seguir em frente e independência. Pernas cansadas ou presas sugerem que você anda carregando mais do que deveria. O Veado, de pernas ágeis e saltos longos, é o bicho escolhido.',
      palpites: {
        grupos: ['24 - Veado', '11 - Cavalo', '03 - Burro'],
        milhares: ['9095', '7141', '5109'],
        ternoDeGrupo: ['24 - Veado', '11 - Cavalo', '03 - Burro'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'Perna quebrada pede uma pausa forçada: algum plano vai precisar de mais tempo. Use a parada para reorganizar a rota.',
        palpites: {
          grupos: ['24 - Veado'],
          milhares: ['6093'],
          ternoDeGrupo: ['24 - Veado', '03 - Burro', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Pérola',
    geral: {
      significado:
        'A pérola nasce de um incômodo que a ostra transforma em beleza. Sonhar com ela sugere que uma dificuldade recente vai virar aprendizado valioso. Por vir do mar, começa pelo Jacaré; o Pavão entra pelo brilho da joia.',
      palpites: {
        grupos: ['15 - Jacaré', '19 - Pavão', '07 - Carneiro'],
        milhares: ['4758', '9376', '7028'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Perseguição',
    geral: {
      significado:
        'Ser perseguido no sonho é um dos temas mais comuns: mostra fuga de um problema, de uma cobrança ou de um sentimento que você evita encarar. Parar e olhar para trás costuma tirar o medo. Escapar anuncia alívio. O Coelho, que vive fugindo dos caçadores, leva a dica.',
      palpites: {
        grupos: ['10 - Coelho', '22 - Tigre', '05 - Cachorro'],
        milhares: ['8239', '9785', '5320'],
        ternoDeGrupo: ['10 - Coelho', '22 - Tigre', '05 - Cachorro'],
      },
    },
    variantes: {
      por_cachorro: {
        significado:
          'Ser perseguido por um cachorro fala de culpa ou de uma briga com alguém próximo que ainda não foi resolvida.',
        palpites: {
          grupos: ['05 - Cachorro'],
          milhares: ['9420'],
          ternoDeGrupo: ['05 - Cachorro', '10 - Coelho', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Peru',
    geral: {
      significado:
        'O peru lembra festa, ceia e mesa farta com a família reunida. Sonhar com ele fala de comemoração e de gratidão; peru todo estufado, porém, avisa contra o orgulho. O palpite é o próprio Peru.',
      palpites: {
        grupos: ['20 - Peru', '13 - Galo', '07 - Carneiro'],
        milhares: ['4778', '6052', '2625'],
        ternoDeGrupo: ['20 - Peru', '13 - Galo', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Pescaria',
    geral: {
      significado:
        'Pescar no sonho mostra paciência e esperança: esperar a hora certa para fisgar uma oportunidade. Pegar peixe grande anuncia recompensa; voltar sem nada pede persistência. A água onde se pesca é do Jacaré, e o palpite sai dela.',
      palpites: {
        grupos: ['15 - Jacaré', '24 - Veado', '09 - Cobra'],
        milhares: ['3959', '0095', '6034'],
        ternoDeGrupo: ['15 - Jacaré', '24 - Veado', '09 - Cobra'],
      },
    },
    variantes: {
      peixe_grande: {
        significado:
          'Fisgar um peixe grande no sonho fala de uma conquista importante depois de muita espera.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['3159'],
          ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '18 - Porco'],
        },
      },
    },
  },
  {
    titulo: 'Pescoço',
    geral: {
      significado:
        'O pescoço liga a cabeça ao corpo: no sonho fala de equilíbrio entre razão e emoção. Pescoço duro mostra teimosia ou tensão; colar no pescoço, vaidade e carinho. O Camelo, de pescoço longo e resistente, fica com o palpite.',
      palpites: {
        grupos: ['08 - Camelo', '12 - Elefante', '24 - Veado'],
        milhares: ['9832', '5446', '3594'],
        ternoDeGrupo: ['08 - Camelo', '12 - Elefante', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Pia',
    geral: {
      significado:
        'A pia é onde se lava o que sujou. No sonho, fala de limpeza, de resolver pendências e de colocar a casa em ordem. Pia entupida ou transbordando mostra problemas acumulados; pia limpa e brilhando, alívio. A água que corre é do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '25 - Vaca', '14 - Gato'],
        milhares: ['4957', '3998', '3155'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Piano',
    geral: {
      significado:
        'Tocar piano no sonho mostra sensibilidade e disciplina: cada tecla no seu tempo. Música bonita anuncia harmonia em casa e no amor; piano desafinado pede ajustes na convivência. A música do livro é cantada pelo Galo.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '07 - Carneiro'],
        milhares: ['7752', '0676', '3927'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Pijama',
    geral: {
      significado:
        'O pijama é conforto e intimidade. Sonhar de pijama fala de descanso merecido e de vontade de ficar em casa; estar de pijama na rua mostra medo de ser pego desprevenido. O Urso, dorminhoco da tabela, fica com o palpite.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['4991'],
        ternoDeGrupo: ['23 - Urso', '10 - Coelho', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Pimenta',
    geral: {
      significado:
        'A pimenta arde e dá sabor: no sonho indica paixão, provocação ou uma situação que está esquentando. Comer pimenta sem sofrer sugere que você dá conta do desafio; se queimou a boca, cuidado com palavras ásperas. Pelo ardor, parente do fogo, vai de Leão.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['1263'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Pinguim',
    geral: {
      significado:
        'O pinguim é ave que não voa, mas nada muito bem: no sonho, fala de adaptação e de fidelidade, pois vive em casal e cuida do ninho. Ver pinguins juntos anuncia união familiar. Por ser ave, fica com a Águia.',
      palpites: {
        grupos: ['02 - Águia', '23 - Urso', '15 - Jacaré'],
        milhares: ['3906', '2389', '1059'],
        ternoDeGrupo: ['02 - Águia', '23 - Urso', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Piolho',
    geral: {
      significado:
        'Piolho é aquele incômodo pequeno que não larga: no sonho, fala de preocupações miúdas ou de pessoas que sugam sua energia. Catar e eliminar os piolhos é sinal de alívio por perto. O Macaco, famoso por catar a cabeça dos companheiros, é o palpite popular.',
      palpites: {
        grupos: ['17 - Macaco', '14 - Gato', '04 - Borboleta'],
        milhares: ['3565', '6855', '1516'],
        ternoDeGrupo: ['17 - Macaco', '14 - Gato', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Pipa',
    geral: {
      significado:
        'Soltar pipa é brincadeira de criança e de quem sonha alto. Pipa subindo firme mostra projetos ganhando altura; linha cortada lembra que nem tudo está sob seu controle. Ligada ao céu, é da Águia.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['6306'],
        ternoDeGrupo: ['02 - Águia', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Pipoca',
    geral: {
      significado:
        'A pipoca estoura de surpresa e enche a vasilha: no sonho, anuncia alegria, diversão e novidades que pulam de repente. Comer pipoca no cinema fala de bons momentos a dois. Feita de milho, a pipoca agrada ao Macaco e ao Galo.',
      palpites: {
        grupos: ['17 - Macaco', '13 - Galo', '18 - Porco'],
        milhares: ['6465', '0451', '2171'],
        ternoDeGrupo: ['17 - Macaco', '13 - Galo', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Pirata',
    geral: {
      significado:
        'O pirata busca tesouros e desafia regras. No sonho, fala de aventura e ousadia, mas também de alguém que pode tirar o que é seu. Ser pirata mostra vontade de liberdade; ser atacado por piratas pede cuidado com negócios. A ferocidade do saque é do Tigre.',
      palpites: {
        grupos: ['22 - Tigre', '15 - Jacaré', '05 - Cachorro'],
        milhares: ['0687', '8560', '9219'],
        ternoDeGrupo: ['22 - Tigre', '15 - Jacaré', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Piscina',
    geral: {
      significado:
        'A piscina é água domesticada: lazer, descanso e emoções sob controle. Água limpa indica tranquilidade e boa companhia; piscina suja ou vazia pede cuidado com o que anda se acumulando por dentro. Como tudo que envolve água, abre com o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '10 - Coelho', '19 - Pavão'],
        milhares: ['3759', '8938', '5173'],
        ternoDeGrupo: ['15 - Jacaré', '10 - Coelho', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Pizza',
    geral: {
      significado:
        'Pizza dividida com amigos é sinal de festa, partilha e encontros divertidos. No sonho, anuncia fartura e convívio; pizza queimada pede atenção a planos feitos com pressa. Comida farta e quentinha vai para o Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['3771'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Planta',
    geral: {
      significado:
        'Cuidar de plantas no sonho mostra crescimento: algo que você cultiva com paciência vai dar frutos. Planta viçosa anuncia saúde e prosperidade; planta murcha pede atenção a relações esquecidas. O verde e as flores levam o palpite à Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '24 - Veado', '06 - Cabra'],
        milhares: ['6415', '0996', '6323'],
        ternoDeGrupo: ['04 - Borboleta', '24 - Veado', '06 - Cabra'],
      },
    },
    variantes: {
      morta: {
        significado:
          'Planta seca ou morta mostra um projeto deixado de lado. Ainda dá tempo de regar o que importa.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['1816'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Pneu',
    geral: {
      significado:
        'O pneu leva o carro adiante. No sonho, fala de movimento e de segurança no caminho; pneu furado mostra um atraso ou obstáculo inesperado, e trocar o pneu, capacidade de resolver sozinho. Tudo que roda na estrada vai para o Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '03 - Burro', '21 - Touro'],
        milhares: ['9643', '2712', '1483'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '21 - Touro'],
      },
    },
    variantes: {
      furado: {
        significado:
          'Pneu furado mostra um imprevisto que atrasa os planos. Calma: o conserto costuma ser mais simples do que parece.',
        palpites: {
          grupos: ['11 - Cavalo'],
          milhares: ['9544'],
          ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Pobreza',
    geral: {
      significado:
        'Sonhar que está pobre costuma refletir medo de perder estabilidade, não um aviso. O sonho pede organização, simplicidade e atenção aos gastos. Ajudar alguém pobre fala de generosidade. O Burro, que trabalha sem descanso, guia o palpite.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['1112'],
        ternoDeGrupo: ['03 - Burro', '18 - Porco', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Poço',
    geral: {
      significado:
        'Poço fundo no sonho representa o que está guardado lá dentro: lembranças, segredos, recursos escondidos. Tirar água limpa do poço é sinal de força interior; cair nele pede cuidado com tristezas que puxam para baixo. O palpite tradicional é a Cobra, que vive nas profundezas.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['2334'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Polícia',
    geral: {
      significado:
        'A polícia no sonho fala de ordem, regras e consciência. Se ela protegia você, espere apoio numa situação difícil; se você fugia, talvez haja uma culpa ou uma pendência pedindo solução. Segue o Cachorro, o guardião, como manda o livro.',
      palpites: {
        grupos: ['05 - Cachorro', '22 - Tigre', '16 - Leão'],
        milhares: ['0719', '0586', '6062'],
        ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Polvo',
    geral: {
      significado:
        'O polvo tem muitos braços e se esconde mudando de cor. No sonho, mostra alguém que quer abraçar tudo ao mesmo tempo ou uma situação que prende por todos os lados. Também fala de inteligência e adaptação. Bicho do mar, vai para o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '17 - Macaco'],
        milhares: ['4658', '7236', '8868'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Pombo',
    geral: {
      significado:
        'O pombo-correio carregava recados, e no sonho ele ainda traz notícias: uma carta, uma mensagem, um reencontro. Pomba branca é símbolo de paz em casa. O povo costuma jogar no Galo, ave do dia a dia, com a Águia e o Carneiro no terno.',
      palpites: {
        grupos: ['13 - Galo', '02 - Águia', '07 - Carneiro'],
        milhares: ['0451', '6607', '0227'],
        ternoDeGrupo: ['13 - Galo', '02 - Águia', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Ponte',
    geral: {
      significado:
        'Atravessar uma ponte é passar de uma fase para outra. Ponte firme indica transição tranquila e boas ligações entre pessoas; ponte balançando pede calma e passos seguros. O bicho das travessias longas, o Camelo, fica com a aposta de quem sonhou.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['6331'],
        ternoDeGrupo: ['08 - Camelo', '15 - Jacaré', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Porco',
    geral: {
      significado:
        'Porco no sonho é fartura e dinheiro, não à toa o cofrinho tem a forma dele. Um porco gordo é lido como fase de mesa cheia; porco na lama lembra de cuidar da organização da casa e das finanças. O palpite não podia ser outro: o próprio Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['8370'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '12 - Elefante'],
      },
    },
    variantes: {
      preto: {
        significado:
          'Porco preto pede atenção a gastos escondidos e a pequenas mentiras. Revise as contas com calma.',
        palpites: {
          grupos: ['18 - Porco', '09 - Cobra', '14 - Gato'],
          milhares: ['2272', '4733', '7053'],
          ternoDeGrupo: ['18 - Porco', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Porta',
    geral: {
      significado:
        'A porta é passagem: oportunidades, convites e mudanças. Porta aberta sugere caminho livre; porta trancada indica que é preciso outra chave, talvez outra abordagem. Como parte da casa, segue o Elefante, com o Cachorro de guarda no terno.',
      palpites: {
        grupos: ['12 - Elefante', '05 - Cachorro', '10 - Coelho'],
        milhares: ['3345', '8117', '6640'],
        ternoDeGrupo: ['12 - Elefante', '05 - Cachorro', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Praia',
    geral: {
      significado:
        'A praia é descanso, sol no rosto e horizonte aberto. Sonhar com ela mostra vontade de férias e de respirar fundo, e às vezes o fim de um ciclo pesado. Perto do mar, o palpite fica com o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['4558'],
        ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Prato',
    geral: {
      significado:
        'Prato cheio é sinal de fartura; prato vazio pede planejamento e cuidado com desperdícios. Quebrar um prato, segundo a crença popular, espanta o azar e abre espaço para novidades. Pela comida que carrega, o Porco vem primeiro.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '25 - Vaca'],
        milhares: ['5372', '1151', '2897'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Prédio',
    geral: {
      significado:
        'O prédio alto fala de ambição e de subir na vida, andar por andar. Morar num prédio mostra segurança; prédio caindo pede atenção a bases frágeis em algum plano. O Elefante, grande e firme, sustenta o palpite, e a Águia vê lá de cima.',
      palpites: {
        grupos: ['12 - Elefante', '03 - Burro', '02 - Águia'],
        milhares: ['7045', '5110', '3906'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Presente',
    geral: {
      significado:
        'Receber um presente no sonho é sinal de reconhecimento e de carinho chegando. Se foi você quem deu, mostra generosidade e vontade de agradar. O Pavão, que gosta de coisas bonitas, lidera o palpite.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '20 - Peru'],
        milhares: ['3574', '4613', '2477'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '20 - Peru'],
      },
    },
    variantes: {
      de_aniversario: {
        significado:
          'Presente de aniversário fala de comemoração e de pessoas queridas por perto. O Peru da festa entra em primeiro.',
        palpites: {
          grupos: ['20 - Peru'],
          milhares: ['1379'],
          ternoDeGrupo: ['20 - Peru', '04 - Borboleta', '19 - Pavão'],
        },
      },
    },
  },
  {
    titulo: 'Presidente',
    geral: {
      significado:
        'Ver o presidente no sonho fala de poder, autoridade e decisões que afetam muita gente. Conversar com ele mostra vontade de ser ouvido; ser presidente indica ambição e liderança. O Leão, rei dos animais, é quem manda no palpite.',
      palpites: {
        grupos: ['16 - Leão', '12 - Elefante', '02 - Águia'],
        milhares: ['4262', '1648', '9505'],
        ternoDeGrupo: ['16 - Leão', '12 - Elefante', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Primo',
    geral: {
      significado:
        'Sonhar com um primo traz lembranças da infância, de brincadeiras e de férias em família. Encontro alegre anuncia notícias de parentes; briga com primo pede paciência com disputas pequenas. O Cachorro, companheiro de toda hora, leva a dica.',
      palpites: {
        grupos: ['05 - Cachorro', '10 - Coelho', '17 - Macaco'],
        milhares: ['9318', '4937', '0967'],
        ternoDeGrupo: ['05 - Cachorro', '10 - Coelho', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Prisão',
    geral: {
      significado:
        'Estar preso no sonho reflete a sensação de falta de escolha: um emprego, uma relação ou um hábito que aperta. Sair da prisão é um ótimo sinal de libertação próxima. O Leão enjaulado é o símbolo popular, com o Cachorro, guardião da cela, no terno.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['0263'],
        ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Professor',
    geral: {
      significado:
        'O professor ensina e corrige. No sonho, mostra uma lição que a vida está oferecendo ou a vontade de aprender algo novo. Ser repreendido por ele fala de culpa; receber elogio, reconhecimento. A escola, no livro, é do Macaco, com o Elefante da memória.',
      palpites: {
        grupos: ['17 - Macaco', '12 - Elefante', '13 - Galo'],
        milhares: ['7165', '4345', '1049'],
        ternoDeGrupo: ['17 - Macaco', '12 - Elefante', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Prova',
    geral: {
      significado:
        'Fazer prova em sonho, mesmo anos depois da escola, mostra que você se sente avaliado em algum canto da vida. Se as respostas fluíam, a confiança está em dia; branco total sugere uma ansiedade maior que o desafio real. O Macaco, esperto e curioso, é o bicho da inteligência.',
      palpites: {
        grupos: ['17 - Macaco', '02 - Águia', '12 - Elefante'],
        milhares: ['4968', '5008', '4646'],
        ternoDeGrupo: ['17 - Macaco', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Pulga',
    geral: {
      significado:
        'Pulga no sonho é aquela irritação pequena e insistente, talvez uma pessoa ou um problema que não sai do seu pé. Livrar-se delas indica alívio em breve. O palpite vai para o Cachorro, o eterno hospedeiro das pulgas.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['1317'],
        ternoDeGrupo: ['05 - Cachorro', '14 - Gato', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Pulseira',
    geral: {
      significado:
        'A pulseira enfeita o pulso e marca laços: no sonho, fala de amizade, compromisso e vaidade. Ganhar uma pulseira anuncia carinho; perder ou arrebentar mostra um vínculo afrouxando. Joia e enfeite levam o palpite ao Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '18 - Porco'],
        milhares: ['2576', '5215', '8572'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '18 - Porco'],
      },
    },
    variantes: {
      de_ouro: {
        significado:
          'Pulseira de ouro no sonho fala de valorização e de dinheiro que pode entrar. Cuide do que é seu com carinho.',
        palpites: {
          grupos: ['19 - Pavão'],
          milhares: ['1875'],
          ternoDeGrupo: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
        },
      },
    },
  },
];

export default dreams;
