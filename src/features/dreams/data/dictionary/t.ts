// Built-in dream entries for the letter T.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Tambor',
    geral: {
      significado:
        'O tambor marca o ritmo e chama a festa. No sonho, anuncia energia, comemoração e um chamado para agir. Batida forte mostra coragem; tambor furado, ânimo baixo. O som grave e forte lembra o Touro.',
      palpites: {
        grupos: ['21 - Touro', '13 - Galo', '16 - Leão'],
        milhares: ['1981', '5549', '0564'],
        ternoDeGrupo: ['21 - Touro', '13 - Galo', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Tapete',
    geral: {
      significado:
        'O tapete aquece e enfeita a casa. No sonho, fala de conforto e de acolhimento; tapete sujo mostra assuntos varridos para debaixo dele; tapete voador, vontade de fuga e de aventura. O Carneiro, dono da lã, fica com o palpite.',
      palpites: {
        grupos: ['07 - Carneiro', '19 - Pavão', '08 - Camelo'],
        milhares: ['4325', '5776', '9632'],
        ternoDeGrupo: ['07 - Carneiro', '19 - Pavão', '08 - Camelo'],
      },
    },
  },
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
    titulo: 'Teatro',
    geral: {
      significado:
        'Estar num teatro no sonho mostra os papéis que você vive no dia a dia. Aplausos anunciam reconhecimento; esquecer a fala mostra medo de errar em público. O palco e a plateia são do Pavão, que adora ser visto.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['7774'],
        ternoDeGrupo: ['19 - Pavão', '17 - Macaco', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Teia de aranha',
    geral: {
      significado:
        'A teia de aranha é trabalho paciente e armadilha ao mesmo tempo. No sonho, mostra situações enroladas, intrigas ou sensação de estar preso. Tirar a teia anuncia faxina na vida. A aranha, no livro, tece com o Macaco.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['3166'],
        ternoDeGrupo: ['17 - Macaco', '09 - Cobra', '14 - Gato'],
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
    titulo: 'Telhado',
    geral: {
      significado:
        'O telhado protege a casa da chuva e do sol. No sonho, fala de segurança e de família amparada; telhado furado ou com goteira pede atenção a pequenos problemas. Subir no telhado mostra ambição ou fuga. O Elefante sustenta o palpite.',
      palpites: {
        grupos: ['12 - Elefante', '02 - Águia', '13 - Galo'],
        milhares: ['7946', '6008', '0450'],
        ternoDeGrupo: ['12 - Elefante', '02 - Águia', '13 - Galo'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Telhado caindo mostra medo de perder a segurança. Reforce a base antes de grandes mudanças.',
        palpites: {
          grupos: ['12 - Elefante'],
          milhares: ['4646'],
          ternoDeGrupo: ['12 - Elefante', '09 - Cobra', '03 - Burro'],
        },
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
    titulo: 'Tênis (calçado)',
    geral: {
      significado:
        'O tênis leva para a caminhada e para o esporte: no sonho, fala de disposição, de novos caminhos e de saúde. Tênis novo anuncia começo bom; tênis furado, cansaço. O Cavalo, que corre sem parar, fica com a dica.',
      palpites: {
        grupos: ['11 - Cavalo', '24 - Veado', '10 - Coelho'],
        milhares: ['4642', '8294', '9739'],
        ternoDeGrupo: ['11 - Cavalo', '24 - Veado', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Terra',
    geral: {
      significado:
        'A terra é base, sustento e chão firme. No sonho, terra fértil e molhada anuncia colheita boa e planos que crescem; terra seca pede paciência. Cavar a terra mostra busca de algo escondido, e ficar sujo de terra, trabalho honesto. O Elefante, pesado e firme no chão, fica com o palpite.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['8848'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '21 - Touro'],
      },
    },
    variantes: {
      cavando: {
        significado:
          'Cavar a terra no sonho mostra esforço para achar algo: uma resposta, uma verdade ou um dinheiro guardado.',
        palpites: {
          grupos: ['12 - Elefante', '03 - Burro', '18 - Porco'],
          milhares: ['9346', '2012', '7072'],
          ternoDeGrupo: ['12 - Elefante', '03 - Burro', '18 - Porco'],
        },
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
    titulo: 'Tijolo',
    geral: {
      significado:
        'O tijolo é a base da construção, um de cada vez. No sonho, fala de esforço paciente e de planos concretos que avançam. Carregar tijolos mostra trabalho pesado; tijolo quebrado, projeto com defeito. O Elefante, firme como uma parede, fica com a dica.',
      palpites: {
        grupos: ['12 - Elefante', '03 - Burro', '21 - Touro'],
        milhares: ['1748', '5112', '2884'],
        ternoDeGrupo: ['12 - Elefante', '03 - Burro', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Tinta',
    geral: {
      significado:
        'Pintar com tinta no sonho mostra vontade de renovar e de dar cor à vida. Cores alegres anunciam fase boa; tinta derramada pede atenção a exageros. Parede pintada fala de mudança em casa. As cores vivas são do Pavão.',
      palpites: {
        grupos: ['19 - Pavão', '04 - Borboleta', '16 - Leão'],
        milhares: ['3474', '4716', '0664'],
        ternoDeGrupo: ['19 - Pavão', '04 - Borboleta', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Toalha',
    geral: {
      significado:
        'A toalha enxuga depois do banho e forra a mesa. No sonho, fala de cuidado, de acolhimento e de fim de uma fase difícil. Toalha limpa anuncia paz; jogar a toalha mostra vontade de desistir. A água que ela seca é do Jacaré.',
      palpites: {
        grupos: ['15 - Jacaré', '07 - Carneiro', '25 - Vaca'],
        milhares: ['9860', '9725', '7197'],
        ternoDeGrupo: ['15 - Jacaré', '07 - Carneiro', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Tomate',
    geral: {
      significado:
        'O tomate vermelho e maduro é saúde e paixão. No sonho, anuncia fartura na cozinha e um romance esquentando; tomate podre mostra fofoca ou mal-estar com alguém. Como fruta da horta, vai para o Macaco, e a cor viva puxa o Leão.',
      palpites: {
        grupos: ['17 - Macaco', '16 - Leão', '18 - Porco'],
        milhares: ['2866', '2462', '3272'],
        ternoDeGrupo: ['17 - Macaco', '16 - Leão', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Tornado',
    geral: {
      significado:
        'O tornado gira e arrasta tudo pelo caminho. No sonho, mostra emoções fortes e mudanças rápidas que parecem fora de controle. Escapar do tornado anuncia força para atravessar a crise. O vento, no livro, sopra para a Águia.',
      palpites: {
        grupos: ['02 - Águia', '21 - Touro', '22 - Tigre'],
        milhares: ['9407', '2182', '0188'],
        ternoDeGrupo: ['02 - Águia', '21 - Touro', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Torre',
    geral: {
      significado:
        'A torre alta fala de ambição, de vigilância e de isolamento também. Subir numa torre mostra vontade de crescer e de ver tudo de cima; torre caindo pede cuidado com planos apoiados em base fraca. O Elefante, grande e firme, leva o palpite.',
      palpites: {
        grupos: ['12 - Elefante', '02 - Águia', '16 - Leão'],
        milhares: ['5747', '4205', '1862'],
        ternoDeGrupo: ['12 - Elefante', '02 - Águia', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Torta',
    geral: {
      significado:
        'A torta na mesa é comemoração e receita de família. No sonho, anuncia fartura, visitas e alegrias simples. Dividir uma torta fala de generosidade; torta queimada, um plano que passou do ponto. A comida farta leva ao Porco.',
      palpites: {
        grupos: ['18 - Porco', '17 - Macaco', '13 - Galo'],
        milhares: ['7672', '0765', '7550'],
        ternoDeGrupo: ['18 - Porco', '17 - Macaco', '13 - Galo'],
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
    titulo: 'Trança',
    geral: {
      significado:
        'Fazer uma trança no sonho é juntar fios para ficarem mais fortes: fala de união, de amizade e de laços de família. Trança bem feita anuncia harmonia; trança desfeita, desentendimentos. O cabelo, no livro, é coisa do Leão, dono da juba.',
      palpites: {
        grupos: ['16 - Leão'],
        milhares: ['0964'],
        ternoDeGrupo: ['16 - Leão', '06 - Cabra', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Trator',
    geral: {
      significado:
        'O trator prepara a terra e puxa peso. No sonho, fala de trabalho pesado que rende, de força e de caminhos sendo abertos. Dirigir o trator mostra controle; trator atolado, atraso no serviço. A força no campo é do Touro.',
      palpites: {
        grupos: ['21 - Touro', '03 - Burro', '12 - Elefante'],
        milhares: ['7783', '1109', '1348'],
        ternoDeGrupo: ['21 - Touro', '03 - Burro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Travesseiro',
    geral: {
      significado:
        'O travesseiro guarda os segredos da noite. No sonho, fala de descanso, de conforto e de pensamentos que não deixam dormir. Travesseiro macio anuncia paz; duro ou molhado de lágrimas, preocupação. O Urso, que sabe dormir bem, fica com o palpite.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['2091'],
        ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '04 - Borboleta'],
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
    titulo: 'Trigo',
    geral: {
      significado:
        'O campo de trigo dourado é colheita e pão na mesa. No sonho, anuncia fartura, trabalho recompensado e prosperidade em família. Trigo queimado ou pisado pede cuidado com desperdício. O Porco, da fartura, e o Galo, que cata os grãos, levam o palpite.',
      palpites: {
        grupos: ['18 - Porco', '07 - Carneiro', '13 - Galo'],
        milhares: ['0772', '4928', '5749'],
        ternoDeGrupo: ['18 - Porco', '07 - Carneiro', '13 - Galo'],
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
    titulo: 'Tubarão',
    geral: {
      significado:
        'O tubarão nada em silêncio e ataca de surpresa. No sonho, fala de perigo escondido, de gente interesseira e de disputas no trabalho. Escapar dele anuncia vitória sobre um adversário. Bicho do mar, vai para o Jacaré, com a força do Tigre.',
      palpites: {
        grupos: ['15 - Jacaré', '22 - Tigre', '09 - Cobra'],
        milhares: ['0560', '6888', '5435'],
        ternoDeGrupo: ['15 - Jacaré', '22 - Tigre', '09 - Cobra'],
      },
    },
    variantes: {
      atacando: {
        significado:
          'Tubarão atacando mostra uma ameaça real ou imaginada. Evite confiar segredos e negócios a quem você mal conhece.',
        palpites: {
          grupos: ['15 - Jacaré'],
          milhares: ['4260'],
          ternoDeGrupo: ['15 - Jacaré', '22 - Tigre', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Tucano',
    geral: {
      significado:
        'O tucano, de bico colorido, é o Brasil em pessoa. No sonho, anuncia alegria, boas notícias e vontade de se mostrar. Ver tucanos voando fala de liberdade. Por ser ave, pousa na Águia, e o colorido lembra o Pavão.',
      palpites: {
        grupos: ['02 - Águia', '19 - Pavão', '17 - Macaco'],
        milhares: ['7505', '4776', '7766'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '17 - Macaco'],
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
  {
    titulo: 'Túnel',
    geral: {
      significado:
        'Atravessar um túnel no sonho é passar por uma fase escura com a luz à vista. Ver a saída anuncia alívio; ficar preso no túnel mostra medo de não superar a crise. O caminho subterrâneo e comprido é da Cobra.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['3634'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '23 - Urso'],
      },
    },
  },
];

export default dreams;
