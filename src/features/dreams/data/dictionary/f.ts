// Built-in dream entries for the letter F.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Faca',
    geral: {
      significado:
        'A faca corta, separa e também serve o pão, por isso o sonho pode falar de decisões cortantes ou de partilha. O Tigre, de garras afiadas, é o bicho que a tradição escolhe aqui. Se a faca estava cega, é sinal de ferramentas que precisam de cuidado.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['7786'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '16 - Leão'],
      },
    },
    variantes: {
      'na mesa': {
        significado:
          'Faca esquecida na mesa é superstição antiga: dizem que atrai discussão em casa. Guarde as palavras afiadas e deixe a refeição em paz.',
        palpites: {
          grupos: ['22 - Tigre', '18 - Porco', '12 - Elefante'],
          milhares: ['5888', '9070', '1846'],
          ternoDeGrupo: ['22 - Tigre', '18 - Porco', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Faculdade',
    geral: {
      significado:
        'Estudar numa faculdade em sonho mostra ambição, vontade de crescer e de ser reconhecido pelo que sabe. O Elefante, da memória e do saber, lidera os palpites, com o Macaco inteligente e a Águia dos voos altos. Anuncia oportunidades de estudo ou de subir na carreira.',
      palpites: {
        grupos: ['12 - Elefante', '17 - Macaco', '02 - Águia'],
        milhares: ['1448', '7365', '2805'],
        ternoDeGrupo: ['12 - Elefante', '17 - Macaco', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Fada',
    geral: {
      significado:
        'Uma fada no sonho traz leveza, encanto e a sensação de que algo bom pode acontecer sem tanto esforço. Com suas asinhas, ela fica com a Borboleta. É sonho de quem anda precisando acreditar um pouco mais.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['3913'],
        ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Família',
    geral: {
      significado:
        'Reunir a família em sonho fala de raízes, pertencimento e apoio. O Elefante, que anda em manada e protege os seus, lidera o palpite. Se havia alegria no encontro, a casa deve viver dias de união.',
      palpites: {
        grupos: ['12 - Elefante', '01 - Avestruz', '25 - Vaca'],
        milhares: ['4148', '1003', '6800'],
        ternoDeGrupo: ['12 - Elefante', '01 - Avestruz', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Famoso',
    geral: {
      significado:
        'Encontrar uma pessoa famosa no sonho mostra vontade de reconhecimento, de brilho e de ser visto. O Pavão, que abre a cauda para todos admirarem, é o bicho desse sonho. Conversar com o famoso anuncia uma oportunidade; pedir autógrafo, admiração por alguém próximo.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['3674'],
        ternoDeGrupo: ['19 - Pavão', '16 - Leão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Fantasma',
    geral: {
      significado:
        'O fantasma costuma representar lembranças que ainda rondam ou assuntos que não foram encerrados. O Gato, que anda pela noite sem fazer barulho, é o bicho do mistério. Encarar o fantasma no sonho é sinal de coragem para resolver o passado.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['5356'],
        ternoDeGrupo: ['14 - Gato', '09 - Cobra', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Farinha',
    geral: {
      significado:
        'Farinha é base de pão, bolo e farofa, e no sonho fala de mesa farta e de coisas simples que sustentam a vida. O Porco, bicho da fartura, fica com o palpite principal. Farinha espalhada pelo chão pede cuidado com desperdícios.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '25 - Vaca'],
        milhares: ['6472', '8451', '5300'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Farmácia',
    geral: {
      significado:
        'Entrar numa farmácia no sonho fala de cura, de cuidado e de buscar solução para um incômodo. A Cobra, símbolo antigo da medicina, vem na frente, com a Vaca, que nutre, e o Elefante, da saúde longa. O recado é cuidar do corpo antes que o pequeno vire grande.',
      palpites: {
        grupos: ['09 - Cobra', '25 - Vaca', '12 - Elefante'],
        milhares: ['1836', '8200', '6247'],
        ternoDeGrupo: ['09 - Cobra', '25 - Vaca', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Farol',
    geral: {
      significado:
        'O farol ilumina o caminho dos barcos na noite e evita naufrágios. A Águia, que enxerga longe, é o bicho desse sonho. Ver um farol aceso anuncia orientação e ajuda num momento de dúvida; farol apagado pede mais cuidado nas decisões.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['8407'],
        ternoDeGrupo: ['02 - Águia', '15 - Jacaré', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Favela',
    geral: {
      significado:
        'A favela, com casas coladas morro acima, é lugar de luta diária, de vizinhança e de muita criatividade. O Burro, do trabalho pesado, vem primeiro, com o Macaco, do jeitinho, e o Cachorro, da amizade. O sonho fala de superação e de força que vem da comunidade.',
      palpites: {
        grupos: ['03 - Burro', '17 - Macaco', '05 - Cachorro'],
        milhares: ['1512', '6266', '2017'],
        ternoDeGrupo: ['03 - Burro', '17 - Macaco', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Fazenda',
    geral: {
      significado:
        'A fazenda lembra terra, trabalho e colheita, e a Vaca é a rainha do pasto. Sonhar com uma fazenda bem cuidada fala de prosperidade conquistada com paciência. Se estava abandonada, talvez você esteja deixando de cuidar de algo que dá frutos.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['3500'],
        ternoDeGrupo: ['25 - Vaca', '21 - Touro', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Feijão',
    geral: {
      significado:
        'O feijão de todo dia é símbolo de sustento e de casa arrumada. Pela feijoada, ele vai para o Porco no livro dos sonhos. Feijão cozinhando na panela é sinal de fartura simples e de família por perto.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['3271'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Feira',
    geral: {
      significado:
        'A feira livre, com barracas de frutas, pastel e gente gritando preços, é sinônimo de fartura e de movimento. O Porco, da mesa cheia, vem na frente, com o Galo que acorda cedo e a Cabra. O sonho anuncia bons negócios e compras que valem a pena.',
      palpites: {
        grupos: ['18 - Porco', '13 - Galo', '06 - Cabra'],
        milhares: ['5570', '4249', '5322'],
        ternoDeGrupo: ['18 - Porco', '13 - Galo', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Ferida',
    geral: {
      significado:
        'A ferida no sonho fala de dores que ainda estão cicatrizando, no corpo ou no coração. Por tudo o que lembra o sangue, o Leão é o bicho do palpite. Uma ferida fechando mostra que a recuperação já começou.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['4164'],
        ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '23 - Urso'],
      },
    },
    variantes: {
      com_muito_sangue: {
        significado:
          'Uma ferida sangrando muito pede atenção à saúde e ao desgaste emocional. Não carregue tudo sozinho: converse com quem você confia.',
        palpites: {
          grupos: ['16 - Leão', '09 - Cobra', '25 - Vaca'],
          milhares: ['2963', '0933', '9798'],
          ternoDeGrupo: ['16 - Leão', '09 - Cobra', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Ferradura',
    geral: {
      significado:
        'A ferradura pendurada na porta é um dos amuletos de sorte mais conhecidos do Brasil. Nasce no casco do Cavalo, que é o palpite natural desse sonho. Achar uma ferradura anuncia proteção e caminhos que se abrem.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['1541'],
        ternoDeGrupo: ['11 - Cavalo', '21 - Touro', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Ferro de passar',
    geral: {
      significado:
        'Passar roupa com ferro quente fala de capricho, de arrumação e de querer desfazer os amassados da vida. O Leão, bicho do calor e do fogo, é quem representa esse sonho. Queimar a roupa pede atenção à pressa; roupa lisinha anuncia problemas resolvidos.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['4163'],
        ternoDeGrupo: ['16 - Leão', '25 - Vaca', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Festa',
    geral: {
      significado:
        'Festa animada no sonho anuncia encontros, alegria e vontade de celebrar. O Pavão, vaidoso e festeiro, é o bicho dessas ocasiões. Se você era o anfitrião, fala de reconhecimento e de gente querida ao redor.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['5574'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '20 - Peru'],
      },
    },
    variantes: {
      de_aniversario: {
        significado:
          'Festa de aniversário é sinal de renovação e de um novo ciclo. O Peru, prato de comemoração, completa o palpite.',
        palpites: {
          grupos: ['19 - Pavão', '01 - Avestruz', '20 - Peru'],
          milhares: ['4276', '3001', '8877'],
          ternoDeGrupo: ['19 - Pavão', '01 - Avestruz', '20 - Peru'],
        },
      },
    },
  },
  {
    titulo: 'Festa junina',
    geral: {
      significado:
        'A festa junina tem quadrilha, fogueira, quentão e comida de milho. O Galo, do terreiro da roça, vem na frente, com o Burro do interior e o Peru, das festas. O sonho fala de alegria simples, de reencontros e, para muitos, de casamento na roça à vista.',
      palpites: {
        grupos: ['13 - Galo', '03 - Burro', '20 - Peru'],
        milhares: ['3350', '2609', '2780'],
        ternoDeGrupo: ['13 - Galo', '03 - Burro', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Figo',
    geral: {
      significado:
        'O figo é fruta doce e antiga, ligada à fartura e à fertilidade. A Cabra, que adora comer as folhas e os frutos da figueira, é o bicho desse sonho. Figo maduro anuncia colheita boa; figo verde pede espera.',
      palpites: {
        grupos: ['06 - Cabra'],
        milhares: ['9621'],
        ternoDeGrupo: ['06 - Cabra', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Fila',
    geral: {
      significado:
        'Ficar numa fila que não anda é sonho de impaciência e de espera por algo importante. O Burro, que segue devagar sem reclamar, é o palpite certo. O sonho lembra que a sua vez vai chegar, mas pede paciência e organização.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['9512'],
        ternoDeGrupo: ['03 - Burro', '08 - Camelo', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Filho',
    geral: {
      significado:
        'Sonhar com filho, tendo ou não, mostra preocupação, orgulho ou planos para o futuro. O Macaco, bicho das crianças, lidera o palpite. Muitas vezes o filho do sonho é um projeto seu que está crescendo.',
      palpites: {
        grupos: ['17 - Macaco', '01 - Avestruz', '12 - Elefante'],
        milhares: ['2666', '9903', '2648'],
        ternoDeGrupo: ['17 - Macaco', '01 - Avestruz', '12 - Elefante'],
      },
    },
    variantes: {
      chorando: {
        significado:
          'Um filho chorando no sonho reflete a vontade de proteger e a sensação de que alguém precisa de mais atenção. Um abraço e uma conversa podem fazer bem.',
        palpites: {
          grupos: ['17 - Macaco'],
          milhares: ['6666'],
          ternoDeGrupo: ['17 - Macaco', '25 - Vaca', '05 - Cachorro'],
        },
      },
      morto: {
        significado:
          'É um sonho doloroso, mas a tradição o lê como fim de uma fase e amadurecimento do filho, não como aviso ruim. A Cobra da transformação vem primeiro.',
        palpites: {
          grupos: ['09 - Cobra', '17 - Macaco', '24 - Veado'],
          milhares: ['0534', '9468', '6994'],
          ternoDeGrupo: ['09 - Cobra', '17 - Macaco', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Flecha',
    geral: {
      significado:
        'A flecha voa reta e rápida em direção ao alvo. O Tigre, caçador certeiro, vem na frente, com a Águia, que mira do alto, e o Veado, alvo clássico dos caçadores. O sonho fala de objetivos claros, de foco e também de palavras que podem ferir.',
      palpites: {
        grupos: ['22 - Tigre', '02 - Águia', '24 - Veado'],
        milhares: ['8688', '7207', '1193'],
        ternoDeGrupo: ['22 - Tigre', '02 - Águia', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Flor',
    geral: {
      significado:
        'Flores são associadas à Borboleta em quase todos os livros de sonhos, e falam de amor, beleza e dias alegres. Receber flores indica carinho chegando. Flores murchas pedem cuidado com sentimentos esquecidos.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['7515'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '10 - Coelho'],
      },
    },
    variantes: {
      vermelha: {
        significado:
          'A flor vermelha é paixão à flor da pele. Pode vir romance novo ou a retomada de um amor antigo.',
        palpites: {
          grupos: ['04 - Borboleta', '16 - Leão', '21 - Touro'],
          milhares: ['3414', '5961', '7982'],
          ternoDeGrupo: ['04 - Borboleta', '16 - Leão', '21 - Touro'],
        },
      },
    },
  },
  {
    titulo: 'Floresta',
    geral: {
      significado:
        'Andar por uma floresta fala de descobertas e de caminhos ainda não explorados. O Macaco, que vive entre as árvores, guia o palpite. Se a mata era escura, pede cautela; se era iluminada, promete aprendizado.',
      palpites: {
        grupos: ['17 - Macaco', '22 - Tigre', '24 - Veado'],
        milhares: ['4566', '8388', '7793'],
        ternoDeGrupo: ['17 - Macaco', '22 - Tigre', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Foca',
    geral: {
      significado:
        'A foca é brincalhona, vive entre a água e a pedra e parece estar sempre se exibindo. O Jacaré, que também divide seu tempo entre rio e margem, é o bicho desse sonho. Fala de alegria, de adaptação e de saber se virar em lugares diferentes.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['2558'],
        ternoDeGrupo: ['15 - Jacaré', '17 - Macaco', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Fogão',
    geral: {
      significado:
        'O fogão é o coração da cozinha brasileira, onde se faz o feijão e o café. O Leão, do fogo, vem na frente, com o Porco da panela cheia e a Vaca que alimenta a família. O sonho fala de lar, de sustento e de reuniões em volta da mesa.',
      palpites: {
        grupos: ['16 - Leão', '18 - Porco', '25 - Vaca'],
        milhares: ['3863', '5971', '3498'],
        ternoDeGrupo: ['16 - Leão', '18 - Porco', '25 - Vaca'],
      },
    },
    variantes: {
      pegando_fogo: {
        significado:
          'Um fogão pegando fogo mostra discussões esquentando dentro de casa. O Tigre e a Cobra acompanham o Leão; o conselho é baixar o tom.',
        palpites: {
          grupos: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
          milhares: ['3563', '2686', '9235'],
          ternoDeGrupo: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Fogo',
    geral: {
      significado:
        'Fogo é tradicionalmente do Leão, bicho ardente e cheio de energia. Um fogo controlado, como o da lareira ou do fogão, fala de calor humano e entusiasmo. Chamas fora de controle pedem calma para não agir no impulso.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['6363'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Foguete',
    geral: {
      significado:
        'O foguete sobe com força e velocidade rumo ao céu. A Águia, que voa mais alto que todos, é o bicho desse sonho. Anuncia crescimento rápido, viagens e planos ambiciosos, desde que o combustível, o esforço, não falte.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['7307'],
        ternoDeGrupo: ['02 - Águia', '16 - Leão', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Folha',
    geral: {
      significado:
        'Folhas verdes falam de vida e de renovação; folhas secas caindo, de fim de ciclo. O Veado, bicho da mata, vem na frente, com a Borboleta das plantas e a Cabra, que come folhas. O sonho mostra que a vida está trocando de estação.',
      palpites: {
        grupos: ['24 - Veado', '04 - Borboleta', '06 - Cabra'],
        milhares: ['3093', '4113', '6121'],
        ternoDeGrupo: ['24 - Veado', '04 - Borboleta', '06 - Cabra'],
      },
    },
    variantes: {
      seca: {
        significado:
          'Folhas secas no chão anunciam uma fase que termina para outra começar. O Burro e a Cobra, que troca de pele, seguem o Veado.',
        palpites: {
          grupos: ['24 - Veado', '03 - Burro', '09 - Cobra'],
          milhares: ['8993', '6209', '2233'],
          ternoDeGrupo: ['24 - Veado', '03 - Burro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Fome',
    geral: {
      significado:
        'Sentir fome no sonho mostra carências, nem sempre de comida: pode ser de afeto, de reconhecimento ou de novidade. O Porco, bicho da comida e da fartura, é o palpite. Comer até se saciar no sonho anuncia tempos de alívio.',
      palpites: {
        grupos: ['18 - Porco', '03 - Burro', '05 - Cachorro'],
        milhares: ['1470', '1512', '0620'],
        ternoDeGrupo: ['18 - Porco', '03 - Burro', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Fonte',
    geral: {
      significado:
        'Uma fonte de água limpa jorrando é símbolo de renovação, de saúde e de desejo realizado. O Jacaré, das águas, vem na frente, com a Borboleta e o Veado, que bebe nas nascentes. Jogar uma moeda na fonte mostra esperança num pedido antigo.',
      palpites: {
        grupos: ['15 - Jacaré', '04 - Borboleta', '24 - Veado'],
        milhares: ['3960', '5514', '5093'],
        ternoDeGrupo: ['15 - Jacaré', '04 - Borboleta', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Formatura',
    geral: {
      significado:
        'A formatura marca a conquista depois de muito esforço. A Águia, que voa alto, representa o salto que vem depois do diploma. Se você se viu de beca, é sinal de orgulho e de reconhecimento.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['6508'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Formiga',
    geral: {
      significado:
        'A formiga trabalha em grupo e não para, e o sonho fala de esforço constante e de união. No livro dos sonhos os pequenos insetos costumam ir para a Borboleta. Um formigueiro cheio é sinal de que o trabalho vai render.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['4816'],
        ternoDeGrupo: ['04 - Borboleta', '03 - Burro', '21 - Touro'],
      },
    },
    variantes: {
      voadora: {
        significado:
          'A formiga voadora, a tanajura ou aleluia, anuncia mudança de estação e novidades. A Águia entra porque o sonho fala de levantar voo.',
        palpites: {
          grupos: ['04 - Borboleta', '02 - Águia', '10 - Coelho'],
          milhares: ['4814', '2607', '5037'],
          ternoDeGrupo: ['04 - Borboleta', '02 - Águia', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Fotografia',
    geral: {
      significado:
        'Olhar fotografias no sonho é revisitar lembranças e pessoas que marcaram sua história. O Pavão, que adora ser admirado, fica com o palpite da imagem. Uma foto rasgada sugere deixar algo do passado onde ele está.',
      palpites: {
        grupos: ['19 - Pavão', '14 - Gato', '12 - Elefante'],
        milhares: ['1575', '1455', '0148'],
        ternoDeGrupo: ['19 - Pavão', '14 - Gato', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Fralda',
    geral: {
      significado:
        'A fralda lembra bebê, cuidado e noites mal dormidas. O Avestruz, bicho do ovo e do nascimento, lidera os palpites, com o Coelho e a Vaca, da maternidade. O sonho pode anunciar uma criança ou mostrar que alguém depende muito de você.',
      palpites: {
        grupos: ['01 - Avestruz', '10 - Coelho', '25 - Vaca'],
        milhares: ['8703', '4138', '3698'],
        ternoDeGrupo: ['01 - Avestruz', '10 - Coelho', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Frango',
    geral: {
      significado:
        'O frango assado de domingo é fartura e família reunida. Ligado à galinha e ao terreiro, fica com o Galo. Comer frango no sonho anuncia mesa cheia; frango cru pede paciência com planos que ainda não estão prontos.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['3149'],
        ternoDeGrupo: ['13 - Galo', '18 - Porco', '20 - Peru'],
      },
    },
    variantes: {
      assado: {
        significado:
          'Frango assado é sinal de almoço em família e de comemoração. O Porco e a Vaca, da fartura, acompanham o Galo.',
        palpites: {
          grupos: ['13 - Galo', '18 - Porco', '25 - Vaca'],
          milhares: ['2649', '4871', '6900'],
          ternoDeGrupo: ['13 - Galo', '18 - Porco', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Freira',
    geral: {
      significado:
        'A freira representa fé, disciplina e renúncia. O Pavão, ligado à igreja no livro dos sonhos, vem na frente, com o Carneiro do rebanho e a Borboleta. O sonho fala de proteção espiritual, de recolhimento e de promessas a cumprir.',
      palpites: {
        grupos: ['19 - Pavão', '07 - Carneiro', '04 - Borboleta'],
        milhares: ['9076', '3727', '5313'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Frio',
    geral: {
      significado:
        'Sentir frio no sonho mostra solidão, falta de carinho ou receio diante de algo novo. O Urso, de pelo grosso e acostumado ao inverno, é o bicho desse sonho. O recado é se aproximar de quem aquece o coração.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['6490'],
        ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Fruta',
    geral: {
      significado:
        'O Macaco, que vive de frutas, é o bicho desse sonho. Frutas maduras falam de colheita e de momentos saborosos chegando. Frutas verdes lembram que algumas coisas ainda precisam de tempo.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['7767'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Fumaça',
    geral: {
      significado:
        'A fumaça sobe e esconde o que está por trás, e no sonho fala de confusão e de coisas pouco claras. O Leão, do fogo, vem na frente, com a Cobra e a Águia, que enxerga além da névoa. O povo diz: onde há fumaça, há fogo; preste atenção a boatos.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '02 - Águia'],
        milhares: ['2864', '4035', '7407'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '02 - Águia'],
      },
    },
    variantes: {
      preta: {
        significado:
          'Fumaça preta mostra preocupação séria ou um aviso que não deve ser ignorado. O Tigre e o Gato seguem o Leão.',
        palpites: {
          grupos: ['16 - Leão', '22 - Tigre', '14 - Gato'],
          milhares: ['3664', '1186', '3756'],
          ternoDeGrupo: ['16 - Leão', '22 - Tigre', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Furacão',
    geral: {
      significado:
        'O furacão gira com força e leva tudo o que encontra pela frente. A Águia, do céu e do vento, encabeça os palpites, com o Tigre e o Touro, bichos da fúria. O sonho mostra um período agitado; mantenha os pés no chão até a tempestade passar.',
      palpites: {
        grupos: ['02 - Águia', '22 - Tigre', '21 - Touro'],
        milhares: ['7005', '6387', '1182'],
        ternoDeGrupo: ['02 - Águia', '22 - Tigre', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Futebol',
    geral: {
      significado:
        'Jogar ou assistir a uma partida de futebol fala de competição, de time e de paixão brasileira. O Cavalo, da corrida, lidera os palpites, com o Leão da vitória e o Cachorro, da torcida fiel. Fazer um gol no sonho anuncia conquista; perder pênalti, oportunidade a não desperdiçar.',
      palpites: {
        grupos: ['11 - Cavalo', '16 - Leão', '05 - Cachorro'],
        milhares: ['2242', '6764', '7120'],
        ternoDeGrupo: ['11 - Cavalo', '16 - Leão', '05 - Cachorro'],
      },
    },
  },
];

export default dreams;
