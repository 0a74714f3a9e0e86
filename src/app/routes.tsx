// The route table of SPEC §2: every page a lazily loaded chunk inside its layout (public pages through lazyPage,
// which main.tsx preloads before hydrating a prerendered page).
import { lazy, Suspense } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { RequireAdmin, RequireUser } from '../features/auth/guards';
import { AppRoot } from './app-root';
import { CrashScreen } from './crash-screen';
import { lazyPage } from './lazy-page';
import { FocusLayout } from './layouts/focus-layout';
import { GuideLayout, type GuideHandle } from './layouts/guide-layout';
import type { PrerenderHandle } from './prerender-paths';
import { PublicLayout } from './layouts/public-layout';
import { StandaloneLayout } from './layouts/standalone-layout';

const Home = lazyPage(() => import('../features/home/home.page'));
const Puxadas = lazyPage(() => import('../features/animals/puxadas.page'));
const Horarios = lazyPage(() => import('../features/schedules/horarios.page'));
const TabelaDoBicho = lazyPage(() => import('../features/animals/tabela-do-bicho.page'));
const LivroDosSonhos = lazyPage(() => import('../features/dreams/livro-dos-sonhos.page'));
const Simpatias = lazyPage(() => import('../features/content/simpatias.page'));
const Palpites = lazyPage(() => import('../features/guesses/palpites.page'));
const GerarPalpite = lazyPage(() => import('../features/generator/gerar-palpite.page'));
const AprendaAJogar = lazyPage(() => import('../features/content/aprenda-a-jogar.page'));
const Limites = lazyPage(() => import('../features/odds/limites.page'));
const Cotacoes = lazyPage(() => import('../features/odds/cotacoes.page'));
const ConferirAposta = lazyPage(() => import('../features/odds/conferir-aposta.page'));
const Politicas = lazyPage(() => import('../features/content/politicas.page'));
const Promocoes = lazyPage(() => import('../features/promotions/promocoes.page'));
const BlogDaSorte = lazyPage(() => import('../features/guesses/blog-da-sorte.page'));
const QuintaBichoSorte = lazyPage(() => import('../features/guesses/quinta-bicho-sorte.page'));
const IndicouGanhou = lazyPage(() => import('../features/promotions/indicou-ganhou.page'));
const Resultados = lazyPage(() => import('../features/results/resultados.page'));
const ChatOnline = lazyPage(() => import('../features/chat/chat-online.page'));
const MeuPerfil = lazyPage(() => import('../features/auth/meu-perfil.page'));
const SuaSorte = lazyPage(() => import('../features/guesses/sua-sorte.page'));
const JogoResponsavel = lazyPage(() => import('../features/responsible/jogo-responsavel.page'));
const LiberteSeDoJogo = lazyPage(() => import('../features/responsible/liberte-se-do-jogo.page'));
const ComprovanteBonus = lazyPage(() => import('../features/bonus/comprovante-bonus.page'));
const BonusReceipt = lazyPage(() => import('../features/bonus/bonus-receipt.page'));
const Login = lazyPage(() => import('../features/auth/login.page'));
const ChangePassword = lazyPage(() => import('../features/auth/change-password.page'));
const AdminLayout = lazy(() => import('../features/admin/admin-layout'));
const AdminDashboard = lazy(() => import('../features/admin/dashboard.page'));
const AdminPromotions = lazy(() => import('../features/admin/monthly-promotions.page'));
const AdminLuckyGuesses = lazy(() => import('../features/admin/lucky-guesses.page'));
const AdminWelcomeBonus = lazy(() => import('../features/admin/welcome-bonus.page'));
const AdminAccessMonitor = lazy(() => import('../features/admin/access-monitor.page'));
const AdminDreamBook = lazy(() => import('../features/admin/dream-book.page'));
const AdminFeedbacks = lazy(() => import('../features/admin/feedbacks.page'));
const AdminResults = lazy(() => import('../features/admin/results-entry.page'));

/** /teste/* is an alias of /painel/* (ARCHITECTURE.md: the spec's success redirect and back target). */
function TesteAlias() {
  const rest = useParams()['*'] ?? '';
  return <Navigate to={`/painel/${rest || 'dashboard'}`} replace />;
}

const hideFooter: GuideHandle = { hideFooter: true };
/** The layouts whose pages are prerendered at build time (app/prerender-paths.ts). */
const prerendered: PrerenderHandle = { prerender: true };
/** A page under such a layout that depends on who is signed in: drawn in the browser only. */
const browserOnly: PrerenderHandle = { prerender: false };

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <CrashScreen />,
    children: [
      {
        element: <PublicLayout />,
        handle: prerendered,
        children: [
          { index: true, element: <Home /> },
          { path: 'puxadas', element: <Puxadas /> },
          { path: 'horarios', element: <Horarios /> },
          { path: 'tabela-do-bicho', element: <TabelaDoBicho /> },
          { path: 'livro-dos-sonhos', element: <LivroDosSonhos /> },
          { path: 'simpatias', element: <Simpatias /> },
          { path: 'palpites', element: <Palpites /> },
          { path: 'gerar-palpite', element: <GerarPalpite /> },
          { path: 'aprenda-a-jogar', element: <AprendaAJogar /> },
          { path: 'limites', element: <Limites /> },
          { path: 'cotacoes', element: <Cotacoes /> },
          { path: 'conferir-aposta', element: <ConferirAposta /> },
          { path: 'politicas', element: <Politicas /> },
          { path: 'promocoes', element: <Promocoes /> },
          { path: 'blog-da-sorte', element: <BlogDaSorte /> },
          { path: 'quinta-bicho-sorte', element: <QuintaBichoSorte /> },
          { path: 'indicou-ganhou', element: <IndicouGanhou /> },
          { path: 'resultados', element: <Resultados /> },
          { path: 'chat-online', element: <ChatOnline /> },
          {
            path: 'meu-perfil',
            handle: browserOnly,
            element: (
              <RequireUser redirectTo="/log-in">
                <MeuPerfil />
              </RequireUser>
            ),
          },
        ],
      },
      { element: <FocusLayout />, handle: prerendered, children: [{ path: 'sua-sorte', element: <SuaSorte /> }] },
      {
        element: <GuideLayout />,
        handle: prerendered,
        children: [
          { path: 'jogo-responsavel', element: <JogoResponsavel /> },
          { path: 'liberte-se-do-jogo', element: <LiberteSeDoJogo />, handle: hideFooter },
        ],
      },
      {
        element: <StandaloneLayout />,
        children: [
          { path: 'comprovante_bonus/:shortCode', element: <ComprovanteBonus /> },
          { path: 'bonus-receipt/:id', element: <BonusReceipt /> },
          { path: 'log-in', element: <Login /> },
          { path: 'login', element: <Login /> },
          {
            path: 'change-password',
            element: (
              <RequireUser redirectTo="/login">
                <ChangePassword />
              </RequireUser>
            ),
          },
        ],
      },
      {
        path: 'painel',
        element: (
          <RequireAdmin>
            <Suspense fallback={<FullScreenSpinner />}>
              <AdminLayout />
            </Suspense>
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <AdminDashboard /> },
          { path: 'dashboard', element: <AdminDashboard /> },
          { path: 'monthly-promotions', element: <AdminPromotions /> },
          { path: 'lucky-guesses', element: <AdminLuckyGuesses /> },
          { path: 'welcome-bonus', element: <AdminWelcomeBonus /> },
          { path: 'access-monitor', element: <AdminAccessMonitor /> },
          { path: 'dream-book', element: <AdminDreamBook /> },
          { path: 'feedbacks', element: <AdminFeedbacks /> },
          { path: 'results', element: <AdminResults /> },
          { path: '*', element: <Navigate to="/painel/dashboard" replace /> },
        ],
      },
      { path: 'teste/*', element: <TesteAlias /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
