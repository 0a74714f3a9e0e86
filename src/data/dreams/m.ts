// Built-in dream entries for the letter M.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Macaco',
    geral: {
      significado:
        'O Macaco é o grupo 17, bicho esperto, brincalhão e cheio de truques. Sonhar com ele fala de criatividade e de soluções rápidas, mas também de gente que imita ou engana. Um macaco brincando anuncia dias de riso.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['2165'],
        ternoDeGrupo: ['17 - Macaco', '14 - Gato', '10 - Coelho'],
      },
    },
    variantes: {
      bravo: {
        significado:
          'Macaco bravo, gritando ou mordendo, pede cuidado com fofocas e com brincadeiras que passam do ponto.',
        palpites: {
          grupos: ['17 - Macaco', '22 - Tigre', '05 - Cachorro'],
          milhares: ['0168', '9786', '0018'],
          ternoDeGrupo: ['17 - Macaco', '22 - Tigre', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Mãe',
    geral: {
      significado:
        'A mãe no sonho representa colo, cuidado e proteção. A Vaca, bicho da maternidade e do leite, é o palpite. Um encontro carinhoso com ela fala de segurança emocional e de apoio nas horas difíceis.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['4099'],
        ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '12 - Elefante'],
      },
    },
    variantes: {
      morta: {
        significado:
          'Sonhar com a mãe que já partiu costuma ser saudade e uma visita de conforto. Se ela está viva, o sonho fala de medo de perdê-la, não de aviso.',
        palpites: {
          grupos: ['25 - Vaca', '09 - Cobra', '02 - Águia'],
          milhares: ['7399', '6833', '3706'],
          ternoDeGrupo: ['25 - Vaca', '09 - Cobra', '02 - Águia'],
        },
      },
      chorando: {
        significado:
          'Mãe chorando no sonho mostra preocupação de quem sonha com a família. Uma ligação ou visita pode trazer alívio para os dois lados.',
        palpites: {
          grupos: ['25 - Vaca'],
          milhares: ['1297'],
          ternoDeGrupo: ['25 - Vaca', '15 - Jacaré', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Mala',
    geral: {
      significado:
        'Fazer as malas no sonho fala de viagem, mudança ou vontade de deixar algo para trás. O Camelo, que carrega a bagagem pelos desertos, é o bicho escolhido. Mala muito pesada sugere que você está levando preocupações demais.',
      palpites: {
        grupos: ['08 - Camelo', '11 - Cavalo', '02 - Águia'],
        milhares: ['0930', '5742', '7006'],
        ternoDeGrupo: ['08 - Camelo', '11 - Cavalo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Mar',
    geral: {
      significado:
        'O mar é ligado ao Jacaré, como toda água no livro dos sonhos, e fala das emoções profundas e da imensidão da vida. Mar calmo e azul é sinal de tranquilidade e bons ventos. Entrar no mar e se sentir leve mostra confiança no futuro.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['4458'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '19 - Pavão'],
      },
    },
    variantes: {
      bravo: {
        significado:
          'Mar bravo, de ondas altas, reflete uma fase agitada. Segure firme e espere a maré baixar antes de decisões grandes.',
        palpites: {
          grupos: ['15 - Jacaré', '22 - Tigre', '16 - Leão'],
          milhares: ['9060', '4688', '3962'],
          ternoDeGrupo: ['15 - Jacaré', '22 - Tigre', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Marido',
    geral: {
      significado:
        'Sonhar com o marido fala de parceria, confiança e da vida em comum. O Touro, bicho do homem forte e protetor, lidera o palpite, com a Borboleta do casamento. Se no sonho havia ciúme, converse mais e imagine menos.',
      palpites: {
        grupos: ['21 - Touro', '04 - Borboleta', '12 - Elefante'],
        milhares: ['3584', '9615', '1146'],
        ternoDeGrupo: ['21 - Touro', '04 - Borboleta', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Médico',
    geral: {
      significado:
        'O médico no sonho fala de cura, de conselho e de cuidado com a saúde. A Cobra enrolada no bastão, símbolo antigo da medicina, dá o palpite. Pode ser um lembrete para marcar aquela consulta adiada.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['2034'],
        ternoDeGrupo: ['09 - Cobra', '23 - Urso', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Mel',
    geral: {
      significado:
        'O mel é doçura feita com muito trabalho, e como vem das abelhas, fica com a Borboleta. Sonhar com mel fala de amor, prosperidade e recompensa depois do esforço. Lambuzar-se de mel indica momentos de prazer sem culpa.',
      palpites: {
        grupos: ['04 - Borboleta', '18 - Porco', '19 - Pavão'],
        milhares: ['8115', '9770', '0774'],
        ternoDeGrupo: ['04 - Borboleta', '18 - Porco', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Mendigo',
    geral: {
      significado:
        'O mendigo no sonho lembra humildade e medo de passar necessidade. O Burro, que carrega a vida nas costas sem reclamar, é o bicho escolhido. Dar esmola no sonho, diz o povo, é sinal de que o bem feito volta em dobro.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['3710'],
        ternoDeGrupo: ['03 - Burro', '07 - Carneiro', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Menina',
    geral: {
      significado:
        'Uma menina no sonho fala de inocência, alegria e da criança que ainda mora em você. Como toda criança, vai para o Macaco, e a Borboleta traz leveza ao palpite. Se ela brincava feliz, é sinal de dias despreocupados.',
      palpites: {
        grupos: ['17 - Macaco', '04 - Borboleta', '10 - Coelho'],
        milhares: ['6668', '9916', '2238'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Menino',
    geral: {
      significado:
        'Um menino no sonho representa energia, curiosidade e travessuras. O Macaco, bicho das crianças, é o palpite. Pode ser um projeto novo que ainda precisa de cuidado para crescer.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5665'],
        ternoDeGrupo: ['17 - Macaco', '05 - Cachorro', '13 - Galo'],
      },
    },
    variantes: {
      no_colo: {
        significado:
          'Segurar um menino no colo fala de proteção e de uma responsabilidade que chega com carinho.',
        palpites: {
          grupos: ['17 - Macaco', '01 - Avestruz', '25 - Vaca'],
          milhares: ['3665', '8002', '3100'],
          ternoDeGrupo: ['17 - Macaco', '01 - Avestruz', '25 - Vaca'],
        },
      },
      chorando: {
        significado:
          'Menino chorando mostra algo pequeno pedindo sua atenção antes que vire grande.',
        palpites: {
          grupos: ['17 - Macaco'],
          milhares: ['3267'],
          ternoDeGrupo: ['17 - Macaco', '15 - Jacaré', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Mentira',
    geral: {
      significado:
        'Contar ou ouvir mentiras no sonho revela desconfiança e medo de ser enganado. A Cobra, de língua bifurcada, é a escolha da tradição. Seja sincero consigo mesmo e observe quem muda de história com facilidade.',
      palpites: {
        grupos: ['09 - Cobra', '17 - Macaco', '14 - Gato'],
        milhares: ['2134', '6368', '9454'],
        ternoDeGrupo: ['09 - Cobra', '17 - Macaco', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Mesa',
    geral: {
      significado:
        'A mesa reúne a família e serve a comida, por isso fica com o Porco, bicho da fartura. Mesa posta e cheia é sinal de abundância e de boa convivência. Mesa vazia pede atenção aos gastos e aos encontros que andam faltando.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['1071'],
        ternoDeGrupo: ['18 - Porco', '12 - Elefante', '25 - Vaca'],
      },
    },
    variantes: {
      quebrada: {
        significado:
          'Mesa quebrada fala de desentendimentos em casa ou de planos que perderam o apoio. Hora de consertar o que sustenta a família.',
        palpites: {
          grupos: ['18 - Porco', '12 - Elefante', '03 - Burro'],
          milhares: ['6272', '9447', '3412'],
          ternoDeGrupo: ['18 - Porco', '12 - Elefante', '03 - Burro'],
        },
      },
    },
  },
  {
    titulo: 'Milho',
    geral: {
      significado:
        'O milho é o grão preferido do Galo e das galinhas, e é ao Galo que esse sonho pertence. Espigas cheias falam de colheita farta e de trabalho recompensado. Para quem gosta das festas juninas, é também sinal de alegria em grupo.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['8449'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Missa',
    geral: {
      significado:
        'Assistir a uma missa no sonho fala de fé, de pedido de proteção e de busca por serenidade. Por tudo o que é da igreja, o Pavão lidera o palpite, e o Carneiro lembra o rebanho reunido. Sonho bom para quem está precisando de paz.',
      palpites: {
        grupos: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
        milhares: ['9473', '1527', '1308'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Moeda',
    geral: {
      significado:
        'Moedas no sonho falam de ganhos pequenos que, somados, fazem diferença. O Porco, o cofrinho das moedas, é o palpite certo. Achar moedas pelo chão indica pequenas surpresas agradáveis.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['6670'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Montanha',
    geral: {
      significado:
        'Subir uma montanha mostra esforço para chegar a um objetivo importante. A Cabra, que escala os morros com facilidade, lidera o palpite. Chegar ao topo e ver a paisagem é sinal de conquista e de orgulho merecido.',
      palpites: {
        grupos: ['06 - Cabra', '02 - Águia', '23 - Urso'],
        milhares: ['4224', '7506', '3991'],
        ternoDeGrupo: ['06 - Cabra', '02 - Águia', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Morango',
    geral: {
      significado:
        'O morango, vermelho e doce, fala de desejo, romance e pequenos prazeres. Como fruta, fica com o Macaco no livro dos sonhos. Comer morangos maduros indica um momento gostoso no amor.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['5366'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Morcego',
    geral: {
      significado:
        'O morcego é bicho da noite e mexe com medos antigos, mas no sonho também fala de intuição e de enxergar o que os outros não veem. A noite é do Gato, que lidera o palpite, e a Águia entra porque ele voa. Se ele voava para longe, um incômodo vai embora.',
      palpites: {
        grupos: ['14 - Gato', '02 - Águia', '09 - Cobra'],
        milhares: ['2856', '9805', '5535'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Morte',
    geral: {
      significado:
        'Na tradição popular, sonhar com a morte quase nunca fala de morte de verdade, mas de transformação e de fim de ciclo. A Cobra, que troca de pele e renasce, é a escolha do nosso livro dos sonhos. Algo velho vai embora para dar lugar ao novo.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['8736'],
        ternoDeGrupo: ['09 - Cobra', '15 - Jacaré', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Mosca',
    geral: {
      significado:
        'Moscas rondando no sonho falam de pequenos aborrecimentos e de gente insistente por perto. Como inseto, vai para a Borboleta. Espantar as moscas é sinal de que você vai se livrar das chateações.',
      palpites: {
        grupos: ['04 - Borboleta', '14 - Gato', '18 - Porco'],
        milhares: ['0714', '7956', '5271'],
        ternoDeGrupo: ['04 - Borboleta', '14 - Gato', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Moto',
    geral: {
      significado:
        'A moto no sonho fala de liberdade, velocidade e vontade de seguir por conta própria. Como o carro, fica com o Cavalo, bicho do movimento. Pilotar com segurança indica controle; cair da moto, pressa demais.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['3141'],
        ternoDeGrupo: ['11 - Cavalo', '22 - Tigre', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Mudança',
    geral: {
      significado:
        'Sonhar com mudança de casa anuncia uma fase nova, com expectativas e alguma bagunça. A casa é do Elefante em nosso livro dos sonhos, e o Cavalo traz o movimento. Encaixotar coisas velhas mostra que você está pronto para deixar o passado.',
      palpites: {
        grupos: ['12 - Elefante', '11 - Cavalo', '08 - Camelo'],
        milhares: ['9145', '7841', '8131'],
        ternoDeGrupo: ['12 - Elefante', '11 - Cavalo', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Mulher',
    geral: {
      significado:
        'A mulher no sonho representa acolhimento, intuição e força criadora, e fica com a Vaca no livro dos sonhos. Uma mulher bonita e sorridente anuncia harmonia e boas notícias. Se era desconhecida, pode ser um lado seu pedindo mais atenção.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['8300'],
        ternoDeGrupo: ['25 - Vaca', '04 - Borboleta', '19 - Pavão'],
      },
    },
    variantes: {
      'grávida': {
        significado:
          'Mulher grávida fala de fertilidade e de planos que estão sendo gestados. Algo novo está por nascer na sua vida.',
        palpites: {
          grupos: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
          milhares: ['6697', '0803', '9338'],
          ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '10 - Coelho'],
        },
      },
      'que_está_amamentando_um_bebê': {
        significado:
          'Ver uma mulher amamentando é sinal de cuidado, nutrição e afeto generoso. Fala de alguém que se doa, ou da necessidade de ser cuidado.',
        palpites: {
          grupos: ['25 - Vaca'],
          milhares: ['9900'],
          ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '17 - Macaco'],
        },
      },
    },
  },
  {
    titulo: 'Música',
    geral: {
      significado:
        'Ouvir música no sonho fala de harmonia, alegria e emoções que pedem expressão. O Galo, cantor de todas as manhãs, lidera o palpite. Uma canção conhecida pode trazer uma lembrança ou um recado de alguém querido.',
      palpites: {
        grupos: ['13 - Galo', '19 - Pavão', '20 - Peru'],
        milhares: ['4749', '9974', '9177'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '20 - Peru'],
      },
    },
  },
];

export default dreams;
