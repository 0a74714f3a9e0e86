// Built-in dream entries for the letter A.
import type { Dream } from '../../domain/types';

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
    titulo: 'Abandono',
    geral: {
      significado:
        'Sonhar que foi abandonado, ou que deixou alguém para trás, mexe com o medo de ficar sozinho e de perder o apoio de quem se ama. O Cachorro, bicho da lealdade que nunca larga o dono, é o palpite do sonho. Ele lembra que os laços verdadeiros costumam ser mais firmes do que o receio sugere.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['1418'],
        ternoDeGrupo: ['05 - Cachorro', '07 - Carneiro', '25 - Vaca'],
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
    titulo: 'Academia',
    geral: {
      significado:
        'Malhar numa academia em sonho mostra disposição para ganhar força, cuidar da saúde ou encarar um desafio com mais fôlego. O Touro, pura potência, vem na frente, seguido do Leão da coragem e do Cavalo da resistência. É um sonho de esforço que começa a dar resultado.',
      palpites: {
        grupos: ['21 - Touro', '16 - Leão', '11 - Cavalo'],
        milhares: ['4083', '7664', '3143'],
        ternoDeGrupo: ['21 - Touro', '16 - Leão', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Açaí',
    geral: {
      significado:
        'O açaí vem das beiras de rio da Amazônia e é sinônimo de energia e de comida que sustenta. Por isso o sonho fica com o Jacaré, dono das águas do Norte, com o Porco da mesa farta e o Macaco que vive nas palmeiras. Sugere vigor renovado e ânimo para seguir em frente.',
      palpites: {
        grupos: ['15 - Jacaré', '18 - Porco', '17 - Macaco'],
        milhares: ['1557', '6469', '8668'],
        ternoDeGrupo: ['15 - Jacaré', '18 - Porco', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Acampamento',
    geral: {
      significado:
        'Montar barraca e dormir ao ar livre no sonho fala de vontade de simplificar a vida, respirar e se afastar da correria. O Urso, senhor do mato e das noites na floresta, é o bicho do acampamento. Pode anunciar uma viagem com amigos ou uma fase de recomeço mais leve.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['8091'],
        ternoDeGrupo: ['23 - Urso', '24 - Veado', '05 - Cachorro'],
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
    titulo: 'Afilhado',
    geral: {
      significado:
        'Sonhar com um afilhado fala de responsabilidade, de proteção e de um laço escolhido com carinho. O Carneiro, manso e cuidado pelo pastor, vem na frente, com o Coelho, das crianças, e o Cachorro, guardião da família. O sonho pede atenção a quem conta com o seu apoio e com o seu exemplo.',
      palpites: {
        grupos: ['07 - Carneiro', '10 - Coelho', '05 - Cachorro'],
        milhares: ['4926', '6437', '6019'],
        ternoDeGrupo: ['07 - Carneiro', '10 - Coelho', '05 - Cachorro'],
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
    titulo: 'Agressão',
    geral: {
      significado:
        'Sofrer ou presenciar uma agressão em sonho costuma refletir tensão guardada, mágoa ou a sensação de estar sendo pressionado. O Tigre, que ataca sem aviso, encabeça os palpites, com o Touro e o Leão. O recado é cuidar da própria paz e evitar discussões nos próximos dias.',
      palpites: {
        grupos: ['22 - Tigre', '21 - Touro', '16 - Leão'],
        milhares: ['5788', '9081', '4461'],
        ternoDeGrupo: ['22 - Tigre', '21 - Touro', '16 - Leão'],
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
    titulo: 'Aldeia',
    geral: {
      significado:
        'Uma aldeia pequena, de casas simples e gente unida, aparece quando a pessoa sente falta de comunidade e de raízes. O Veado, bicho dos campos tranquilos, lidera os palpites, junto do Jacaré dos rios e do Carneiro, que vive em rebanho. Fala de acolhimento e de voltar às origens.',
      palpites: {
        grupos: ['24 - Veado', '15 - Jacaré', '07 - Carneiro'],
        milhares: ['9695', '8159', '1328'],
        ternoDeGrupo: ['24 - Veado', '15 - Jacaré', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Alegria',
    geral: {
      significado:
        'Sentir uma alegria grande no sonho, sem motivo aparente, costuma ser reflexo de alívio ou de uma boa notícia a caminho. O Macaco, brincalhão e festeiro, é o bicho desse estado de espírito. O povo diz que sonho alegre deve ser aproveitado nos três dias seguintes.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['3266'],
        ternoDeGrupo: ['17 - Macaco', '19 - Pavão', '04 - Borboleta'],
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
    titulo: 'Algema',
    geral: {
      significado:
        'Ver algemas, nas próprias mãos ou nas de outra pessoa, revela a sensação de estar preso a uma obrigação, a um relacionamento ou a uma dívida. A Cobra, que se enrola e aperta, vem primeiro, seguida do Urso e do Burro, bicho da carga pesada. É hora de procurar o que anda tirando a sua liberdade.',
      palpites: {
        grupos: ['09 - Cobra', '23 - Urso', '03 - Burro'],
        milhares: ['8333', '5290', '3010'],
        ternoDeGrupo: ['09 - Cobra', '23 - Urso', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Algodão',
    geral: {
      significado:
        'O algodão, branco e macio, representa conforto, pureza e uma fase mais tranquila. Fica com o Carneiro, cuja lã tem a mesma maciez e o mesmo uso de aquecer a família. Sonhar com um campo de algodão em flor é tido como sinal de colheita boa e de paz em casa.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['7826'],
        ternoDeGrupo: ['07 - Carneiro', '25 - Vaca', '04 - Borboleta'],
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
    titulo: 'Aluguel',
    geral: {
      significado:
        'Pagar aluguel, ou se preocupar com ele, é um sonho de quem anda fazendo contas de cabeça. O Porco, bicho do dinheiro, vem na frente; o Burro carrega o peso da obrigação e o Camelo ensina a atravessar o mês sem perder o fôlego. Convém organizar os gastos com calma.',
      palpites: {
        grupos: ['18 - Porco', '03 - Burro', '08 - Camelo'],
        milhares: ['9072', '7212', '4529'],
        ternoDeGrupo: ['18 - Porco', '03 - Burro', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Aluno',
    geral: {
      significado:
        'Sonhar que é aluno de novo, ou ver estudantes, mostra vontade de aprender e de recomeçar algo do zero. O Macaco, curioso e rápido de raciocínio, é o bicho de quem está na sala de aula. Também pode indicar que a vida está prestes a ensinar uma lição importante.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5566'],
        ternoDeGrupo: ['17 - Macaco', '02 - Águia', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Amamentação',
    geral: {
      significado:
        'Amamentar um bebê em sonho é um dos símbolos mais fortes de cuidado e de laço entre mãe e filho. A Vaca, bicho do leite e da nutrição, lidera os palpites, acompanhada da Cabra e do Coelho, da família numerosa. Anuncia proteção, fartura e às vezes a chegada de uma criança.',
      palpites: {
        grupos: ['25 - Vaca', '06 - Cabra', '10 - Coelho'],
        milhares: ['6198', '9323', '1238'],
        ternoDeGrupo: ['25 - Vaca', '06 - Cabra', '10 - Coelho'],
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
    titulo: 'Ambulante',
    geral: {
      significado:
        'O vendedor ambulante, o camelô, vende de tudo na calçada e vive do próprio jogo de cintura. O apelido puxa o Camelo, que vem na frente, com o Macaco, esperto nas negociações, e o Porco, do dinheiro. O sonho fala de oportunidades rápidas e de jeitinho para ganhar a vida.',
      palpites: {
        grupos: ['08 - Camelo', '17 - Macaco', '18 - Porco'],
        milhares: ['7330', '7668', '3072'],
        ternoDeGrupo: ['08 - Camelo', '17 - Macaco', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Ameaça',
    geral: {
      significado:
        'Receber uma ameaça no sonho mostra insegurança diante de alguém ou de uma situação que parece fora de controle. A Cobra, que dá o bote, vem primeiro, com o Tigre e o Gato, que observam antes de atacar. O conselho é não se deixar intimidar e manter os olhos abertos.',
      palpites: {
        grupos: ['09 - Cobra', '22 - Tigre', '14 - Gato'],
        milhares: ['9834', '6587', '5956'],
        ternoDeGrupo: ['09 - Cobra', '22 - Tigre', '14 - Gato'],
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
    titulo: 'Anão',
    geral: {
      significado:
        'O anão dos sonhos lembra que tamanho não mede valor: coisas pequenas podem trazer grandes mudanças. O Coelho, pequeno e ligeiro, é o bicho que combina com ele. O sonho pede atenção aos detalhes e às pessoas que costumam passar despercebidas.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['4237'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Âncora',
    geral: {
      significado:
        'A âncora prende o barco no lugar e por isso fala de estabilidade, segurança e de vontade de criar raízes. O Jacaré, que domina as águas, vem na frente, seguido do Urso e do Touro, bichos firmes. Também pode mostrar que algo do passado está segurando você.',
      palpites: {
        grupos: ['15 - Jacaré', '23 - Urso', '21 - Touro'],
        milhares: ['2758', '2591', '6184'],
        ternoDeGrupo: ['15 - Jacaré', '23 - Urso', '21 - Touro'],
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
    titulo: 'Ansiedade',
    geral: {
      significado:
        'Sentir ansiedade num sonho costuma ser eco do que você vive acordado: prazos, esperas e preocupações que não desligam. O Coelho, sempre alerta e com o coração acelerado, é o bicho desse sentimento. O sonho é um convite a descansar e a desacelerar.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['1640'],
        ternoDeGrupo: ['10 - Coelho', '14 - Gato', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Anta',
    geral: {
      significado:
        'A anta, o maior bicho da mata brasileira, é calma, forte e vive perto da água. Pela forma do corpo fica com o Porco, com o Elefante por causa do focinho comprido e com o Jacaré dos rios. O sonho fala de paciência e de força tranquila.',
      palpites: {
        grupos: ['18 - Porco', '12 - Elefante', '15 - Jacaré'],
        milhares: ['7571', '2847', '4759'],
        ternoDeGrupo: ['18 - Porco', '12 - Elefante', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Antena',
    geral: {
      significado:
        'Uma antena capta sinais que vêm de longe, e no sonho ela fala de intuição e de notícias a caminho. A Águia, que enxerga do alto e de longe, é o bicho desse sonho. Vale prestar atenção a recados, telefonemas e mensagens nos próximos dias.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['4106'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '13 - Galo'],
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
    titulo: 'Apito',
    geral: {
      significado:
        'O som do apito chama atenção, dá ordem e marca o começo ou o fim do jogo. O Galo, que acorda todo mundo com seu canto, é o bicho desse aviso. Sonhar com apito sugere que é hora de agir ou de ouvir um alerta que vem sendo ignorado.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['8349'],
        ternoDeGrupo: ['13 - Galo', '05 - Cachorro', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Aquário',
    geral: {
      significado:
        'Um aquário de peixes coloridos mostra um mundo pequeno, bonito e sob controle. A água leva ao Jacaré, o Coelho lembra a vida doméstica e o Pavão, as cores. O sonho fala de tranquilidade em casa, mas também da sensação de estar sendo observado.',
      palpites: {
        grupos: ['15 - Jacaré', '10 - Coelho', '19 - Pavão'],
        milhares: ['2758', '8137', '9276'],
        ternoDeGrupo: ['15 - Jacaré', '10 - Coelho', '19 - Pavão'],
      },
    },
    variantes: {
      quebrado: {
        significado:
          'O aquário quebrado, com água no chão, mostra uma situação que saiu do controle ou um segredo que vazou. A Cobra e o Tigre entram junto do Jacaré.',
        palpites: {
          grupos: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
          milhares: ['4159', '2734', '1687'],
          ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '22 - Tigre'],
        },
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
    titulo: 'Arara',
    geral: {
      significado:
        'A arara, com suas penas vermelhas, azuis e amarelas, é a própria imagem da alegria tropical. O Pavão, bicho das cores, vem primeiro, com a Águia das aves e o Macaco das copas das árvores. Sonhar com ela anuncia conversas animadas e boas notícias.',
      palpites: {
        grupos: ['19 - Pavão', '02 - Águia', '17 - Macaco'],
        milhares: ['7774', '7807', '9765'],
        ternoDeGrupo: ['19 - Pavão', '02 - Águia', '17 - Macaco'],
      },
    },
    variantes: {
      azul: {
        significado:
          'A arara-azul, rara e protegida, fala de algo precioso que merece cuidado. O Pavão segue na frente, com a Águia e o Veado.',
        palpites: {
          grupos: ['19 - Pavão', '02 - Águia', '24 - Veado'],
          milhares: ['4574', '2508', '4094'],
          ternoDeGrupo: ['19 - Pavão', '02 - Águia', '24 - Veado'],
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
    titulo: 'Atraso',
    geral: {
      significado:
        'Chegar atrasado no sonho, perdendo ônibus, prova ou compromisso, é sinal clássico de preocupação com responsabilidades. O Burro, lento mas teimoso, é o bicho desse sonho. A mensagem é organizar a agenda e não carregar mais do que dá conta.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['8609'],
        ternoDeGrupo: ['03 - Burro', '20 - Peru', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Atropelamento',
    geral: {
      significado:
        'Ser atropelado ou ver alguém ser atingido por um carro mostra a sensação de ser levado por acontecimentos rápidos demais. O Touro, que investe com força, vem na frente, seguido do Burro e do Cavalo. O recado é prestar atenção ao próprio ritmo e não deixar que os outros passem por cima.',
      palpites: {
        grupos: ['21 - Touro', '03 - Burro', '11 - Cavalo'],
        milhares: ['5082', '5509', '1742'],
        ternoDeGrupo: ['21 - Touro', '03 - Burro', '11 - Cavalo'],
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
  {
    titulo: 'Azeitona',
    geral: {
      significado:
        'A azeitona, pequena e de sabor forte, nasce de uma árvore que dura séculos e é símbolo de paz. Fica com a Cabra, que pasta entre as oliveiras das terras secas. O sonho anuncia conquistas que vêm devagar, mas que duram.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['9923'],
        ternoDeGrupo: ['06 - Cabra', '07 - Carneiro', '18 - Porco'],
      },
    },
  },
];

export default dreams;
