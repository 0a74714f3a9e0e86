// Built-in dream entries for the letter V.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Vaca',
    geral: {
      significado:
        'A vaca é a mãe que alimenta: fartura, paciência e cuidado. Vaca gorda e tranquila é imagem de tempo de abundância; magra pede economia e prudência. O palpite é a própria Vaca.',
      palpites: {
        grupos: ['25 - Vaca', '21 - Touro', '18 - Porco'],
        milhares: ['6700', '0581', '2972'],
        ternoDeGrupo: ['25 - Vaca', '21 - Touro', '18 - Porco'],
      },
    },
    variantes: {
      preta: {
        significado:
          'Vaca preta, segundo o povo, pede atenção a gastos e a intrigas na família. Guarde um pouco para os dias magros.',
        palpites: {
          grupos: ['25 - Vaca'],
          milhares: ['5500'],
          ternoDeGrupo: ['25 - Vaca', '09 - Cobra', '21 - Touro'],
        },
      },
      'grávida': {
        significado:
          'Vaca prenhe no sonho é promessa de crescimento: um projeto ganhando corpo ou a família aumentando. Cuide bem do que está sendo gerado.',
        palpites: {
          grupos: ['25 - Vaca', '01 - Avestruz', '21 - Touro'],
          milhares: ['2999', '1804', '1682'],
          ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '21 - Touro'],
        },
      },
    },
  },
  {
    titulo: 'Vaga-lume',
    geral: {
      significado:
        'O vaga-lume acende no escuro como uma estrela pequena. No sonho, anuncia esperança, ideias que surgem nas horas difíceis e lembranças da infância no interior. Como inseto, pousa na Borboleta, e a luzinha puxa o Leão.',
      palpites: {
        grupos: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
        milhares: ['6213', '0464', '9108'],
        ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Vampiro',
    geral: {
      significado:
        'O vampiro suga energia, e no sonho aponta pessoas ou situações que deixam você exausto. É hora de rever limites e se afastar do que drena suas forças. Ligado ao sangue, o palpite é o Leão.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['3561'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Vaqueiro',
    geral: {
      significado:
        'O vaqueiro toca a boiada com calma e firmeza. No sonho, fala de liderança, de trabalho no campo e de colocar a vida em ordem. Vaqueiro montado anuncia controle da situação. O gado que ele guia leva o palpite à Vaca, com o Cavalo e o Touro.',
      palpites: {
        grupos: ['25 - Vaca', '11 - Cavalo', '21 - Touro'],
        milhares: ['3098', '5941', '2282'],
        ternoDeGrupo: ['25 - Vaca', '11 - Cavalo', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Varal',
    geral: {
      significado:
        'Roupa estendida no varal, secando ao sol, é casa em ordem e vida que segue. No sonho, anuncia limpeza, organização e notícias trazidas pelo vento. Roupa caindo do varal pede atenção à intimidade exposta. Roupa no livro é do Carneiro.',
      palpites: {
        grupos: ['07 - Carneiro'],
        milhares: ['9527'],
        ternoDeGrupo: ['07 - Carneiro', '02 - Águia', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Vassoura',
    geral: {
      significado:
        'Varrer a casa no sonho é tirar o que pesa: mágoas, bagunça, energias paradas. Vassoura atrás da porta, pela crença popular, espanta visita demorada. Vai de Gato, companheiro das bruxas e de suas vassouras.',
      palpites: {
        grupos: ['14 - Gato', '25 - Vaca', '12 - Elefante'],
        milhares: ['7253', '4300', '9247'],
        ternoDeGrupo: ['14 - Gato', '25 - Vaca', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Veado',
    geral: {
      significado:
        'O veado é delicadeza, agilidade e atenção. Vê-lo na mata sugere intuição aguçada e uma fase de sensibilidade; um veado fugindo pede cuidado para não deixar oportunidades escaparem. Na tabela, ele é o grupo 24, o próprio Veado.',
      palpites: {
        grupos: ['24 - Veado'],
        milhares: ['1393'],
        ternoDeGrupo: ['24 - Veado', '10 - Coelho', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Vela',
    geral: {
      significado:
        'Vela acesa é fé, pedido e esperança; no sonho mostra que você busca uma luz em alguma questão. Vela se apagando pede atenção à energia e à saúde. Pelo fogo, segue o Leão.',
      palpites: {
        grupos: ['16 - Leão', '19 - Pavão', '07 - Carneiro'],
        milhares: ['0161', '3075', '5828'],
        ternoDeGrupo: ['16 - Leão', '19 - Pavão', '07 - Carneiro'],
      },
    },
    variantes: {
      preta: {
        significado:
          'Vela preta assusta, mas no sonho fala de proteção contra o que você teme e do fim de um ciclo pesado.',
        palpites: {
          grupos: ['16 - Leão'],
          milhares: ['7862'],
          ternoDeGrupo: ['16 - Leão', '09 - Cobra', '14 - Gato'],
        },
      },
      vermelha: {
        significado:
          'Vela vermelha é paixão e pedido de amor. Um sentimento pode ganhar força.',
        palpites: {
          grupos: ['16 - Leão', '04 - Borboleta', '25 - Vaca'],
          milhares: ['0861', '0316', '2600'],
          ternoDeGrupo: ['16 - Leão', '04 - Borboleta', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Velório',
    geral: {
      significado:
        'Estar num velório no sonho raramente fala de morte: mostra o fim de uma fase e a despedida de hábitos ou relações. Chorar no velório alivia uma tristeza guardada; ver o próprio velório fala de vontade de recomeçar. A morte, no livro, é da Cobra.',
      palpites: {
        grupos: ['09 - Cobra', '23 - Urso', '15 - Jacaré'],
        milhares: ['1036', '5690', '3759'],
        ternoDeGrupo: ['09 - Cobra', '23 - Urso', '15 - Jacaré'],
      },
    },
    variantes: {
      de_parente: {
        significado:
          'Sonhar com o velório de um parente vivo costuma ser medo de perdê-lo. Uma visita ou ligação pode aquietar o coração.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['2435'],
          ternoDeGrupo: ['09 - Cobra', '25 - Vaca', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Veneno',
    geral: {
      significado:
        'Veneno no sonho fala de palavras amargas, inveja e situações que contaminam aos poucos. Tomar veneno mostra algo que está fazendo mal e precisa ser cortado; jogar fora o veneno anuncia proteção. O veneno é da Cobra, sem dúvida.',
      palpites: {
        grupos: ['09 - Cobra', '22 - Tigre', '14 - Gato'],
        milhares: ['5836', '5187', '4556'],
        ternoDeGrupo: ['09 - Cobra', '22 - Tigre', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Vento',
    geral: {
      significado:
        'O vento traz e leva: notícias, mudanças, sementes. Brisa leve sugere dias calmos e boas conversas; ventania pede firmeza para não ser arrastado pela opinião dos outros. Como coisa do ar e do céu, o palpite é a Águia.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['1805'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Vermes',
    geral: {
      significado:
        'Ver vermes no sonho causa nojo e mostra algo que está apodrecendo por dentro: um hábito, uma mágoa ou uma relação. Livrar-se deles anuncia cura e limpeza. Rasteiros e compridos, os vermes rastejam para a Cobra.',
      palpites: {
        grupos: ['09 - Cobra', '04 - Borboleta', '18 - Porco'],
        milhares: ['5033', '7015', '1770'],
        ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Vespa',
    geral: {
      significado:
        'A vespa voa perto e pica sem aviso. No sonho, fala de gente invejosa, palavras que ferem e pequenos conflitos. Fugir da vespa mostra prudência; ser picado pede cuidado com intrigas. Inseto, como a abelha, voa para a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['0314'],
        ternoDeGrupo: ['04 - Borboleta', '22 - Tigre', '09 - Cobra'],
      },
    },
    variantes: {
      picando: {
        significado:
          'Vespa picando mostra uma ofensa inesperada. Não responda no calor da hora; a dor passa logo.',
        palpites: {
          grupos: ['04 - Borboleta', '09 - Cobra', '22 - Tigre'],
          milhares: ['7015', '4234', '6487'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Vestido',
    geral: {
      significado:
        'O vestido fala de feminilidade, celebração e da imagem que você quer mostrar. Vestido novo e bonito antecipa festa ou conquista; vestido rasgado pede cuidado com a reputação. As asas coloridas da Borboleta combinam com este sonho.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
        milhares: ['9014', '8875', '6400'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
      },
    },
    variantes: {
      branco: {
        significado:
          'Vestido branco lembra noiva e pureza: compromisso, paz ou um recomeço de ficha limpa.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['7216'],
          ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '24 - Veado'],
        },
      },
      preto: {
        significado:
          'Vestido preto é elegância e mistério. Sugere um evento importante ou o desejo de impor respeito.',
        palpites: {
          grupos: ['04 - Borboleta', '14 - Gato', '16 - Leão'],
          milhares: ['8215', '4954', '2363'],
          ternoDeGrupo: ['04 - Borboleta', '14 - Gato', '16 - Leão'],
        },
      },
    },
  },
  {
    titulo: 'Viagem',
    geral: {
      significado:
        'Viajar em sonho anuncia mudanças, descobertas e vontade de sair da rotina. Viagem tranquila sugere planos fluindo; malas perdidas pedem organização antes de partir. Viajante do deserto, o Camelo acompanha quem sonha com estrada.',
      palpites: {
        grupos: ['08 - Camelo'],
        milhares: ['1429'],
        ternoDeGrupo: ['08 - Camelo', '11 - Cavalo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Vidro',
    geral: {
      significado:
        'O vidro é transparente e frágil. Vidro limpo sugere clareza nas relações; vidro quebrado avisa que algo precisa ser tratado com delicadeza antes que se parta de vez. Parente do espelho, o vidro fica com o Gato.',
      palpites: {
        grupos: ['14 - Gato', '02 - Águia', '15 - Jacaré'],
        milhares: ['0353', '6108', '2857'],
        ternoDeGrupo: ['14 - Gato', '02 - Águia', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Vinho',
    geral: {
      significado:
        'Vinho é celebração, conversa longa e prazer. Brindar com amigos fala de conquistas a comemorar; beber demais pede moderação nos excessos. Vinho pede mesa posta, e mesa posta pede o Peru das ceias.',
      palpites: {
        grupos: ['20 - Peru'],
        milhares: ['1180'],
        ternoDeGrupo: ['20 - Peru', '18 - Porco', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Violão',
    geral: {
      significado:
        'Tocar violão no sonho mostra sensibilidade, vontade de se expressar e amizade em roda. Música bonita anuncia serenata e romance; corda arrebentada, um pequeno desentendimento. A música, no livro, canta com o Galo.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['4249'],
        ternoDeGrupo: ['13 - Galo', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Visita',
    geral: {
      significado:
        'Receber visita no sonho anuncia notícias, reencontros e casa movimentada. Visita querida mostra saudade prestes a ser matada; visita indesejada pede cuidado com quem entra na sua intimidade. O Cachorro, que recebe todos no portão abanando o rabo, fica com o palpite.',
      palpites: {
        grupos: ['05 - Cachorro', '13 - Galo', '25 - Vaca'],
        milhares: ['7018', '7449', '6997'],
        ternoDeGrupo: ['05 - Cachorro', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Viúva',
    geral: {
      significado:
        'Sonhar com uma viúva, ou ficar viúva no sonho, fala de solidão e de recomeço, não de morte real. É sinal de independência surgindo depois de uma perda. O palpite começa pela Vaca, bicho ligado à mulher, com a Cobra da transformação logo atrás.',
      palpites: {
        grupos: ['25 - Vaca', '09 - Cobra', '07 - Carneiro'],
        milhares: ['3999', '8634', '3328'],
        ternoDeGrupo: ['25 - Vaca', '09 - Cobra', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Vizinho',
    geral: {
      significado:
        'Os vizinhos do sonho mostram como anda a convivência com quem está por perto. Vizinho amigável indica apoio e boas notícias; briga na vizinhança pede paciência com fofocas. O Cachorro, que late para quem passa no portão, é o bicho da vizinhança.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['1520'],
        ternoDeGrupo: ['05 - Cachorro', '12 - Elefante', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Voar',
    geral: {
      significado:
        'Voar em sonho é liberdade pura: superar limites e ver a vida de cima. Voo alto e leve revela confiança e projetos decolando; dificuldade para subir mostra que algo ainda prende você ao chão. Quem voa mais alto na tabela é a Águia.',
      palpites: {
        grupos: ['02 - Águia', '04 - Borboleta', '19 - Pavão'],
        milhares: ['7605', '7613', '0376'],
        ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Vômito',
    geral: {
      significado:
        'Vomitar no sonho é pôr para fora o que fez mal: raiva, culpa ou preocupação engolida. Depois do vômito vem o alívio, e o sonho anuncia essa limpeza. Ver alguém vomitar pede cuidado com a saúde de quem está perto. A doença é do Urso.',
      palpites: {
        grupos: ['23 - Urso', '09 - Cobra', '15 - Jacaré'],
        milhares: ['4892', '9536', '8959'],
        ternoDeGrupo: ['23 - Urso', '09 - Cobra', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Vulcão',
    geral: {
      significado:
        'Vulcão em erupção é emoção represada que explode. O sonho pede que você fale antes que a pressão fique grande demais; vulcão adormecido mostra forças guardadas à espera. Feito de fogo, segue o Leão.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['7863'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '12 - Elefante'],
      },
    },
  },
];

export default dreams;
