// Built-in dream entries for the letter U.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Ultrassom',
    geral: {
      significado:
        'Fazer um ultrassom no sonho mostra vontade de ver por dentro, de entender o que ainda não está claro. Ver um bebê na tela anuncia novidade na família ou um projeto nascendo. Gravidez e começo, no livro, chocam com o Avestruz.',
      palpites: {
        grupos: ['01 - Avestruz'],
        milhares: ['5802'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Umbigo',
    geral: {
      significado:
        'O umbigo é a marca da ligação com a mãe e com a origem. Sonhar com ele pode indicar saudade de casa ou atenção demais a si mesmo, o famoso olhar para o próprio umbigo. Pelo nascimento, o palpite é o Avestruz.',
      palpites: {
        grupos: ['01 - Avestruz', '25 - Vaca', '17 - Macaco'],
        milhares: ['3903', '4297', '1565'],
        ternoDeGrupo: ['01 - Avestruz', '25 - Vaca', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Unha',
    geral: {
      significado:
        'Unhas bem-feitas no sonho mostram cuidado consigo e boa apresentação; unhas compridas demais sugerem defesa e garra. Unha quebrada pede atenção a pequenos desgastes. Garras afiadas lembram o Gato, primeiro do palpite.',
      palpites: {
        grupos: ['14 - Gato'],
        milhares: ['4155'],
        ternoDeGrupo: ['14 - Gato', '22 - Tigre', '19 - Pavão'],
      },
    },
    variantes: {
      caindo: {
        significado:
          'Unha caindo é uma perda pequena que incomoda: um objeto, um hábito, um dinheirinho. Nada que não se recupere.',
        palpites: {
          grupos: ['14 - Gato', '05 - Cachorro', '09 - Cobra'],
          milhares: ['2556', '9917', '0034'],
          ternoDeGrupo: ['14 - Gato', '05 - Cachorro', '09 - Cobra'],
        },
      },
    },
  },
  {
    titulo: 'Unicórnio',
    geral: {
      significado:
        'O unicórnio é o cavalo encantado dos contos, símbolo de pureza, de magia e de sonhos raros. Vê-lo no sonho anuncia uma fase de esperança e de desejos que parecem impossíveis, mas motivam. Com corpo de cavalo, corre para o Cavalo.',
      palpites: {
        grupos: ['11 - Cavalo', '04 - Borboleta', '19 - Pavão'],
        milhares: ['7343', '6614', '4574'],
        ternoDeGrupo: ['11 - Cavalo', '04 - Borboleta', '19 - Pavão'],
      },
    },
  },
  {
    titulo: 'Uniforme',
    geral: {
      significado:
        'Vestir uniforme é fazer parte de um grupo, com regras e deveres. No sonho indica disciplina, pertencimento e talvez um novo emprego ou curso. O Cachorro, guarda fardado da casa, abre o palpite.',
      palpites: {
        grupos: ['05 - Cachorro', '13 - Galo', '21 - Touro'],
        milhares: ['7819', '9549', '1481'],
        ternoDeGrupo: ['05 - Cachorro', '13 - Galo', '21 - Touro'],
      },
    },
  },
  {
    titulo: 'Universidade',
    geral: {
      significado:
        'Estudar numa universidade no sonho mostra vontade de crescer, aprender e conquistar um lugar melhor. Passar no vestibular anuncia uma porta que se abre; perder-se no campus fala de dúvida sobre o futuro. A escola, no livro, é do Macaco, com o Elefante da memória.',
      palpites: {
        grupos: ['17 - Macaco', '12 - Elefante', '02 - Águia'],
        milhares: ['8267', '0745', '3105'],
        ternoDeGrupo: ['17 - Macaco', '12 - Elefante', '02 - Águia'],
      },
    },
    variantes: {
      formatura: {
        significado:
          'Sonhar com a formatura na universidade anuncia reconhecimento por um esforço longo. A família pode ter motivo para comemorar.',
        palpites: {
          grupos: ['17 - Macaco'],
          milhares: ['9765'],
          ternoDeGrupo: ['17 - Macaco', '19 - Pavão', '12 - Elefante'],
        },
      },
    },
  },
  {
    titulo: 'Urso',
    geral: {
      significado:
        'O urso é força protetora e também recolhimento, já que hiberna no inverno. Um urso tranquilo sugere proteção e descanso merecido; urso atacando mostra raiva guardada ou alguém possessivo por perto. Sendo bicho da tabela, dá o próprio Urso, grupo 23.',
      palpites: {
        grupos: ['23 - Urso'],
        milhares: ['6892'],
        ternoDeGrupo: ['23 - Urso', '12 - Elefante', '07 - Carneiro'],
      },
    },
    variantes: {
      branco: {
        significado:
          'Urso branco é pureza e resistência no frio. É sonho de quem atravessa uma fase difícil com firmeza.',
        palpites: {
          grupos: ['23 - Urso', '07 - Carneiro', '24 - Veado'],
          milhares: ['9789', '9326', '6495'],
          ternoDeGrupo: ['23 - Urso', '07 - Carneiro', '24 - Veado'],
        },
      },
    },
  },
  {
    titulo: 'Urtiga',
    geral: {
      significado:
        'A urtiga queima a pele de quem encosta sem cuidado. No sonho, fala de pessoas ou situações que parecem inofensivas e machucam. Arrancar a urtiga mostra coragem para cortar o que faz mal. A ardência, como a picada, vai para a Cobra.',
      palpites: {
        grupos: ['09 - Cobra', '04 - Borboleta', '06 - Cabra'],
        milhares: ['1936', '9215', '5824'],
        ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '06 - Cabra'],
      },
    },
  },
  {
    titulo: 'Urubu',
    geral: {
      significado:
        'O urubu tem fama de agourento, mas na natureza é o faxineiro que limpa o que ficou para trás. No sonho, sugere encerrar de vez assuntos mortos e abrir espaço para o novo. Como ave grande que plana no céu, vai de Águia, com a Cobra da transformação no terno.',
      palpites: {
        grupos: ['02 - Águia', '09 - Cobra', '14 - Gato'],
        milhares: ['9508', '5934', '5654'],
        ternoDeGrupo: ['02 - Águia', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Uva',
    geral: {
      significado:
        'Cachos de uva no sonho são fartura, festa e doçura. Uvas maduras falam de colheita depois do esforço; uvas verdes pedem paciência, porque ainda não é a hora. Guloso por frutas, o Macaco puxa a fila.',
      palpites: {
        grupos: ['17 - Macaco'],
        milhares: ['2365'],
        ternoDeGrupo: ['17 - Macaco', '18 - Porco', '04 - Borboleta'],
      },
    },
  },
];

export default dreams;
