// Built-in dream entries for the letter T.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Tartaruga',
    geral: {
      significado:
        'A tartaruga anda devagar, mas chega. Sonhar com ela fala de paciência, longevidade e proteção, já que ela carrega a casa nas costas. Sem tartaruga na tabela, vai de Elefante, outro símbolo de vida longa e de boa memória.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['2247'],
        ternoDeGrupo: ['12 - Elefante', '15 - Jacaré', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Tatu',
    geral: {
      significado:
        'O tatu cava a terra e se fecha na carapaça quando sente perigo. No sonho, sugere vontade de se proteger ou de buscar algo escondido bem fundo. Sem tatu na tabela, o povo vai de Urso, que também vive em toca.',
      palpites: {
        grupos: ['23 - Urso', '09 - Cobra', '12 - Elefante'],
        milhares: ['8090', '6336', '1045'],
        ternoDeGrupo: ['23 - Urso', '09 - Cobra', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Tatuagem',
    geral: {
      significado:
        'Tatuagem é marca para sempre: no sonho fala de escolhas que deixam rastro e de identidade. Fazer uma tatuagem sugere coragem para assumir quem você é; apagá-la indica arrependimento. As listras do Tigre, que parecem desenhadas, dão o palpite.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['3186'],
        ternoDeGrupo: ['22 - Tigre', '04 - Borboleta', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Telefone',
    geral: {
      significado:
        'Telefone tocando anuncia notícias e reencontros. Se você atendeu e a conversa foi boa, espere novidades; se ninguém respondia, talvez haja um assunto que ficou sem ser dito. Tagarela e curioso, o Macaco atende essa ligação.',
      palpites: {
        grupos: ['17 - Macaco', '02 - Águia', '05 - Cachorro'],
        milhares: ['9265', '6207', '2417'],
        ternoDeGrupo: ['17 - Macaco', '02 - Águia', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Televisão',
    geral: {
      significado:
        'Ver televisão no sonho mostra como você observa a vida dos outros e a própria. Aparecer na TV indica desejo de reconhecimento; TV fora do ar pede mais presença no dia a dia. Quem adora se exibir é o Pavão, primeiro da lista.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['8273'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Tempestade',
    geral: {
      significado:
        'Tempestade no sonho mostra emoções fortes chegando de uma vez: conflitos, mudanças bruscas, desabafos. Ela assusta, mas limpa o ar, e depois dela o céu costuma abrir. O Touro, pela força bruta, é o palpite, com a Águia do céu e o Jacaré da chuva.',
      palpites: {
        grupos: ['21 - Touro', '02 - Águia', '15 - Jacaré'],
        milhares: ['1882', '4507', '6358'],
        ternoDeGrupo: ['21 - Touro', '02 - Águia', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Terremoto',
    geral: {
      significado:
        'Terremoto é base balançando: mudanças que mexem com a casa, o trabalho ou a família. Sobreviver ao tremor mostra que você tem mais estrutura do que pensa. O Elefante, que faz o chão tremer quando passa, é a aposta do povo.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['7547'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Tesoura',
    geral: {
      significado:
        'Tesoura corta laços, excessos e hábitos que já não servem. Sonhar com ela sugere a decisão de encerrar algo, ou fofoca afiada por perto se a tesoura estava na mão de outra pessoa. Pela tosquia, o Carneiro é o bicho lembrado.',
      palpites: {
        grupos: ['07 - Carneiro', '14 - Gato', '09 - Cobra'],
        milhares: ['1128', '0854', '8535'],
        ternoDeGrupo: ['07 - Carneiro', '14 - Gato', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Tesouro',
    geral: {
      significado:
        'Encontrar um tesouro é descobrir algo valioso que estava escondido, muitas vezes dentro de você: um talento, uma amizade, uma chance. O sonho não promete fortuna, mas convida a procurar. Como riqueza, o palpite é o Porco, do cofrinho.',
      palpites: {
        grupos: ['18 - Porco'],
        milhares: ['9371'],
        ternoDeGrupo: ['18 - Porco', '19 - Pavão', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Tia',
    geral: {
      significado:
        'A tia no sonho lembra acolhimento, histórias de família e conselhos sem cerimônia. Encontrá-la sugere reencontros ou notícias de parentes distantes. No livro, as mulheres da família ficam com a Vaca.',
      palpites: {
        grupos: ['25 - Vaca', '17 - Macaco', '07 - Carneiro'],
        milhares: ['0197', '7065', '8227'],
        ternoDeGrupo: ['25 - Vaca', '17 - Macaco', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Tigre',
    geral: {
      significado:
        'O tigre é força, beleza e perigo ao mesmo tempo. Sonhar com ele mostra coragem despertando ou um adversário poderoso no caminho; domá-lo é sinal de vitória sobre o próprio medo. Aqui não tem mistério: joga-se no próprio Tigre.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['4286'],
        ternoDeGrupo: ['22 - Tigre', '16 - Leão', '14 - Gato'],
      },
    },
    variantes: {
      branco: {
        significado:
          'O tigre branco é raro e simboliza proteção especial. É sonho de confiança em si mesmo.',
        palpites: {
          grupos: ['22 - Tigre', '23 - Urso', '07 - Carneiro'],
          milhares: ['3785', '9690', '8527'],
          ternoDeGrupo: ['22 - Tigre', '23 - Urso', '07 - Carneiro'],
        },
      },
    },
  },
  {
    titulo: 'Touro',
    geral: {
      significado:
        'O touro é força, teimosia e fertilidade. Vê-lo pastando calmo fala de estabilidade e de trabalho rendendo; um touro forte e bem cuidado é imagem de prosperidade. O bicho é o próprio Touro, grupo 21.',
      palpites: {
        grupos: ['21 - Touro', '25 - Vaca', '11 - Cavalo'],
        milhares: ['6181', '7397', '8442'],
        ternoDeGrupo: ['21 - Touro', '25 - Vaca', '11 - Cavalo'],
      },
    },
    variantes: {
      bravo: {
        significado:
          'Touro bravo avisa de um confronto ou de uma raiva guardada. Evite discussões por orgulho.',
        palpites: {
          grupos: ['21 - Touro'],
          milhares: ['9083'],
          ternoDeGrupo: ['21 - Touro', '16 - Leão', '22 - Tigre'],
        },
      },
      preto: {
        significado:
          'Touro preto indica uma força misteriosa ou um obstáculo grande. Vá com estratégia, não com chifres.',
        palpites: {
          grupos: ['21 - Touro', '09 - Cobra', '14 - Gato'],
          milhares: ['3583', '3134', '2255'],
          ternoDeGrupo: ['21 - Touro', '09 - Cobra', '14 - Gato'],
        },
      },
    },
  },
  {
    titulo: 'Trabalho',
    geral: {
      significado:
        'Sonhar com o trabalho é comum quando ele ocupa muito espaço na cabeça. Um dia tranquilo no emprego sugere estabilidade; um ambiente tenso pede limites e descanso. Na tabela, o trabalho pesado é com o Burro.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['6909'],
        ternoDeGrupo: ['03 - Burro', '21 - Touro', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Traição',
    geral: {
      significado:
        'Ser traído no sonho raramente é aviso literal: fala mais de inseguranças e do medo de ser deixado de lado. Vale olhar para a confiança na relação e conversar com calma. A falsidade, no livro, tem nome: Cobra.',
      palpites: {
        grupos: ['09 - Cobra', '14 - Gato', '05 - Cachorro'],
        milhares: ['2436', '2056', '4120'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '05 - Cachorro'],
      },
    },
    variantes: {
      no_marido: {
        significado:
          'Sonhar que trai o marido, ou que ele trai você, mostra necessidade de atenção no casamento. Um diálogo sincero vale mais que qualquer suspeita.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['0435'],
          ternoDeGrupo: ['09 - Cobra', '21 - Touro', '25 - Vaca'],
        },
      },
      com_amiga: {
        significado:
          'Traição com uma amiga dói em dobro no sonho e revela dúvidas sobre lealdade. Observe sem acusar.',
        palpites: {
          grupos: ['09 - Cobra', '04 - Borboleta', '25 - Vaca'],
          milhares: ['3333', '2814', '4797'],
          ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '25 - Vaca'],
        },
      },
      com_o_namorado: {
        significado:
          'Namorado traindo no sonho revela medo de perder o afeto. Fortaleça a confiança com gestos, não com desconfiança.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['7434'],
          ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '21 - Touro'],
        },
      },
    },
  },
  {
    titulo: 'Trem',
    geral: {
      significado:
        'O trem segue trilhos: o sonho fala de um caminho já traçado e de seguir em frente com constância. Pegar o trem a tempo indica oportunidade aproveitada; perdê-lo pede atenção aos horários da vida. Não à toa o trem já foi chamado de cavalo de ferro: o palpite é o Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['4341'],
        ternoDeGrupo: ['11 - Cavalo', '08 - Camelo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Trovão',
    geral: {
      significado:
        'O trovão é a voz do céu: um aviso, um susto, uma notícia que ecoa. Trovão distante anuncia mudanças a caminho; muito perto sugere discussões que vão fazer barulho. Por soar como um rugido, fica com o Leão.',
      palpites: {
        grupos: ['16 - Leão', '02 - Águia', '21 - Touro'],
        milhares: ['9863', '7105', '0583'],
        ternoDeGrupo: ['16 - Leão', '02 - Águia', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Túmulo',
    geral: {
      significado:
        'Túmulo no sonho fala de passado, memória e encerramentos, não de desgraça. Visitar um túmulo sugere homenagear alguém ou fechar um ciclo com respeito. Como tudo ligado à morte, o livro aponta a Cobra, símbolo de transformação.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['1835'],
        ternoDeGrupo: ['09 - Cobra', '12 - Elefante', '24 - Veado'],
      },
    },
  },
];

export default dreams;
