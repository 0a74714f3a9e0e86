// Built-in dream entries for the letter A.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Abacate',
    geral: {
      significado:
        'O abacate, fruta carnuda e nutritiva, lembra o cuidado com o próprio corpo e a vontade de se alimentar bem. A tradição liga esse sonho à Vaca, bicho da nutrição e do sustento da família. Pode ser um recado para você se cuidar com mais carinho.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['8799'],
        ternoDeGrupo: ['25 - Vaca', '06 - Cabra', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Abacaxi',
    geral: {
      significado:
        'Quem sonha com abacaxi costuma estar às voltas com um problema espinhoso, daqueles que a gente diz que é "um abacaxi para descascar". O Macaco entra aqui pela esperteza e pelo jeitinho de resolver as coisas. Por dentro, a fruta é doce: a situação pode ser menos amarga do que parece.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['4366'],
        ternoDeGrupo: ['17 - Macaco', '08 - Camelo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Abelha',
    geral: {
      significado:
        'A abelha é símbolo de trabalho em equipe e de esforço que vira mel. No livro dos sonhos ela voa junto da Borboleta, companheira das flores. Sonhar com ela sugere uma fase produtiva, em que a dedicação tende a ser bem recompensada.',
      palpites: {
        grupos: ['04 - Borboleta', '13 - Galo', '18 - Porco'],
        milhares: ['5615', '5249', '3971'],
        ternoDeGrupo: ['04 - Borboleta', '13 - Galo', '18 - Porco'],
      },
    },
    variantes: {
      picando: {
        significado:
          'Levar uma picada de abelha em sonho fala de uma pequena dor ou de uma crítica que incomoda mais do que machuca. Vale respirar fundo antes de responder a alguém.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['8613'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Abismo',
    geral: {
      significado:
        'Olhar para um abismo no sonho mostra receio diante de uma decisão importante ou de uma mudança grande. A Águia, que enxerga tudo lá de cima, é o bicho desse sonho. A dica popular é ir com calma e não dar passos no escuro.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['1608'],
        ternoDeGrupo: ['02 - Águia', '23 - Urso', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Abóbora',
    geral: {
      significado:
        'A abóbora, grande e cheia de sementes, é sinal popular de fartura dentro de casa. Por isso o sonho costuma ser jogado no Porco, bicho da mesa farta. Também pode indicar que algo plantado há tempos está amadurecendo.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['5571'],
        ternoDeGrupo: ['18 - Porco', '25 - Vaca', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Abraço',
    geral: {
      significado:
        'Um abraço em sonho costuma mostrar saudade ou vontade de acolher alguém. O Carneiro, manso e cheio de lã, representa esse conforto, acompanhado da Vaca e da Borboleta. É um sonho de reconciliação e de afeto.',
      palpites: {
        grupos: ['07 - Carneiro', '25 - Vaca', '04 - Borboleta'],
        milhares: ['9725', '3397', '1314'],
        ternoDeGrupo: ['07 - Carneiro', '25 - Vaca', '04 - Borboleta'],
      },
    },
    variantes: {
      com_a_mae: {
        significado:
          'Abraçar a mãe em sonho traz a ideia de proteção e de colo. É um bom momento para retomar o contato com quem cuidou de você.',
        palpites: {
          grupos: ['25 - Vaca'],
          milhares: ['5197'],
          ternoDeGrupo: ['25 - Vaca', '07 - Carneiro', '01 - Avestruz'],
        },
      },
      com_o_namorado: {
        significado:
          'Abraçar o namorado no sonho mostra desejo de segurança na relação. Se o abraço foi apertado, a tradição diz que o laço está forte.',
        palpites: {
          grupos: ['04 - Borboleta', '07 - Carneiro', '22 - Tigre'],
          milhares: ['4015', '4828', '6186'],
          ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Acidente',
    geral: {
      significado:
        'Sonhar com acidente assusta, mas no folclore dos sonhos ele costuma ser um pedido de atenção, não um aviso de desgraça. O Cavalo, bicho do movimento e da estrada, lidera os palpites. Reduza a pressa e revise os planos antes de seguir em frente.',
      palpites: {
        grupos: ['11 - Cavalo', '09 - Cobra', '22 - Tigre'],
        milhares: ['6943', '6234', '1787'],
        ternoDeGrupo: ['11 - Cavalo', '09 - Cobra', '22 - Tigre'],
      },
    },
    variantes: {
      de_carro: {
        significado:
          'Acidente de carro no sonho mostra medo de perder o controle de alguma situação. Dirija a vida com menos correria nos próximos dias.',
        palpites: {
          grupos: ['11 - Cavalo'],
          milhares: ['5743'],
          ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '05 - Cachorro'],
        },
      },
      de_moto: {
        significado:
          'A moto acidentada fala de impulsividade e de riscos assumidos sem pensar. A dica é trocar a ousadia pela prudência por um tempo.',
        palpites: {
          grupos: ['11 - Cavalo', '22 - Tigre', '02 - Águia'],
          milhares: ['5842', '3786', '6405'],
          ternoDeGrupo: ['11 - Cavalo', '22 - Tigre', '02 - Águia'],
        },
      },
      com_muito_sangue: {
        significado:
          'Quando o acidente tem muito sangue, o sonho entra no território do Leão, bicho ligado ao sangue e à força vital. Popularmente indica uma emoção forte que precisa ser colocada para fora.',
        palpites: {
          grupos: ['16 - Leão', '11 - Cavalo', '09 - Cobra'],
          milhares: ['9564', '1343', '9936'],
          ternoDeGrupo: ['16 - Leão', '11 - Cavalo', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Açougue',
    geral: {
      significado:
        'O açougue, com suas carnes penduradas, remete à força e ao sustento. O Touro é o bicho escolhido por representar a carne e a robustez. Muitos leem esse sonho como sinal de que o esforço vai garantir o pão de cada dia.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['5681'],
        ternoDeGrupo: ['21 - Touro', '18 - Porco', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Açúcar',
    geral: {
      significado:
        'Açúcar em sonho anuncia momentos mais doces, de carinho e de boa convivência. O Carneiro, bicho manso, combina com essa suavidade. Só cuidado para não adoçar demais o que precisa ser dito com franqueza.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['9528'],
        ternoDeGrupo: ['07 - Carneiro', '04 - Borboleta', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Advogado',
    geral: {
      significado:
        'Sonhar com advogado indica vontade de se defender ou de ver uma questão resolvida com justiça. O Leão aparece pela coragem de enfrentar disputas, com o Cachorro vigiando e o Elefante dando peso às decisões. Organize seus papéis e documentos: o sonho pode ser um lembrete prático.',
      palpites: {
        grupos: ['16 - Leão', '05 - Cachorro', '12 - Elefante'],
        milhares: ['6663', '1717', '8246'],
        ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Aeroporto',
    geral: {
      significado:
        'O aeroporto é lugar de partidas e chegadas, e no sonho fala de transição e de novos rumos. A Águia governa tudo o que voa, enquanto o Camelo e o Cavalo lembram as viagens longas. Pode ser hora de tirar um plano da gaveta.',
      palpites: {
        grupos: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
        milhares: ['9705', '9431', '5142'],
        ternoDeGrupo: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Afogamento',
    geral: {
      significado:
        'Sonhar que está se afogando mostra a sensação de estar sobrecarregado, com água até o pescoço. O Jacaré, senhor das águas, encabeça os palpites. O recado é pedir ajuda e dividir o peso com quem está perto.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '23 - Urso'],
        milhares: ['7657', '5233', '4090'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Agulha',
    geral: {
      significado:
        'A agulha pede atenção aos detalhes e paciência para costurar as coisas aos poucos. O Gato, preciso e cuidadoso nos movimentos, é o bicho do sonho. Se ela picou seu dedo, a tradição fala de uma pequena fofoca passageira.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['5655'],
        ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Água',
    geral: {
      significado:
        'A água é um dos sonhos mais antigos do livro e sempre aponta para o Jacaré. Água limpa e calma costuma ser lida como tranquilidade e renovação. Observe como ela estava: o estado da água diz muito sobre o seu momento.',
      palpites: {
        grupos: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
        milhares: ['7760', '9997', '8014'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '04 - Borboleta'],
      },
    },
    variantes: {
      sujo: {
        significado:
          'Água suja ou barrenta fala de preocupações acumuladas e de assuntos mal resolvidos. É um convite para limpar pendências, uma de cada vez.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['1959'],
          ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '09 - Cobra'],
        },
      },
      "dentro d'água": {
        significado:
          "Estar dentro d'água no sonho mostra entrega às emoções. Se você nadava com facilidade, o momento é de fluidez e boas conversas.",
        palpites: {
          grupos: ['15 - Jacaré', '10 - Coelho', '24 - Veado'],
          milhares: ['4357', '8940', '4394'],
          ternoDeGrupo: ['15 - Jacaré', '10 - Coelho', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Águia',
    geral: {
      significado:
        'A Águia é o próprio grupo 02 e representa visão ampla, ambição e liberdade. Sonhar com ela voando alto costuma ser lido como vontade de crescer. Leão e Tigre completam o trio dos bichos de força.',
      palpites: {
        grupos: ['02 - Águia', '16 - Leão', '22 - Tigre'],
        milhares: ['2106', '5063', '6688'],
        ternoDeGrupo: ['02 - Águia', '16 - Leão', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Alface',
    geral: {
      significado:
        'A alface fresquinha lembra a horta e uma vida mais leve e saudável. A Cabra, que adora folhas, é quem representa o sonho. Pode ser sinal de que um período de calma está chegando.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['5821'],
        ternoDeGrupo: ['06 - Cabra', '10 - Coelho', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Alho',
    geral: {
      significado:
        'O alho é velho conhecido das simpatias de proteção contra mau-olhado. No sonho, o Galo, sentinela que espanta o que é ruim com seu canto, é o bicho indicado. Muita gente interpreta como sinal de que você está bem guardado.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['1951'],
        ternoDeGrupo: ['13 - Galo', '09 - Cobra', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Aliança',
    geral: {
      significado:
        'A aliança é símbolo de compromisso e de união, por isso segue a Borboleta, grupo tradicional do casamento. O sonho fala de laços, sejam amorosos, de amizade ou de negócios. Reflita sobre as promessas que você fez e as que recebeu.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['3814'],
        ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '19 - Pavão'],
      },
    },
    variantes: {
      de_ouro: {
        significado:
          'Aliança de ouro reforça a ideia de um compromisso valioso e duradouro. O Pavão, bicho ligado ao ouro, passa à frente nos palpites.',
        palpites: {
          grupos: ['19 - Pavão', '04 - Borboleta', '18 - Porco'],
          milhares: ['7376', '3314', '4669'],
          ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '18 - Porco'],
        },
      },
      quebrada: {
        significado:
          'Uma aliança quebrada no sonho sugere desgaste numa relação ou medo de rompimento. Conversar com sinceridade costuma ser o melhor remédio.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['8133'],
          ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '03 - Burro'],
        },
      },
    },
  },
  {
    titulo: 'Alma',
    geral: {
      significado:
        'Ver uma alma ou um espírito em sonho costuma estar ligado a lembranças de quem já se foi ou a questões de fé. A Águia, bicho do céu, é a escolha tradicional. Uma oração ou um pensamento carinhoso pode trazer paz.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['6707'],
        ternoDeGrupo: ['02 - Águia', '09 - Cobra', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Almoço',
    geral: {
      significado:
        'Um almoço farto no sonho é sinal de fartura e de boa companhia, por isso cai no Porco, como toda comida. Touro e Galo completam a mesa. Se o almoço era em família, a tradição fala de reconciliações.',
      palpites: {
        grupos: ['18 - Porco', '21 - Touro', '13 - Galo'],
        milhares: ['9669', '5883', '6349'],
        ternoDeGrupo: ['18 - Porco', '21 - Touro', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Altar',
    geral: {
      significado:
        'O altar une fé e compromisso: pode indicar um pedido feito com o coração ou um casamento no horizonte. O Pavão, bicho da igreja, leva esse sonho. É um bom momento para agradecer pelo que já deu certo.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['9975'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Amante',
    geral: {
      significado:
        'Sonhar com amante não quer dizer traição: costuma revelar desejos escondidos ou vontade de novidade. O Tigre representa a paixão intensa, a Cobra a tentação e o Gato o mistério. Vale olhar para o que anda faltando na rotina.',
      palpites: {
        grupos: ['22 - Tigre', '09 - Cobra', '14 - Gato'],
        milhares: ['1087', '3434', '3755'],
        ternoDeGrupo: ['22 - Tigre', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Ambulância',
    geral: {
      significado:
        'A ambulância passa correndo no sonho como um alerta para a saúde e para o ritmo puxado. O Cavalo, bicho de tudo o que corre pela estrada, é o palpite. Marque aquela consulta que está adiando.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['2844'],
        ternoDeGrupo: ['11 - Cavalo', '05 - Cachorro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Amendoim',
    geral: {
      significado:
        'O amendoim, petisco de festa e de macaco de desenho, fala de pequenos prazeres e de ganhos miúdos que somam. O Macaco é a escolha óbvia e divertida. O sonho pede para não desprezar as pequenas oportunidades.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['8665'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Amiga',
    geral: {
      significado:
        'Encontrar uma amiga em sonho mostra necessidade de apoio e de conversa. A Vaca, bicho da figura feminina, lidera, acompanhada do Cachorro, que é lealdade pura. Talvez seja hora de mandar aquela mensagem.',
      palpites: {
        grupos: ['25 - Vaca', '05 - Cachorro', '04 - Borboleta'],
        milhares: ['5499', '6419', '2013'],
        ternoDeGrupo: ['25 - Vaca', '05 - Cachorro', '04 - Borboleta'],
      },
    },
    variantes: {
      'grávida': {
        significado:
          'Ver uma amiga grávida anuncia novidades e projetos nascendo, na vida dela ou na sua. O Avestruz, bicho do ovo e do começo, passa à frente.',
        palpites: {
          grupos: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
          milhares: ['6204', '7999', '4838'],
          ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Amigo',
    geral: {
      significado:
        'O amigo no sonho representa confiança e parceria. O Cachorro, melhor amigo do ser humano, é o bicho certo. Se vocês estavam rindo juntos, a tradição fala de boas notícias vindas de alguém próximo.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['6318'],
        ternoDeGrupo: ['05 - Cachorro', '07 - Carneiro', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Amor',
    geral: {
      significado:
        'Sonhar com amor, seja um romance novo ou antigo, mostra o coração pedindo atenção. A Borboleta, bicho dos namorados e das flores, puxa o trio. O sonho convida a cuidar de quem está ao seu lado, e de você também.',
      palpites: {
        grupos: ['04 - Borboleta', '07 - Carneiro', '19 - Pavão'],
        milhares: ['2115', '4826', '3276'],
        ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Andorinha',
    geral: {
      significado:
        'Dizem que uma andorinha só não faz verão, mas no sonho ela costuma trazer notícias boas e a volta de dias mais leves. Como ave, fica com a Águia. É um sonho de esperança e de recomeço.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['5907'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Anel',
    geral: {
      significado:
        'O anel fala de compromissos e de valor pessoal. A Borboleta, do casamento e dos laços, vem primeiro, seguida do Pavão e do Elefante. Repare no material e onde ele estava: cada detalhe muda a leitura.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '12 - Elefante'],
        milhares: ['9714', '6476', '1346'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '12 - Elefante'],
      },
    },
    variantes: {
      no_dedo: {
        significado:
          'Um anel no próprio dedo sugere uma promessa prestes a se cumprir ou um vínculo que se firma.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['1013'],
          ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '25 - Vaca'],
        },
      },
      de_ouro: {
        significado:
          'O anel de ouro brilha como sinal de reconhecimento e prestígio, e por isso vai para o Pavão. Curta o momento sem ostentar.',
        palpites: {
          grupos: ['19 - Pavão'],
          milhares: ['5674'],
          ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '18 - Porco'],
        },
      },
      de_prata: {
        significado:
          'A prata, metal ligado à lua, leva o anel para o Gato. O sonho fala de intuição e de sentimentos discretos, porém sinceros.',
        palpites: {
          grupos: ['14 - Gato', '04 - Borboleta', '24 - Veado'],
          milhares: ['5055', '4016', '6493'],
          ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Anjo',
    geral: {
      significado:
        'O anjo no sonho é sinal popular de proteção e de boas energias por perto. A Águia, que mora no céu, representa esse mensageiro alado. Muitos enxergam aqui um recado para confiar mais na própria intuição.',
      palpites: {
        grupos: ['02 - Águia', '01 - Avestruz', '04 - Borboleta'],
        milhares: ['8905', '8801', '6614'],
        ternoDeGrupo: ['02 - Águia', '01 - Avestruz', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Aniversário',
    geral: {
      significado:
        'Sonhar com aniversário, seu ou de outra pessoa, fala de celebração, de um novo ciclo e de reconhecimento. O Pavão, bicho da festa e do brilho, fica com o palpite. Aproveite para reunir quem você gosta.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['8873'],
        ternoDeGrupo: ['19 - Pavão', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Apartamento',
    geral: {
      significado:
        'O apartamento segue a regra da casa e vai para o Elefante, símbolo do lar sólido. Um apartamento espaçoso sugere vontade de crescer; um apertado, necessidade de arrumar a vida. Observe como você se sentia lá dentro.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['1447'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Aranha',
    geral: {
      significado:
        'A aranha tece com paciência, e no sonho lembra planos construídos fio a fio. No livro dos sonhos ela fica com o Macaco, ágil e engenhoso como ela. Também pode indicar alguém armando uma teia ao seu redor: atenção às intrigas.',
      palpites: {
        grupos: ['17 - Macaco', '09 - Cobra', '14 - Gato'],
        milhares: ['1668', '9335', '3553'],
        ternoDeGrupo: ['17 - Macaco', '09 - Cobra', '14 - Gato'],
      },
    },
    variantes: {
      preta: {
        significado:
          'Uma aranha preta traz um ar de desconfiança e de medo escondido. O sonho pede para encarar o que assusta em vez de fugir.',
        palpites: {
          grupos: ['17 - Macaco'],
          milhares: ['9968'],
          ternoDeGrupo: ['17 - Macaco', '09 - Cobra', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Arco-íris',
    geral: {
      significado:
        'O arco-íris depois da chuva é um dos sonhos mais bonitos do livro: fala de bonança e de promessa de dias melhores. Como nasce no céu, fica com a Águia, cercada pelas cores do Pavão e da Borboleta. Guarde a esperança.',
      palpites: {
        grupos: ['02 - Águia', '19 - Pavão', '04 - Borboleta'],
        milhares: ['4606', '3375', '5813'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Areia',
    geral: {
      significado:
        'A areia lembra o deserto e a paciência de quem atravessa longas distâncias, por isso é jogada no Camelo. Areia escorrendo pelas mãos fala do tempo passando. O sonho pede foco no que realmente importa.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['9030'],
        ternoDeGrupo: ['08 - Camelo', '15 - Jacaré', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Arma',
    geral: {
      significado:
        'Ver uma arma em sonho costuma mostrar tensão, raiva guardada ou medo de conflito. O Tigre, bicho do ataque e da defesa, representa essa energia. Tente resolver as diferenças com conversa antes que a coisa esquente.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['8985'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Armário',
    geral: {
      significado:
        'O armário guarda segredos, lembranças e coisas esquecidas. Como parte da casa, fica com o Elefante, que tem memória de sobra. Arrumar o armário no sonho indica vontade de colocar a vida em ordem.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['1047'],
        ternoDeGrupo: ['12 - Elefante', '14 - Gato', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Arroz',
    geral: {
      significado:
        'O arroz, base da mesa brasileira, é sinal de sustento e de prosperidade simples. O Galo, que cisca os grãos no quintal, vem na frente. Arroz jogado sobre noivos ainda reforça a ideia de boa sorte a dois.',
      palpites: {
        grupos: ['13 - Galo', '18 - Porco', '01 - Avestruz'],
        milhares: ['2951', '2371', '7303'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Artista',
    geral: {
      significado:
        'Sonhar com um artista ou ser um deles mostra desejo de se expressar e de ser visto. O Pavão, que abre a cauda para o público, é o bicho perfeito. Dê espaço à criatividade nos próximos dias.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['5475'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Árvore',
    geral: {
      significado:
        'A árvore tem raízes firmes e galhos que crescem, por isso simboliza família e desenvolvimento. O Veado, morador das matas, lidera os palpites, com o Elefante e o Macaco. Uma árvore carregada de frutos é lida como fartura à vista.',
      palpites: {
        grupos: ['24 - Veado', '12 - Elefante', '17 - Macaco'],
        milhares: ['5794', '2748', '8367'],
        ternoDeGrupo: ['24 - Veado', '12 - Elefante', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Assalto',
    geral: {
      significado:
        'Sonhar com assalto mostra sensação de insegurança ou medo de perder algo valioso. O Cachorro, guardião da casa, é o bicho do ladrão no livro dos sonhos. Redobre os cuidados com senhas e pertences, sem deixar o medo tomar conta.',
      palpites: {
        grupos: ['05 - Cachorro', '22 - Tigre', '09 - Cobra'],
        milhares: ['9718', '8887', '1136'],
        ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Avental',
    geral: {
      significado:
        'O avental remete à cozinha, ao trabalho caseiro e ao cuidado com a família. A Vaca, símbolo da mulher e do sustento, fica com esse sonho. Pode anunciar uma reunião com comida boa.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['5000'],
        ternoDeGrupo: ['25 - Vaca', '18 - Porco', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Avestruz',
    geral: {
      significado:
        'O Avestruz abre a tabela como grupo 01 e representa começo e coragem de correr atrás. Sonhar com ele enfiando a cabeça na terra, porém, pode ser um aviso para não fugir dos problemas. Águia e Camelo completam o terno.',
      palpites: {
        grupos: ['01 - Avestruz', '02 - Águia', '08 - Camelo'],
        milhares: ['1802', '9208', '6531'],
        ternoDeGrupo: ['01 - Avestruz', '02 - Águia', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Avião',
    geral: {
      significado:
        'O avião, como tudo que cruza o céu, segue a Águia. Sonhar com ele voando tranquilo fala de planos que decolam e de viagens no horizonte. Se você estava a bordo, a tradição vê vontade de mudar de ares.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['4707'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '08 - Camelo'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Um avião caindo assusta, mas costuma refletir ansiedade com metas muito altas. Recalcule a rota com calma, sem abandonar o sonho.',
        palpites: {
          grupos: ['02 - Águia', '09 - Cobra', '23 - Urso'],
          milhares: ['3108', '7836', '6991'],
          ternoDeGrupo: ['02 - Águia', '09 - Cobra', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Avó',
    geral: {
      significado:
        'A avó no sonho traz colo, conselho e memória de família. A Vaca, figura da mulher que nutre, é o bicho tradicional. Se ela falava com você, preste atenção: pode ser um bom conselho vindo do coração.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['5199'],
        ternoDeGrupo: ['25 - Vaca', '07 - Carneiro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Azeite',
    geral: {
      significado:
        'O azeite é sinal antigo de prosperidade e de bênção dentro de casa. O Porco, bicho da fartura e do dinheiro, leva o palpite. Azeite derramado, dizem as avós, pede um pouco mais de cuidado com os gastos.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['1169'],
        ternoDeGrupo: ['18 - Porco', '06 - Cabra', '15 - Jacaré'],
      },
    },
  },
];

export default dreams;
