// Built-in dream entries for the letter F.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
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
];

export default dreams;
