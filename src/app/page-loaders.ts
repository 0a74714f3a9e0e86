// The loader of every page of the route table (app/routes.tsx), alone in a chunk with a stable name
// (scripts/stable-routes-plugin.ts). This is the one module that names each page's hashed chunk: inside the
// entry, a new hash for one page gave the entry a new hash, and with it every lazy chunk importing the entry
// and every HTML document loading it (a deploy that changed one string changed 116 of 165 precached files).
// Nothing but loaders here: the chunk runs before the entry's own code (the two import each other), so its
// body must not call into the entry.
// Adding a page: its loader here, its row in app/routes.tsx (`page.Name`, or `panel.Name` for the admin
// panel), and its address in utils/paths.ts.

export const Home = () => import('../features/home/home.page');
export const Puxadas = () => import('../features/animals/puxadas.page');
export const Horarios = () => import('../features/schedules/horarios.page');
export const TabelaDoBicho = () => import('../features/animals/tabela-do-bicho.page');
export const LivroDosSonhos = () => import('../features/dreams/livro-dos-sonhos.page');
export const Simpatias = () => import('../features/guides/simpatias.page');
export const Palpites = () => import('../features/guesses/palpites.page');
export const GerarPalpite = () => import('../features/bets/gerar-palpite.page');
export const AprendaAJogar = () => import('../features/guides/aprenda-a-jogar.page');
export const Limites = () => import('../features/bets/limites.page');
export const Cotacoes = () => import('../features/bets/cotacoes.page');
export const ConferirAposta = () => import('../features/bets/conferir-aposta.page');
export const Politicas = () => import('../features/guides/politicas.page');
export const Promocoes = () => import('../features/promotions/promocoes.page');
export const BlogDaSorte = () => import('../features/guesses/blog-da-sorte.page');
export const QuintaBichoSorte = () => import('../features/guesses/quinta-bicho-sorte.page');
export const IndicouGanhou = () => import('../features/promotions/indicou-ganhou.page');
export const Resultados = () => import('../features/results/resultados.page');
export const Caixa = () => import('../features/caixa/caixa.page');
export const Notificacoes = () => import('../features/notifications/notificacoes.page');
export const ChatOnline = () => import('../features/chat/chat-online.page');
export const MeuPerfil = () => import('../features/accounts/meu-perfil.page');
export const SuaSorte = () => import('../features/guesses/sua-sorte.page');
export const JogoResponsavel = () => import('../features/guides/jogo-responsavel.page');
export const LiberteSeDoJogo = () => import('../features/guides/liberte-se-do-jogo.page');
export const ComprovanteBonus = () => import('../features/promotions/comprovante-bonus.page');
export const BonusReceipt = () => import('../features/promotions/bonus-receipt.page');
export const Login = () => import('../features/accounts/login.page');
export const ChangePassword = () => import('../features/accounts/change-password.page');
export const ForgotPassword = () => import('../features/accounts/forgot-password.page');
export const PasswordRecovery = () => import('../features/accounts/password-recovery.page');
export const AdminAccountSecurity = () => import('../features/accounts/admin/account-security.page');
export const AdminLayout = () => import('./painel/admin-layout');
export const AdminDashboard = () => import('./painel/dashboard.page');
export const AdminPromotions = () => import('../features/promotions/admin/monthly-promotions.page');
export const AdminLuckyGuesses = () => import('../features/guesses/admin/lucky-guesses.page');
export const AdminWelcomeBonus = () => import('../features/promotions/admin/welcome-bonus.page');
export const AdminAccessMonitor = () => import('../features/accounts/admin/access-monitor.page');
export const AdminDreamBook = () => import('../features/dreams/admin/dream-book.page');
export const AdminFeedbacks = () => import('../features/feedback/admin/feedbacks.page');
export const AdminResults = () => import('../features/results/admin/results-entry.page');
export const AdminFontes = () => import('../features/caixa/admin/fontes.page');
