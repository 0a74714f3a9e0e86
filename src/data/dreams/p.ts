// Built-in dream entries for the letter P.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
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
];

export default dreams;
