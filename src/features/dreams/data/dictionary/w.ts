// Built-in dream entries for the letter W.
import type { Dream } from '../../domain/types';

const dreams: Dream[] = [
  {
    titulo: 'Waffle',
    geral: {
      significado:
        'O waffle quentinho com mel ou frutas é doce de café da manhã especial. No sonho, anuncia pequenos prazeres, carinho e momentos doces em família. Waffle queimado pede calma na pressa. O doce, no livro, é da Borboleta.',
      palpites: {
        grupos: ['04 - Borboleta', '18 - Porco', '25 - Vaca'],
        milhares: ['9813', '5870', '2397'],
        ternoDeGrupo: ['04 - Borboleta', '18 - Porco', '25 - Vaca'],
      },
    },
  },
  {
    titulo: 'Walkie-talkie',
    geral: {
      significado:
        'Falar pelo walkie-talkie no sonho mostra vontade de manter contato e de combinar tudo com clareza. Mensagem chegando limpa anuncia bom entendimento; chiado e silêncio, desencontros. O Galo, que anuncia as notícias, fica com o palpite.',
      palpites: {
        grupos: ['13 - Galo', '05 - Cachorro', '02 - Águia'],
        milhares: ['5152', '9518', '4907'],
        ternoDeGrupo: ['13 - Galo', '05 - Cachorro', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'WhatsApp',
    geral: {
      significado:
        'Receber mensagens no WhatsApp no sonho mostra ansiedade por notícias, por uma resposta ou por alguém. Mensagem carinhosa anuncia reaproximação; ser bloqueado fala de medo de rejeição. O Galo, mensageiro da tabela, leva a dica.',
      palpites: {
        grupos: ['13 - Galo'],
        milhares: ['3349'],
        ternoDeGrupo: ['13 - Galo', '17 - Macaco', '02 - Águia'],
      },
    },
  },
  {
    titulo: 'Whisky',
    geral: {
      significado:
        'Beber whisky no sonho mostra vontade de relaxar, de comemorar ou de parecer importante. Um brinde com amigos anuncia uma conquista; beber demais pede moderação e atenção ao que você tenta esquecer. Bebida de festa, como o vinho no livro, vai para o Peru.',
      palpites: {
        grupos: ['20 - Peru'],
        milhares: ['9078'],
        ternoDeGrupo: ['20 - Peru', '16 - Leão', '18 - Porco'],
      },
    },
  },
  {
    titulo: 'Wi-Fi',
    geral: {
      significado:
        'Sonhar com o Wi-Fi fala de conexão: com as pessoas, com as notícias e consigo mesmo. Sinal forte anuncia boa comunicação; sem sinal, sensação de isolamento e vontade de ser ouvido. O que viaja pelo ar, no livro, voa com a Águia.',
      palpites: {
        grupos: ['02 - Águia'],
        milhares: ['1505'],
        ternoDeGrupo: ['02 - Águia', '13 - Galo', '17 - Macaco'],
      },
    },
  },
  {
    titulo: 'Windsurf',
    geral: {
      significado:
        'Praticar windsurf no sonho mostra equilíbrio entre o vento e a água: saber aproveitar as forças à sua volta. Deslizar rápido anuncia uma fase de liberdade; cair da prancha pede mais treino. A água é do Jacaré e o vento, da Águia.',
      palpites: {
        grupos: ['15 - Jacaré', '02 - Águia', '11 - Cavalo'],
        milhares: ['3757', '7805', '7542'],
        ternoDeGrupo: ['15 - Jacaré', '02 - Águia', '11 - Cavalo'],
      },
    },
  },
];

export default dreams;
