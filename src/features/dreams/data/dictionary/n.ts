// Built-in dream entries for the letter N.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Nadar',
    geral: {
      significado:
        'Nadar em sonho mostra como você atravessa as emoções do momento. Águas calmas e braçadas leves sugerem confiança e uma fase que flui bem; correnteza forte lembra que vale pedir ajuda em vez de lutar sozinho. Na tradição do bicho, tudo o que envolve água puxa para o Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['1160'],
        ternoDeGrupo: ['15 - Jacaré', '10 - Coelho', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Namorado',
    geral: {
      significado:
        'Sonhar com o namorado, atual ou de outros tempos, costuma refletir carinho, saudade ou alguma conversa que ficou pendente. Se o encontro foi leve, o povo diz que vem harmonia por aí; se houve briga, talvez seja hora de falar com mais franqueza. A Borboleta, bicho dos amores, é a associação mais lembrada.',
      palpites: {
        grupos: ['04 - Borboleta', '21 - Touro', '10 - Coelho'],
        milhares: ['5713', '3382', '1740'],
        ternoDeGrupo: ['04 - Borboleta', '21 - Touro', '10 - Coelho'],
      },
    },
    variantes: {
      com_amiga: {
        significado:
          'Ver o namorado com uma amiga acende o ciúme, mas raramente é aviso literal: fala mais das suas inseguranças do que de uma traição. O Gato, bicho da desconfiança, entra na frente; converse antes de tirar conclusões.',
        palpites: {
          grupos: ['14 - Gato'],
          milhares: ['6256'],
          ternoDeGrupo: ['14 - Gato', '04 - Borboleta', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Nariz',
    geral: {
      significado:
        'O nariz é o faro, a intuição que percebe o que ainda não apareceu. Sonhar com ele sugere dar ouvidos aos pressentimentos, sem se meter demais na vida alheia. Por causa do faro, o palpite popular vai para o Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['2119'],
        ternoDeGrupo: ['05 - Cachorro', '17 - Macaco', '14 - Gato'],
      },
    },
    variantes: {
      com_muito_sangue: {
        significado:
          'Nariz sangrando muito no sonho pede cuidado com o cansaço e com a pressa. O povo lê como descarga de tensões: algo que estava preso finalmente sai. O sangue chama o Leão.',
        palpites: {
          grupos: ['16 - Leão', '05 - Cachorro', '09 - Cobra'],
          milhares: ['8062', '6020', '3736'],
          ternoDeGrupo: ['16 - Leão', '05 - Cachorro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Natal',
    geral: {
      significado:
        'Sonhar com o Natal traz cheiro de casa cheia, reencontros e vontade de recomeçar. É um sonho de afeto familiar e de gratidão pelo que já se tem. O Peru da ceia é o palpite que todo mundo lembra; o Carneiro entra pela paz do presépio.',
      palpites: {
        grupos: ['20 - Peru', '07 - Carneiro', '19 - Pavão'],
        milhares: ['4277', '9626', '7874'],
        ternoDeGrupo: ['20 - Peru', '07 - Carneiro', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Naufrágio',
    geral: {
      significado:
        'Ver um barco afundar no sonho mostra medo de perder o controle de uma situação, seja no trabalho, seja no amor. Sobreviver ao naufrágio e chegar à praia anuncia recomeço depois de uma fase difícil. O mar revolto e a água levam o palpite ao Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '09 - Cobra', '08 - Camelo'],
        milhares: ['5858', '7533', '9229'],
        ternoDeGrupo: ['15 - Jacaré', '09 - Cobra', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Navalha',
    geral: {
      significado:
        'A navalha corta fino e exige mão firme. No sonho, fala de decisões afiadas, palavras que ferem e situações que pedem cuidado. Fazer a barba com navalha mostra capricho; cortar-se, pressa ou descuido com alguém próximo. O perigo da lâmina vai para o Tigre.',
      palpites: {
        grupos: ['22 - Tigre', '09 - Cobra', '05 - Cachorro'],
        milhares: ['1787', '0733', '0219'],
        ternoDeGrupo: ['22 - Tigre', '09 - Cobra', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Navio',
    geral: {
      significado:
        'Um navio no sonho anuncia travessias: mudança de cidade, de emprego ou de fase. Se ele navega firme, os planos parecem avançar; navio parado no porto sugere que falta só um empurrão para você partir. Como tudo que vem do mar, o Jacaré é o bicho indicado.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['0457'],
        ternoDeGrupo: ['15 - Jacaré', '08 - Camelo', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Neblina',
    geral: {
      significado:
        'A neblina esconde o caminho à frente: no sonho, mostra dúvidas, indecisão e informações que ainda não estão claras. Andar na névoa pede calma e passos curtos; ver a neblina se abrir anuncia entendimento. A Águia, que espera o céu limpar para voar, leva a dica.',
      palpites: {
        grupos: ['02 - Águia', '14 - Gato', '09 - Cobra'],
        milhares: ['2008', '6453', '1133'],
        ternoDeGrupo: ['02 - Águia', '14 - Gato', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Neve',
    geral: {
      significado:
        'A neve tem a ver com pureza e com pausas: tudo fica branco e silencioso, esperando o degelo. Sonhar com ela pode indicar emoções guardadas que pedem calor humano para voltar a circular. O Urso, bicho do frio, lidera o palpite.',
      palpites: {
        grupos: ['23 - Urso', '07 - Carneiro', '24 - Veado'],
        milhares: ['3492', '1725', '0694'],
        ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Ninho',
    geral: {
      significado:
        'Ninho é abrigo construído aos poucos, graveto por graveto. Ninho cheio fala de família crescendo e de segurança no lar; ninho vazio lembra que os filhos voam e que também é tempo de cuidar de si. Pela ligação com os ovos, vai de Avestruz.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['3504'],
        ternoDeGrupo: ['01 - Avestruz', '02 - Águia', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Nó',
    geral: {
      significado:
        'Dar um nó no sonho mostra vontade de prender, firmar ou garantir algo; não conseguir desatar fala de um problema enrolado que pede paciência. Nó na garganta é emoção guardada esperando para sair. Enrolada e apertada, a corda lembra a Cobra.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['8834'],
        ternoDeGrupo: ['09 - Cobra', '03 - Burro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Noite',
    geral: {
      significado:
        'A noite do sonho é o território do que ainda não se vê com clareza. Uma noite estrelada e tranquila traz serenidade; escuridão pesada sugere medos que encolhem quando você os encara de frente. O Gato, que enxerga no escuro e anda com a lua, é o bicho da noite.',
      palpites: {
        grupos: ['14 - Gato', '22 - Tigre', '09 - Cobra'],
        milhares: ['1753', '8986', '6935'],
        ternoDeGrupo: ['14 - Gato', '22 - Tigre', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Noiva',
    geral: {
      significado:
        'Ver uma noiva é um dos sonhos mais tradicionais do livro: fala de compromisso, de novidade e de um desejo querendo se realizar. Nem sempre é casamento de verdade; pode ser uma parceria ou um projeto que você está prestes a assumir. Como manda a tradição, a Borboleta vem em primeiro lugar.',
      palpites: {
        grupos: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
        milhares: ['5115', '8675', '8998'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
      },
    },
    variantes: {
      chorando: {
        significado:
          'Noiva chorando mistura alegria e ansiedade: é a emoção de uma grande mudança. Dê tempo ao coração antes de decidir algo importante.',
        palpites: {
          grupos: ['04 - Borboleta'],
          milhares: ['5014'],
          ternoDeGrupo: ['04 - Borboleta', '14 - Gato', '25 - Vaca'],
        },
      },
    },
  },
  {
    titulo: 'Noivado',
    geral: {
      significado:
        'O noivado é a promessa antes do casamento: no sonho fala de compromisso, de planos a dois e de uma decisão importante por vir. Receber um pedido de noivado anuncia alegria no amor ou um acordo firme nos negócios. Como casamento e noiva, vai para a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['4513'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '25 - Vaca'],
      },
    },
    variantes: {
      com_o_namorado: {
        significado:
          'Noivar com o próprio namorado no sonho mostra desejo de firmar a relação e de dar um passo adiante juntos.',
        palpites: {
          grupos: ['04 - Borboleta', '19 - Pavão', '13 - Galo'],
          milhares: ['9714', '4576', '7352'],
          ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '13 - Galo'],
        },
      },
      desfeito: {
        significado:
          'Noivado desfeito mostra insegurança ou medo de compromisso. Converse com franqueza antes de decidir algo importante.',
        palpites: {
          grupos: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
          milhares: ['9514', '0833', '0053'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Nora',
    geral: {
      significado:
        'A nora no sonho fala dos laços que chegam pela família do outro. Uma relação boa com ela anuncia paz na casa e netos ou planos em comum; briga com a nora pede paciência e conversa franca. A Vaca, bicho da família e do cuidado, fica com o palpite.',
      palpites: {
        grupos: ['25 - Vaca', '04 - Borboleta', '07 - Carneiro'],
        milhares: ['5699', '6614', '8327'],
        ternoDeGrupo: ['25 - Vaca', '04 - Borboleta', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Notícia',
    geral: {
      significado:
        'Receber uma notícia no sonho mostra expectativa por algo que está para acontecer. Notícia boa anuncia alívio e alegria chegando; notícia ruim costuma refletir ansiedade, não aviso. O Galo, que canta anunciando o dia, é o mensageiro da tabela.',
      palpites: {
        grupos: ['13 - Galo', '02 - Águia', '05 - Cachorro'],
        milhares: ['1950', '9506', '0119'],
        ternoDeGrupo: ['13 - Galo', '02 - Águia', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Novela',
    geral: {
      significado:
        'Assistir a uma novela no sonho mostra vontade de emoção, romance e reviravoltas. Ser personagem da novela fala de desejo de atenção ou de dramas vividos em família. O brilho da televisão e da fama leva ao Pavão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['7076'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Nudez',
    geral: {
      significado:
        'Estar nu em público no sonho costuma trazer vergonha na hora e alívio ao acordar. O símbolo é de exposição: medo de ser julgado ou vontade de se mostrar como é, sem máscaras. O Macaco, que não liga para a opinião dos outros, é o palpite de quem leva isso com bom humor.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['9765'],
        ternoDeGrupo: ['17 - Macaco', '04 - Borboleta', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Número',
    geral: {
      significado:
        'Sonhar com um número que aparece várias vezes mostra algo que a mente quer que você note: uma data, um endereço, uma lembrança. Muita gente anota o número do sonho para jogar; se for o caso, que seja com moderação. O Porco, bicho da sorte no dinheiro, puxa o palpite.',
      palpites: {
        grupos: ['18 - Porco', '19 - Pavão', '13 - Galo'],
        milhares: ['9172', '0075', '7052'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Nuvem',
    geral: {
      significado:
        'Nuvens brancas e leves sugerem pensamentos claros e dias mais tranquilos pela frente. Se estavam carregadas, é o sonho pedindo paciência: a chuva vem, mas também passa. Ligada ao céu, a nuvem é da Águia.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['5606'],
        ternoDeGrupo: ['02 - Águia', '24 - Veado', '04 - Borboleta'],
      },
    },
  },
];

export default dreams;
