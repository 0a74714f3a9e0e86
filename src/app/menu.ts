// The public sidebar menu of SPEC §2, in its order, with Resultados and the bet checker after the day's guesses.

export interface MenuEntry {
  to: string;
  label: string;
  icon: string;
  /** Promotes betting: hidden from a device that said 'Não' at the 18+ gate. */
  promo?: boolean;
}

export const MENU: readonly MenuEntry[] = [
  { to: '/', label: 'Início', icon: '🏠' },
  { to: '/palpites', label: 'Palpites do Dia', icon: '🎯' },
  { to: '/resultados', label: 'Resultados', icon: '📋' },
  { to: '/conferir-aposta', label: 'Conferir Aposta', icon: '✅' },
  { to: '/gerar-palpite', label: 'Gerar Palpite', icon: '🎲' },
  { to: '/livro-dos-sonhos', label: 'Livro dos Sonhos', icon: '🌙' },
  { to: '/blog-da-sorte', label: 'Blog da Sorte', icon: '🍀' },
  { to: '/puxadas', label: 'Puxadas', icon: '🔗' },
  { to: '/horarios', label: 'Horários', icon: '⏰' },
  { to: '/tabela-do-bicho', label: 'Tabela do Bicho', icon: '🐾' },
  { to: '/simpatias', label: 'Simpatias', icon: '🕯️' },
  { to: '/aprenda-a-jogar', label: 'Aprenda a Jogar', icon: '📘' },
  { to: '/limites', label: 'Limites', icon: '📏' },
  { to: '/cotacoes', label: 'Cotações', icon: '💹' },
  { to: '/promocoes', label: 'Promoções', icon: '🎁', promo: true },
  { to: '/indicou-ganhou', label: 'Indicou, Ganhou', icon: '🤝', promo: true },
  { to: '/sua-sorte', label: 'Sua Sorte', icon: '✨' },
  { to: '/politicas', label: 'Políticas', icon: '📄' },
  { to: '/jogo-responsavel', label: 'Jogo Responsável', icon: '🛡️' },
  { to: '/liberte-se-do-jogo', label: 'Liberte-se do Jogo', icon: '🕊️' },
];
