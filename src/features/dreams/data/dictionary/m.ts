// Built-in dream entries for the letter M.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Maçã',
    geral: {
      significado:
        'A maçã é fruta da tentação e da saúde ao mesmo tempo. Comer uma maçã vermelha e doce anuncia amor e desejo; maçã verde pede paciência, pois algo ainda vai amadurecer. Maçã bichada mostra uma decepção pequena. Como fruta, fica com o Macaco.',
      palpites: {
        grupos: ['17 - Macaco', '04 - Borboleta', '25 - Vaca'],
        milhares: ['0368', '3615', '3997'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '25 - Vaca'],
      },
    },
  },
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
    titulo: 'Macarrão',
    geral: {
      significado:
        'O macarrão é comida de domingo, de mesa cheia e de família reunida. No sonho, anuncia fartura, encontros alegres e conforto em casa. Macarrão grudado ou queimado pede atenção a planos embolados. A fartura da mesa aponta para o Porco.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['5570'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Machado',
    geral: {
      significado:
        'O machado corta pela raiz: no sonho fala de decisões firmes e de separar-se do que já não serve. Cortar lenha com ele mostra força e trabalho que rende; machado sem fio indica esforço desperdiçado. A força bruta do golpe puxa o palpite para o Touro.',
      palpites: {
        grupos: ['21 - Touro', '16 - Leão', '03 - Burro'],
        milhares: ['3084', '1264', '6411'],
        ternoDeGrupo: ['21 - Touro', '16 - Leão', '03 - Burro'],
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
    titulo: 'Mágico',
    geral: {
      significado:
        'O mágico tira coelho da cartola e engana o olhar. No sonho, anuncia surpresas, soluções inesperadas e também truques de quem quer enganar. Fazer mágica mostra criatividade para sair de um aperto. A esperteza vai para o Macaco, o bicho dos truques.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['8066'],
        ternoDeGrupo: ['17 - Macaco', '14 - Gato', '19 - Pavão'],
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
    titulo: 'Mamadeira',
    geral: {
      significado:
        'A mamadeira lembra bebê, cuidado e dependência. No sonho, pode anunciar gravidez ou novidade na família, ou mostrar vontade de ser cuidado como criança. Mamadeira cheia fala de fartura; vazia, carência. O começo da vida choca no Avestruz.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['1402'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Mamão',
    geral: {
      significado:
        'O mamão é fruta de café da manhã e de intestino em dia: no sonho fala de saúde e de deixar a vida fluir. Mamão maduro anuncia colheita de algo plantado com calma; verde, espera. Fruta da fartura, vai para o Macaco, com a Vaca da mesa cheia.',
      palpites: {
        grupos: ['17 - Macaco', '25 - Vaca', '10 - Coelho'],
        milhares: ['1367', '0798', '8538'],
        ternoDeGrupo: ['17 - Macaco', '25 - Vaca', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Mandioca',
    geral: {
      significado:
        'A mandioca alimenta o Brasil inteiro, da farinha ao bolo. Sonhar com ela fala de raiz, sustento e trabalho simples que dá resultado. Arrancar mandioca da terra mostra recompensa por esforço. Por ser comida que enche a barriga, vai para o Porco, bicho da fartura.',
      palpites: {
        grupos: ['18 - Porco', '03 - Burro', '21 - Touro'],
        milhares: ['0370', '7212', '8884'],
        ternoDeGrupo: ['18 - Porco', '03 - Burro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Manga (fruta)',
    geral: {
      significado:
        'A manga madura e cheirosa é fruta de verão e de infância no pé. No sonho, traz prazer, doçura e boas notícias que chegam sem esforço. Chupar manga com gosto mostra que você merece descanso. Fruta no livro é do Macaco, e a manga não foge à regra.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['7865'],
        ternoDeGrupo: ['17 - Macaco', '19 - Pavão', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Mão',
    geral: {
      significado:
        'As mãos fazem, cuidam e cumprimentam: no sonho falam de trabalho, ajuda e amizade. Mãos dadas indicam parceria firme; mão suja mostra culpa ou tarefa mal resolvida; mão estendida é ajuda que chega. O palpite vai para o Burro, trabalhador da tabela.',
      palpites: {
        grupos: ['03 - Burro', '05 - Cachorro', '17 - Macaco'],
        milhares: ['6812', '7917', '8665'],
        ternoDeGrupo: ['03 - Burro', '05 - Cachorro', '17 - Macaco'],
      },
    },
    variantes: {
      machucada: {
        significado:
          'Mão machucada mostra dificuldade de agir ou de pedir ajuda. Dê um tempo a si mesmo antes de um serviço pesado.',
        palpites: {
          grupos: ['03 - Burro'],
          milhares: ['1311'],
          ternoDeGrupo: ['03 - Burro', '23 - Urso', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Mapa',
    geral: {
      significado:
        'O mapa mostra caminhos: no sonho, aparece quando é hora de planejar, escolher uma direção ou se preparar para uma viagem. Estar perdido com o mapa na mão mostra excesso de opções. A Águia, que enxerga o terreno lá de cima, fica com o palpite.',
      palpites: {
        grupos: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
        milhares: ['0608', '2430', '8943'],
        ternoDeGrupo: ['02 - Águia', '08 - Camelo', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Maquiagem',
    geral: {
      significado:
        'A maquiagem realça e também disfarça. Maquiar-se no sonho mostra vontade de ser vista e admirada, ou de esconder um cansaço. Maquiagem borrada sugere medo de que a verdade apareça. A vaidade de quem se enfeita é coisa do Pavão, que abre o leque.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
        milhares: ['3775', '5816', '1853'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
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
    titulo: 'Martelo',
    geral: {
      significado:
        'O martelo prega, conserta e constrói. No sonho, fala de firmeza, decisão e trabalho que começa a dar forma a um projeto. Martelar o dedo pede atenção à pressa. O golpe forte e seco fica com o Touro.',
      palpites: {
        grupos: ['21 - Touro'],
        milhares: ['0881'],
        ternoDeGrupo: ['21 - Touro', '03 - Burro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Máscara',
    geral: {
      significado:
        'A máscara esconde o rosto e mostra outro: no sonho, fala de papéis que representamos e de gente que finge. Usar máscara sugere medo de se mostrar como é; ver alguém mascarado pede cuidado com falsidade. O Gato, misterioso, leva a dica com o Macaco.',
      palpites: {
        grupos: ['14 - Gato', '17 - Macaco', '09 - Cobra'],
        milhares: ['5755', '7065', '4533'],
        ternoDeGrupo: ['14 - Gato', '17 - Macaco', '09 - Cobra'],
      },
    },
    variantes: {
      de_carnaval: {
        significado:
          'Máscara de carnaval é festa, brincadeira e vontade de ser outra pessoa por um dia. Diversão à vista com os amigos.',
        palpites: {
          grupos: ['19 - Pavão', '17 - Macaco', '04 - Borboleta'],
          milhares: ['9675', '4766', '7316'],
          ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '04 - Borboleta'],
        },
      },
    },
  },
  {
    titulo: 'Mecânico',
    geral: {
      significado:
        'O mecânico conserta o que parou de funcionar. No sonho, mostra a necessidade de ajustar algo na vida, seja a saúde, o trabalho ou uma relação. Ver o carro consertado anuncia solução. Quem mexe com carros mexe com o Cavalo, bicho dos veículos.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['6644'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '21 - Touro'],
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
    titulo: 'Medo',
    geral: {
      significado:
        'Sentir medo no sonho é o corpo ensaiando defesas. Muitas vezes, o sonho mostra uma preocupação real disfarçada de monstro ou perigo. Enfrentar o medo e vencer fala de coragem nascendo. O Coelho, que foge ao menor barulho, é o bicho do medo.',
      palpites: {
        grupos: ['10 - Coelho', '09 - Cobra', '23 - Urso'],
        milhares: ['2437', '3935', '4590'],
        ternoDeGrupo: ['10 - Coelho', '09 - Cobra', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Meia',
    geral: {
      significado:
        'A meia aquece os pés e protege no caminho. Meia limpa e nova anuncia conforto; meia furada mostra pequenas perdas de dinheiro ou de energia; meia trocada pede atenção a distrações. Como peça de lã e de roupa, o palpite fica com o Carneiro.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['7225'],
        ternoDeGrupo: ['07 - Carneiro', '05 - Cachorro', '03 - Burro'],
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
    titulo: 'Melancia',
    geral: {
      significado:
        'A melancia é fruta grande, cheia de água e de sementes: no sonho anuncia fartura, fertilidade e alegria de verão. Melancia cortada e doce mostra festa com os amigos; melancia rachada ou estragada, um plano que não vingou. Fruta no livro é do Macaco.',
      palpites: {
        grupos: ['17 - Macaco', '18 - Porco', '15 - Jacaré'],
        milhares: ['5468', '3469', '4660'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '15 - Jacaré'],
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
    titulo: 'Mercado',
    geral: {
      significado:
        'Fazer compras no mercado mostra o cuidado com a casa e com o sustento. Carrinho cheio anuncia fartura e bom momento para o bolso; prateleiras vazias pedem economia. Perder-se entre os corredores fala de dúvida. O dinheiro e a comida levam ao Porco.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '25 - Vaca'],
        milhares: ['0570', '0450', '9898'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Mergulho',
    geral: {
      significado:
        'Mergulhar no sonho é entrar fundo nas próprias emoções. Água limpa e clara mostra autoconhecimento e calma; água escura pede cuidado com medos escondidos. Voltar à tona respirando bem anuncia alívio. Toda água no livro é do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['9959'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '04 - Borboleta'],
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
    titulo: 'Metrô',
    geral: {
      significado:
        'O metrô corre por baixo da terra e leva muita gente ao mesmo tempo. No sonho, fala de caminhos rápidos, rotina e decisões que dependem dos outros. Perder o metrô mostra medo de ficar para trás. Veículo no livro é do Cavalo; o túnel subterrâneo lembra a Cobra.',
      palpites: {
        grupos: ['11 - Cavalo', '09 - Cobra', '08 - Camelo'],
        milhares: ['0644', '8733', '5829'],
        ternoDeGrupo: ['11 - Cavalo', '09 - Cobra', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Micro-ondas',
    geral: {
      significado:
        'O micro-ondas esquenta tudo em minutos: no sonho, mostra pressa e vontade de resolver rápido o que exigiria tempo. Comida que sai boa anuncia solução prática; comida queimada pede mais calma. Como tudo que aquece na cozinha, vai para o Leão.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['6661'],
        ternoDeGrupo: ['16 - Leão', '13 - Galo', '18 - Porco'],
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
    titulo: 'Milionário',
    geral: {
      significado:
        'Sonhar que é milionário mostra vontade de segurança, liberdade e reconhecimento. Dinheiro demais no sonho, porém, pode falar de medo de perder o que se tem. Conhecer um milionário indica contatos úteis. O dinheiro é sempre do Porco, com o luxo do Pavão.',
      palpites: {
        grupos: ['18 - Porco', '19 - Pavão', '16 - Leão'],
        milhares: ['2069', '0675', '6961'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Minhoca',
    geral: {
      significado:
        'A minhoca trabalha escondida e deixa a terra fértil. No sonho, fala de esforço silencioso que ainda vai dar fruto, e de pequenas coisas que fazem grande diferença. Minhoca no anzol anuncia pescaria de oportunidade. Rasteira e comprida, vai para a Cobra.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['1535'],
        ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '18 - Porco'],
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
    titulo: 'Mochila',
    geral: {
      significado:
        'A mochila leva o essencial nas costas: no sonho fala de viagem, de estudo e das responsabilidades que carregamos. Mochila leve anuncia liberdade; pesada mostra preocupações demais para uma pessoa só. O Camelo, que carrega tudo pelos desertos, fica com a dica.',
      palpites: {
        grupos: ['08 - Camelo', '03 - Burro', '17 - Macaco'],
        milhares: ['6532', '7909', '8166'],
        ternoDeGrupo: ['08 - Camelo', '03 - Burro', '17 - Macaco'],
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
    titulo: 'Mordida',
    geral: {
      significado:
        'Levar uma mordida no sonho mostra que algo ou alguém está tirando sua paz: uma crítica, uma cobrança ou uma mágoa que ainda dói. Morder alguém indica raiva guardada que precisa sair com calma. O bicho que morde muda o sentido, mas o palpite começa pelo Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro', '09 - Cobra', '22 - Tigre'],
        milhares: ['7619', '7635', '5886'],
        ternoDeGrupo: ['05 - Cachorro', '09 - Cobra', '22 - Tigre'],
      },
    },
    variantes: {
      de_cachorro: {
        significado:
          'Mordida de cachorro fala de um amigo que pode decepcionar ou de lealdade posta à prova. Se o cão soltou logo, a briga passa rápido.',
        palpites: {
          grupos: ['05 - Cachorro'],
          milhares: ['6118'],
          ternoDeGrupo: ['05 - Cachorro', '22 - Tigre', '16 - Leão'],
        },
      },
      de_cobra: {
        significado:
          'Mordida de cobra pede atenção a falsidade e inveja por perto. Sobreviver à picada no sonho mostra força para vencer a intriga.',
        palpites: {
          grupos: ['09 - Cobra', '05 - Cachorro', '15 - Jacaré'],
          milhares: ['9636', '8020', '3859'],
          ternoDeGrupo: ['09 - Cobra', '05 - Cachorro', '15 - Jacaré'],
        },
      },
      no_braco: {
        significado:
          'Mordida no braço mostra alguém atrapalhando seu trabalho ou sua força de ação. Proteja seus planos e evite contar tudo a todos.',
        palpites: {
          grupos: ['05 - Cachorro', '11 - Cavalo', '21 - Touro'],
          milhares: ['5620', '0742', '6682'],
          ternoDeGrupo: ['05 - Cachorro', '11 - Cavalo', '21 - Touro'],
        },
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
    titulo: 'Mosquito',
    geral: {
      significado:
        'O mosquito é pequeno, mas tira o sono: no sonho representa aborrecimentos miúdos, fofocas e gente que suga a sua energia. Matar mosquitos mostra que você está se livrando de incômodos. Como inseto, vai para a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
        milhares: ['3613', '3934', '4354'],
        ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
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
    titulo: 'Motorista',
    geral: {
      significado:
        'Ver um motorista no sonho fala de quem está conduzindo a sua vida. Se você dirige, mostra controle e independência; se outra pessoa dirige, confiança ou falta de escolha. Motorista perdido pede rever o caminho. Condução no livro é do Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '21 - Touro', '05 - Cachorro'],
        milhares: ['7243', '3384', '6120'],
        ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '05 - Cachorro'],
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
    titulo: 'Muro',
    geral: {
      significado:
        'O muro protege e separa. Sonhar com um muro alto mostra barreiras a vencer ou uma vontade de se proteger demais; pular o muro fala de coragem para mudar. Muro caindo pede atenção ao que parecia firme. O Elefante, forte e pesado, sustenta o palpite.',
      palpites: {
        grupos: ['12 - Elefante', '03 - Burro', '05 - Cachorro'],
        milhares: ['8745', '0509', '4620'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '05 - Cachorro'],
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
