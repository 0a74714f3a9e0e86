// Every address of the app, in one place. Links, redirects, menus and the route table (app/routes.tsx) use these
// names, never a string of their own, so that an address changes here and nowhere else. Pure data: any layer may
// import it. Adding a page: its address here, its loader in app/page-loaders.ts, its row in app/routes.tsx.

/** The addresses a person can open (each '/' or starting with '/', without a trailing slash). */
export const PATHS = {
  home: '/',
  puxadas: '/puxadas',
  horarios: '/horarios',
  tabelaDoBicho: '/tabela-do-bicho',
  livroDosSonhos: '/livro-dos-sonhos',
  /** Followed by a dream's slug (dreamPagePath): the dream's own address, what its share card links to. */
  sonharCom: '/sonhar-com',
  simpatias: '/simpatias',
  palpites: '/palpites',
  gerarPalpite: '/gerar-palpite',
  aprendaAJogar: '/aprenda-a-jogar',
  limites: '/limites',
  cotacoes: '/cotacoes',
  conferirAposta: '/conferir-aposta',
  politicas: '/politicas',
  promocoes: '/promocoes',
  blogDaSorte: '/blog-da-sorte',
  quintaBichoSorte: '/quinta-bicho-sorte',
  indicouGanhou: '/indicou-ganhou',
  resultados: '/resultados',
  notificacoes: '/notificacoes',
  chatOnline: '/chat-online',
  meuPerfil: '/meu-perfil',
  suaSorte: '/sua-sorte',
  jogoResponsavel: '/jogo-responsavel',
  liberteSeDoJogo: '/liberte-se-do-jogo',
  /** The customer login (SPEC §2); /login shows the same page. */
  logIn: '/log-in',
  login: '/login',
  changePassword: '/change-password',
  /** Asks for a password recovery e-mail. */
  recuperarSenha: '/recuperar-senha',
  /** Where the recovery e-mail's link lands: the code (when the account has one), then the new password. */
  redefinirSenha: '/redefinir-senha',
  /** Followed by the bonus's short code (comprovanteBonusPath). */
  comprovanteBonus: '/comprovante_bonus',
  /** Followed by the receipt's id (bonusReceiptPath). */
  bonusReceipt: '/bonus-receipt',
  /** The admin panel; its screens are PAINEL. */
  painel: '/painel',
  /** The spec's alias of /painel: /teste/* redirects to /painel/*. */
  teste: '/teste',
} as const;

/** The admin panel's screens. */
export const PAINEL = {
  dashboard: '/painel/dashboard',
  dreamBook: '/painel/dream-book',
  luckyGuesses: '/painel/lucky-guesses',
  monthlyPromotions: '/painel/monthly-promotions',
  welcomeBonus: '/painel/welcome-bonus',
  results: '/painel/results',
  accessMonitor: '/painel/access-monitor',
  feedbacks: '/painel/feedbacks',
  accountSecurity: '/painel/account-security',
  /** Where the Caixa results come from: each game's source, refusals and corrections (issue 39). */
  fontes: '/painel/fontes',
} as const;

/** The spec's back target of the admin screens: the dashboard through the /teste alias. */
export const TESTE_DASHBOARD = `${PATHS.teste}/dashboard`;

/** The bonus receipt a short code leads to (the code is not checked here). */
export const comprovanteBonusPath = (shortCode: string): string => `${PATHS.comprovanteBonus}/${encodeURIComponent(shortCode)}`;

/** A dream's own address by its slug (features/dreams/domain/fold.ts, dreamSlug). */
export const dreamPagePath = (slug: string): string => `${PATHS.sonharCom}/${encodeURIComponent(slug)}`;

/**
 * A Caixa game's results (`/resultados/mega-sena`), or one of its contests (`/resultados/mega-sena/2850`): the
 * address notifications and shares use. `game` is the game's id (features/caixa/domain/games.ts).
 */
export const caixaResultsPath = (game: string, contest?: number): string =>
  contest === undefined ? `${PATHS.resultados}/${game}` : `${PATHS.resultados}/${game}/${contest}`;

/** A bonus receipt by its id. */
export const bonusReceiptPath = (id: string): string => `${PATHS.bonusReceipt}/${encodeURIComponent(id)}`;

/** An address with a query string; the values are encoded. */
export function withQuery(path: string, params: Readonly<Record<string, string>>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
