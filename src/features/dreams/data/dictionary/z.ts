// Built-in dream entries for the letter Z.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Zabumba',
    geral: {
      significado:
        'A zabumba marca o ritmo do forró e do baião. No sonho, anuncia festa, dança e alegria nordestina; batida forte mostra coragem para seguir em frente. A música, no livro, canta com o Galo, e o som grave puxa o Touro.',
      palpites: {
        grupos: ['13 - Galo', '21 - Touro', '20 - Peru'],
        milhares: ['0152', '2284', '6080'],
        ternoDeGrupo: ['13 - Galo', '21 - Touro', '20 - Peru'],
      },
    },
  },
  {
    titulo: 'Zagueiro',
    geral: {
      significado:
        'O zagueiro defende o time e não deixa a bola passar. No sonho, fala de proteção, firmeza e responsabilidade com os outros. Fazer um corte bonito anuncia vitória; falhar mostra medo de decepcionar. O Cachorro, guardião do portão, fica com o palpite.',
      palpites: {
        grupos: ['05 - Cachorro', '21 - Touro', '12 - Elefante'],
        milhares: ['3019', '5482', '2247'],
        ternoDeGrupo: ['05 - Cachorro', '21 - Touro', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Zangão',
    geral: {
      significado:
        'O zangão é o macho da abelha, famoso por não trabalhar na colmeia. Sonhar com ele pode indicar alguém se aproveitando do seu esforço ou uma fase de preguiça que precisa acabar. Como abelha, o palpite é a Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['6714'],
        ternoDeGrupo: ['04 - Borboleta', '23 - Urso', '03 - Burro'],
      },
    },
  },
  {
    titulo: 'Zebra',
    geral: {
      significado:
        'Zebra, no futebol e nas apostas, é o resultado que ninguém esperava. No sonho, aponta surpresas e situações fora do roteiro, boas ou ruins. Parente do cavalo, ela vai para o Cavalo, com o Burro no terno.',
      palpites: {
        grupos: ['11 - Cavalo', '03 - Burro', '24 - Veado'],
        milhares: ['7742', '5611', '4794'],
        ternoDeGrupo: ['11 - Cavalo', '03 - Burro', '24 - Veado'],
      },
    },
  },
  {
    titulo: 'Zelador',
    geral: {
      significado:
        'O zelador cuida do prédio e sabe de tudo que acontece. No sonho, mostra atenção aos detalhes e à manutenção da própria vida. Conversar com ele anuncia uma notícia do vizinho. Guardião e vigia, vai para o Cachorro.',
      palpites: {
        grupos: ['05 - Cachorro'],
        milhares: ['4019'],
        ternoDeGrupo: ['05 - Cachorro', '03 - Burro', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Zero',
    geral: {
      significado:
        'O zero é o começo de tudo e também o nada. No sonho, fala de recomeço, de apagar a conta e começar outra vez. Tirar zero numa prova mostra medo de falhar. O 00 fecha a tabela na Vaca, que fica com o palpite.',
      palpites: {
        grupos: ['25 - Vaca'],
        milhares: ['1900'],
        ternoDeGrupo: ['25 - Vaca', '01 - Avestruz', '12 - Elefante'],
      },
    },
  },
  {
    titulo: 'Zíper',
    geral: {
      significado:
        'Zíper que fecha fácil no sonho mostra assuntos resolvidos; emperrado sugere um segredo difícil de guardar ou uma conversa que não sai. O zíper desliza como uma cobra, e por isso é na Cobra que se joga.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['5234'],
        ternoDeGrupo: ['09 - Cobra', '07 - Carneiro', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Zoológico',
    geral: {
      significado:
        'O zoológico reúne bichos de todo canto, e no sonho mostra uma vida cheia de personalidades diferentes ao seu redor. Passear por ele com calma indica bom convívio; animais fugindo pedem atenção a situações fora de controle. O Macaco, a atração mais animada do passeio, abre o palpite.',
      palpites: {
        grupos: ['17 - Macaco', '12 - Elefante', '16 - Leão'],
        milhares: ['9068', '3046', '2663'],
        ternoDeGrupo: ['17 - Macaco', '12 - Elefante', '16 - Leão'],
      },
    },
  },
  {
    titulo: 'Zumbi',
    geral: {
      significado:
        'Zumbi no sonho mostra cansaço extremo, rotina no piloto automático ou um assunto do passado que insiste em voltar. O recado é acordar para o que dá sentido aos seus dias. Ligado à morte, vai de Cobra.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['2733'],
        ternoDeGrupo: ['09 - Cobra', '14 - Gato', '23 - Urso'],
      },
    },
  },
];

export default dreams;
