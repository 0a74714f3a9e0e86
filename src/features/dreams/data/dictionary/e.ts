// Built-in dream entries for the letter E.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Eclipse',
    geral: {
      significado:
        'No eclipse, a lua cobre o sol por alguns minutos, e o sonho fala de algo que fica escondido por um tempo antes de voltar a brilhar. A lua é do Gato e o sol é do Leão no nosso livro dos sonhos. É bom momento para paciência: o que sumiu de vista não sumiu de vez.',
      palpites: {
        grupos: ['14 - Gato', '16 - Leão', '02 - Águia'],
        milhares: ['7454', '9062', '1807'],
        ternoDeGrupo: ['14 - Gato', '16 - Leão', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Égua',
    geral: {
      significado:
        'A égua, fêmea do cavalo, pertence ao grupo 11 e simboliza liberdade com delicadeza. Vê-la galopando solta fala de independência e de boa energia para seguir em frente. Uma égua com potrinho lembra fertilidade e proteção.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['2344'],
        ternoDeGrupo: ['11 - Cavalo', '25 - Vaca', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Elefante',
    geral: {
      significado:
        'O Elefante é o próprio grupo 12, bicho da memória, da força tranquila e da família unida. Sonhar com ele traz sensação de segurança e de base firme. Se ele estava com a tromba para cima, o povo diz que é sinal de boa sorte em casa.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['2746'],
        ternoDeGrupo: ['12 - Elefante', '21 - Touro', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Eleição',
    geral: {
      significado:
        'Votar ou disputar uma eleição no sonho mostra vontade de escolher o próprio rumo ou de ser reconhecido pelo grupo. O Leão, do poder, vem na frente, com o Pavão do palanque e o Galo dos discursos. O sonho anuncia decisões importantes e pede que você confie na sua escolha.',
      palpites: {
        grupos: ['16 - Leão', '19 - Pavão', '13 - Galo'],
        milhares: ['8162', '1775', '2652'],
        ternoDeGrupo: ['16 - Leão', '19 - Pavão', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Elevador',
    geral: {
      significado:
        'O elevador sobe e desce rápido, como a vida profissional e financeira. Subindo, fica com a Águia, que voa alto, com o Elefante e o Cavalo, da força que leva adiante. Sonhar com elevador fala de promoções, mudanças de posição e da sensação de estar nas mãos de outros.',
      palpites: {
        grupos: ['02 - Águia', '12 - Elefante', '11 - Cavalo'],
        milhares: ['4705', '1046', '3941'],
        ternoDeGrupo: ['02 - Águia', '12 - Elefante', '11 - Cavalo'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'O elevador despencando é sonho de medo de perder o que conquistou. A Cobra, da queda, lidera, com o Urso e o Burro; o conselho é não arriscar tudo de uma vez.',
        palpites: {
          grupos: ['09 - Cobra', '23 - Urso', '03 - Burro'],
          milhares: ['7933', '7290', '6410'],
          ternoDeGrupo: ['09 - Cobra', '23 - Urso', '03 - Burro'],
        },
      },
      parado: {
        significado:
          'Ficar preso num elevador parado mostra a sensação de estar travado num projeto. O Burro, da paciência, vem na frente.',
        palpites: {
          grupos: ['03 - Burro', '14 - Gato', '23 - Urso'],
          milhares: ['7810', '2354', '6189'],
          ternoDeGrupo: ['03 - Burro', '14 - Gato', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Empregada',
    geral: {
      significado:
        'A empregada doméstica cuida da casa e, muitas vezes, vira quase da família. A Vaca, bicho do cuidado, lidera os palpites, com o Cachorro leal e o Carneiro manso. O sonho fala de organização do lar e de quem ajuda você sem aparecer.',
      palpites: {
        grupos: ['25 - Vaca', '05 - Cachorro', '07 - Carneiro'],
        milhares: ['3100', '3620', '5427'],
        ternoDeGrupo: ['25 - Vaca', '05 - Cachorro', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Emprego',
    geral: {
      significado:
        'Sonhar com emprego, seja conseguindo um novo ou perdendo o atual, mostra como anda sua relação com o trabalho. O Touro, bicho da força e da labuta, lidera o palpite. Pode ser o empurrão que faltava para buscar algo melhor.',
      palpites: {
        grupos: ['21 - Touro', '03 - Burro', '11 - Cavalo'],
        milhares: ['2981', '6011', '5844'],
        ternoDeGrupo: ['21 - Touro', '03 - Burro', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Enchente',
    geral: {
      significado:
        'Água subindo e invadindo tudo fala de emoções transbordando ou de problemas que se acumularam. Água é do Jacaré, que nada à vontade na cheia. Se você conseguia se salvar no sonho, é sinal de que vai dar conta da situação.',
      palpites: {
        grupos: ['15 - Jacaré', '25 - Vaca', '12 - Elefante'],
        milhares: ['7460', '8597', '9246'],
        ternoDeGrupo: ['15 - Jacaré', '25 - Vaca', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Encruzilhada',
    geral: {
      significado:
        'Estar parado numa encruzilhada mostra dúvida entre caminhos. O Burro, famoso por empacar quando não sabe para onde ir, é o bicho desse sonho. A dica é não decidir com pressa, mas também não ficar parado para sempre.',
      palpites: {
        grupos: ['03 - Burro'],
        milhares: ['6611'],
        ternoDeGrupo: ['03 - Burro', '11 - Cavalo', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Enfermeira',
    geral: {
      significado:
        'A enfermeira no sonho representa cuidado e alguém disposto a ajudar quando você precisa. A Vaca, bicho da mulher e do amparo, fica com o palpite. Talvez seja hora de aceitar ajuda ou de oferecer a sua a quem está fragilizado.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['3499'],
        ternoDeGrupo: ['25 - Vaca', '23 - Urso', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Enterro',
    geral: {
      significado:
        'Ao contrário do que parece, sonhar com enterro é tido como sinal de recomeço, pois algo velho está sendo deixado para trás. A Cobra, bicho da transformação, é o palpite da tradição. Se o enterro era de um desconhecido, fala de mudanças fora do seu controle.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['3233'],
        ternoDeGrupo: ['09 - Cobra', '24 - Veado', '15 - Jacaré'],
      },
    },
  },
  {
    titulo: 'Enxoval',
    geral: {
      significado:
        'Preparar um enxoval, de bebê ou de casamento, mostra planos para o futuro e vontade de construir família. A Borboleta, bicho das noivas, vem na frente, com a Vaca, da casa, e o Avestruz, do bebê. O sonho anuncia novidades alegres no lar.',
      palpites: {
        grupos: ['04 - Borboleta', '25 - Vaca', '01 - Avestruz'],
        milhares: ['4113', '8900', '2502'],
        ternoDeGrupo: ['04 - Borboleta', '25 - Vaca', '01 - Avestruz'],
      },
    },
  },
  {
    titulo: 'Escada',
    geral: {
      significado:
        'Subir uma escada no sonho mostra vontade de crescer e de chegar mais alto. A Cabra, que sobe encostas com firmeza, é o bicho da escalada. Descer devagar fala de voltar atrás para rever algo com calma.',
      palpites: {
        grupos: ['06 - Cabra', '07 - Carneiro', '02 - Águia'],
        milhares: ['3721', '1228', '5106'],
        ternoDeGrupo: ['06 - Cabra', '07 - Carneiro', '02 - Águia'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Cair da escada pede atenção a passos dados com pressa. Não é mau agouro, mas um lembrete de firmar o pé antes de subir de novo.',
        palpites: {
          grupos: ['06 - Cabra'],
          milhares: ['6922'],
          ternoDeGrupo: ['06 - Cabra', '09 - Cobra', '03 - Burro'],
        },
      },
    },
  },
  {
    titulo: 'Escola',
    geral: {
      significado:
        'Voltar à escola em sonho é comum quando a vida está cobrando provas, novas ou antigas. O Macaco, curioso e rápido para aprender, é o bicho desse sonho. Também pode ser saudade de amigos e de um tempo mais simples.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['3668'],
        ternoDeGrupo: ['17 - Macaco', '12 - Elefante', '13 - Galo'],
      },
    },
  },
  {
    titulo: 'Escorpião',
    geral: {
      significado:
        'O escorpião é pequeno, mas carrega veneno, por isso o sonho fala de perigos discretos e de gente que fere pelas costas. No livro dos sonhos ele segue a Cobra. Mantenha a guarda alta, sem paranoia.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['2336'],
        ternoDeGrupo: ['09 - Cobra', '22 - Tigre', '08 - Camelo'],
      },
    },
    variantes: {
      picando: {
        significado:
          'Levar uma picada de escorpião sugere uma mágoa que pode vir de onde você não espera. O Leão e o Cachorro entram como proteção e defesa.',
        palpites: {
          grupos: ['09 - Cobra', '16 - Leão', '05 - Cachorro'],
          milhares: ['2335', '5264', '2118'],
          ternoDeGrupo: ['09 - Cobra', '16 - Leão', '05 - Cachorro'],
        },
      },
      preto: {
        significado:
          'O escorpião preto reforça a ideia de cuidado com segredos e com conversas atravessadas. Evite compartilhar planos antes da hora.',
        palpites: {
          grupos: ['09 - Cobra'],
          milhares: ['1434'],
          ternoDeGrupo: ['09 - Cobra', '14 - Gato', '23 - Urso'],
        },
      },
    },
  },
  {
    titulo: 'Escova de dentes',
    geral: {
      significado:
        'Escovar os dentes no sonho fala de cuidado com a aparência e de limpeza das palavras: o que sai da boca. O Elefante, de dentes famosos, é o bicho desse sonho. Escova nova anuncia recomeço; escova gasta pede atenção à saúde.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['3047'],
        ternoDeGrupo: ['12 - Elefante', '25 - Vaca', '05 - Cachorro'],
      },
    },
  },
  {
    titulo: 'Escuridão',
    geral: {
      significado:
        'Estar no escuro, sem enxergar nada, mostra medo do desconhecido e dúvida sobre o caminho. O Gato, que vê no escuro, vem na frente, seguido do Urso e da Cobra, bichos da noite. O sonho pede calma: aos poucos a vista se acostuma e a saída aparece.',
      palpites: {
        grupos: ['14 - Gato', '23 - Urso', '09 - Cobra'],
        milhares: ['5953', '9392', '8334'],
        ternoDeGrupo: ['14 - Gato', '23 - Urso', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Esgoto',
    geral: {
      significado:
        'O esgoto leva embora o que não presta, e no sonho fala de mágoas, fofocas ou sujeira que precisa ser limpa. A Cobra, que se esconde em canos, vem na frente, com o Porco e o Peru. Esgoto entupido mostra problemas acumulados; esgoto correndo, alívio.',
      palpites: {
        grupos: ['09 - Cobra', '18 - Porco', '20 - Peru'],
        milhares: ['7435', '4072', '5678'],
        ternoDeGrupo: ['09 - Cobra', '18 - Porco', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Esmalte',
    geral: {
      significado:
        'Pintar as unhas com esmalte mostra vaidade, capricho e vontade de se sentir bem. A Borboleta, bicho das cores e da beleza feminina, é quem cuida desse sonho. Esmalte descascado pede atenção aos detalhes que os outros reparam.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['3315'],
        ternoDeGrupo: ['04 - Borboleta', '19 - Pavão', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Esmeralda',
    geral: {
      significado:
        'A esmeralda, pedra verde e rara, é ligada à esperança, à cura e à riqueza. O Pavão, bicho das joias e do brilho, é o palpite desse sonho. Ganhar uma esmeralda anuncia reconhecimento; perdê-la, cuidado com quem está de olho no que é seu.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['6775'],
        ternoDeGrupo: ['19 - Pavão', '24 - Veado', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Espada',
    geral: {
      significado:
        'A espada é arma de quem luta de frente, e o sonho fala de coragem, honra e decisões firmes. O Leão, rei da bravura, é quem representa esse sonho. Se você empunhava a espada, o povo diz que tem força para vencer uma disputa.',
      palpites: {
        grupos: ['16 - Leão', '22 - Tigre', '21 - Touro'],
        milhares: ['0363', '0685', '9982'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Espantalho',
    geral: {
      significado:
        'O espantalho fica parado no meio da roça para afastar os pássaros. O Galo, bicho da roça, vem na frente, com o Burro, que também não sai do lugar, e o Veado. O sonho fala de aparências: algo que assusta pode ser inofensivo, e quem parece forte pode ser só palha.',
      palpites: {
        grupos: ['13 - Galo', '03 - Burro', '24 - Veado'],
        milhares: ['1049', '4209', '9794'],
        ternoDeGrupo: ['13 - Galo', '03 - Burro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Espelho',
    geral: {
      significado:
        'O espelho é associado ao Gato em vários livros de sonhos, e mostra o olhar para si mesmo. Ver-se bem no reflexo fala de autoestima em alta. Um reflexo estranho convida a repensar como você tem se tratado.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['8256'],
        ternoDeGrupo: ['14 - Gato', '19 - Pavão', '04 - Borboleta'],
      },
    },
  },
  {
    titulo: 'Espinho',
    geral: {
      significado:
        'O espinho machuca quem se aproxima sem cuidado, como algumas pessoas e situações. A Cobra, que também fere quando menos se espera, é o bicho desse sonho. Tirar um espinho anuncia alívio; espetar-se pede atenção a pequenas traições.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['5336'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Esposa',
    geral: {
      significado:
        'Sonhar com a esposa, a sua ou a de outra pessoa, fala de parceria, compromisso e vida a dois. A Borboleta, bicho tradicional dos casamentos, vem na frente. Um sonho tranquilo com ela indica harmonia no lar.',
      palpites: {
        grupos: ['04 - Borboleta', '25 - Vaca', '21 - Touro'],
        milhares: ['0615', '7200', '1981'],
        ternoDeGrupo: ['04 - Borboleta', '25 - Vaca', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Esqueleto',
    geral: {
      significado:
        'Um esqueleto no sonho mostra aquilo que fica quando tiramos os excessos: a estrutura, o essencial. Como tudo o que lembra a morte, vai para a Cobra, sinal de transformação. Pode ser hora de simplificar a vida.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['4933'],
        ternoDeGrupo: ['09 - Cobra', '23 - Urso', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Esquilo',
    geral: {
      significado:
        'O esquilo guarda nozes para o inverno e vive correndo de galho em galho. O Coelho, pequeno e ligeiro como ele, é o bicho desse sonho. Fala de economia, de prevenção e de pequenas reservas que vão fazer diferença mais adiante.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['9840'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Estádio',
    geral: {
      significado:
        'Um estádio cheio, com torcida gritando, fala de emoção coletiva, de disputa e de vontade de vencer. O Leão, da vitória, vem na frente, com o Touro da força e o Cavalo da corrida. O sonho anuncia conquistas em grupo e reconhecimento em público.',
      palpites: {
        grupos: ['16 - Leão', '21 - Touro', '11 - Cavalo'],
        milhares: ['5063', '6184', '2741'],
        ternoDeGrupo: ['16 - Leão', '21 - Touro', '11 - Cavalo'],
      },
    },
  },
  {
    titulo: 'Estátua',
    geral: {
      significado:
        'A estátua parada no sonho fala de algo que congelou: um projeto, uma relação ou um sentimento. O Elefante, pesado e firme, representa essa imobilidade. Ver a estátua se mexer indica que as coisas vão voltar a andar.',
      palpites: {
        grupos: ['12 - Elefante', '08 - Camelo', '19 - Pavão'],
        milhares: ['1547', '2330', '4374'],
        ternoDeGrupo: ['12 - Elefante', '08 - Camelo', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Estrada',
    geral: {
      significado:
        'A estrada no sonho é o caminho da vida, e o Cavalo, bicho do movimento, é o palpite. Estrada livre e bem asfaltada fala de planos fluindo. Buracos e curvas pedem atenção, mas não desistência.',
      palpites: {
        grupos: ['11 - Cavalo'],
        milhares: ['5643'],
        ternoDeGrupo: ['11 - Cavalo', '08 - Camelo', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Estrela',
    geral: {
      significado:
        'As estrelas moram no céu, e o céu é da Águia no livro dos sonhos. Vê-las brilhando fala de esperança, inspiração e desejos guardados no coração. Uma noite bem estrelada é sonho bonito de se ter.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['9105'],
        ternoDeGrupo: ['02 - Águia', '19 - Pavão', '04 - Borboleta'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'A estrela cadente é a tradicional hora de fazer um pedido. O sonho fala de desejo que pode se realizar com um pouco de empenho seu.',
        palpites: {
          grupos: ['02 - Águia', '04 - Borboleta', '10 - Coelho'],
          milhares: ['8106', '5815', '6539'],
          ternoDeGrupo: ['02 - Águia', '04 - Borboleta', '10 - Coelho'],
        },
      },
    },
  },
  {
    titulo: 'Ex-namorado',
    geral: {
      significado:
        'Sonhar com um ex é mais comum do que parece e raramente quer dizer volta: costuma mostrar lembranças, lições ou um assunto mal resolvido. A Borboleta, bicho do amor, vem na frente, com a Cobra do passado que se desfaz e o Gato, independente. O sonho pede que você se pergunte o que aquela fase ainda tem a ensinar.',
      palpites: {
        grupos: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
        milhares: ['4413', '3136', '9454'],
        ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '14 - Gato'],
      },
    },
    variantes: {
      voltando: {
        significado:
          'Sonhar que o ex quer voltar fala de saudade ou de carência. O Carneiro e o Veado, bichos mansos, acompanham a Borboleta.',
        palpites: {
          grupos: ['04 - Borboleta', '07 - Carneiro', '24 - Veado'],
          milhares: ['4816', '2127', '5996'],
          ternoDeGrupo: ['04 - Borboleta', '07 - Carneiro', '24 - Veado'],
        },
      },
      com_outra: {
        significado:
          'Ver o ex com outra pessoa mostra ciúme guardado ou medo de ser esquecido. A Cobra e o Tigre seguem a Borboleta.',
        palpites: {
          grupos: ['04 - Borboleta', '09 - Cobra', '22 - Tigre'],
          milhares: ['2414', '8835', '4287'],
          ternoDeGrupo: ['04 - Borboleta', '09 - Cobra', '22 - Tigre'],
        },
      },
    },
  },
  {
    titulo: 'Exame',
    geral: {
      significado:
        'Fazer exame, de sangue ou de escola, mostra medo de ser avaliado e ansiedade com resultados. O Macaco, inteligente, lidera os palpites, com a Águia, que vê o que os outros não veem, e o Elefante da memória. O sonho pede preparo: o resultado tende a ser melhor do que o temido.',
      palpites: {
        grupos: ['17 - Macaco', '02 - Águia', '12 - Elefante'],
        milhares: ['5567', '7107', '6446'],
        ternoDeGrupo: ['17 - Macaco', '02 - Águia', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Explosão',
    geral: {
      significado:
        'Uma explosão em sonho mostra emoções guardadas que estão perto de estourar, ou uma mudança brusca. O Leão, do fogo, vem na frente, com o Tigre e o Touro, bichos da força repentina. O conselho é falar antes que a raiva fale por você.',
      palpites: {
        grupos: ['16 - Leão', '22 - Tigre', '21 - Touro'],
        milhares: ['5561', '8785', '1583'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '21 - Touro'],
      },
    },
  },
];

export default dreams;
