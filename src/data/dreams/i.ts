// Built-in dream entries for the letter I.
import type { Dream } from '../../domain/dreams/types';

const dreams: Dream[] = [
  {
    titulo: 'Iate',
    geral: {
      significado:
        'Navegar num iate fala de desejo de conforto, liberdade e de aproveitar a vida sem pressa. O Pavão, bicho do luxo, vem na frente, seguido do Jacaré pela água. Só lembre que o mar também tem ondas, e que é bom manter os pés no chão.',
      palpites: {
        grupos: ['19 - Pavão', '15 - Jacaré', '02 - Águia'],
        milhares: ['2976', '9658', '0606'],
        ternoDeGrupo: ['19 - Pavão', '15 - Jacaré', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Idoso',
    geral: {
      significado:
        'Sonhar com uma pessoa idosa traz conselhos, experiência e sabedoria. O Elefante, que vive muitos anos e guarda tudo na memória, é o palpite. Ouça com atenção o que ela dizia no sonho.',
      palpites: {
        grupos: ['12 - Elefante'],
        milhares: ['3446'],
        ternoDeGrupo: ['12 - Elefante', '23 - Urso', '07 - Carneiro'],
      },
    },
  },
  {
    titulo: 'Igreja',
    geral: {
      significado:
        'A igreja no sonho fala de fé, proteção e busca por paz interior. O Pavão, associado à igreja em nosso livro dos sonhos, lidera o palpite. Entrar numa igreja cheia indica apoio de amigos; vazia, um momento de reflexão.',
      palpites: {
        grupos: ['19 - Pavão'],
        milhares: ['9875'],
        ternoDeGrupo: ['19 - Pavão', '07 - Carneiro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Ilha',
    geral: {
      significado:
        'Uma ilha cercada de água fala de isolamento, às vezes desejado, às vezes não. Água é do Jacaré, que fica com o palpite. Se a ilha era paradisíaca, você anda precisando de férias; se estava perdido nela, busque reaproximar-se das pessoas.',
      palpites: {
        grupos: ['15 - Jacaré'],
        milhares: ['1459'],
        ternoDeGrupo: ['15 - Jacaré', '19 - Pavão', '08 - Camelo'],
      },
    },
  },
  {
    titulo: 'Incêndio',
    geral: {
      significado:
        'Um incêndio no sonho mostra emoções intensas, como raiva ou paixão, difíceis de controlar. O fogo é do Leão, que lidera o palpite. Apagar as chamas indica que você vai conseguir contornar a situação.',
      palpites: {
        grupos: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
        milhares: ['2063', '6985', '3635'],
        ternoDeGrupo: ['16 - Leão', '22 - Tigre', '09 - Cobra'],
      },
    },
    variantes: {
      de_carro: {
        significado:
          'Carro pegando fogo pede cuidado com pressa e com decisões tomadas no calor do momento. O Cavalo, bicho do carro, acompanha o Leão.',
        palpites: {
          grupos: ['16 - Leão', '11 - Cavalo', '05 - Cachorro'],
          milhares: ['0761', '7941', '8019'],
          ternoDeGrupo: ['16 - Leão', '11 - Cavalo', '05 - Cachorro'],
        },
      },
    },
  },
  {
    titulo: 'Inferno',
    geral: {
      significado:
        'Sonhar com o inferno reflete culpa, medo ou uma fase muito difícil. O Leão, pelo fogo, e a Cobra, pela tentação, formam o palpite. A tradição lembra que todo sonho ruim passa, e que falar sobre o que aflige ajuda.',
      palpites: {
        grupos: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
        milhares: ['5461', '9034', '1287'],
        ternoDeGrupo: ['16 - Leão', '09 - Cobra', '22 - Tigre'],
      },
    },
  },
  {
    titulo: 'Injeção',
    geral: {
      significado:
        'A injeção incomoda na hora, mas cura depois, e o sonho fala de algo desagradável que vai fazer bem. A picada lembra a da Cobra, e o cajado da medicina também traz uma serpente. Aceite o remédio amargo que a vida oferece.',
      palpites: {
        grupos: ['09 - Cobra'],
        milhares: ['3936'],
        ternoDeGrupo: ['09 - Cobra', '04 - Borboleta', '23 - Urso'],
      },
    },
  },
  {
    titulo: 'Inimigo',
    geral: {
      significado:
        'Encontrar um inimigo no sonho mostra tensão acumulada e medo de ser prejudicado. O Tigre, que ataca de surpresa, é o bicho desse sonho. Fazer as pazes com o inimigo, dizem, traz alívio para os próximos dias.',
      palpites: {
        grupos: ['22 - Tigre'],
        milhares: ['2287'],
        ternoDeGrupo: ['22 - Tigre', '05 - Cachorro', '09 - Cobra'],
      },
    },
  },
  {
    titulo: 'Inseto',
    geral: {
      significado:
        'Insetos no sonho costumam falar de pequenos incômodos que se acumulam. No livro dos sonhos, os insetos vão para a Borboleta. Se eles eram bonitos e coloridos, as pequenas coisas vão trazer alegria.',
      palpites: {
        grupos: ['04 - Borboleta'],
        milhares: ['4713'],
        ternoDeGrupo: ['04 - Borboleta', '17 - Macaco', '10 - Coelho'],
      },
    },
  },
  {
    titulo: 'Inveja',
    geral: {
      significado:
        'Sentir inveja ou ser invejado no sonho revela comparação e insegurança. O Pavão, que se exibe e desperta olhares, lidera o palpite. Cuide do seu brilho sem se importar tanto com o dos outros.',
      palpites: {
        grupos: ['19 - Pavão', '09 - Cobra', '14 - Gato'],
        milhares: ['1676', '9436', '8153'],
        ternoDeGrupo: ['19 - Pavão', '09 - Cobra', '14 - Gato'],
      },
    },
  },
  {
    titulo: 'Irmão',
    geral: {
      significado:
        'O irmão no sonho fala de cumplicidade, rivalidade e laços de família. O Coelho, que nasce em ninhadas, é o bicho dos irmãos. Se vocês estavam brigando, pode ser hora de uma conversa; se estavam rindo, o laço está forte.',
      palpites: {
        grupos: ['10 - Coelho'],
        milhares: ['3438'],
        ternoDeGrupo: ['10 - Coelho', '17 - Macaco', '12 - Elefante'],
      },
    },
  },
];

export default dreams;
