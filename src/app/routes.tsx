// The route table of SPEC §2: every page a lazily loaded chunk inside its layout (public pages through lazyPage,
// which main.tsx preloads before hydrating a prerendered page).
import { lazy, Suspense } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { RequireAdmin, RequireUser } from '../features/accounts/guards';
import { AppRoot } from './app-root';
import { CrashScreen } from './crash-screen';
import { lazyPage } from './lazy-page';
import * as pages from './page-loaders';
import { FocusLayout } from './layouts/focus-layout';
import { GuideLayout, type GuideHandle } from './layouts/guide-layout';
import type { PrerenderHandle } from './prerender-paths';
import { PublicLayout } from './layouts/public-layout';
import { StandaloneLayout } from './layouts/standalone-layout';

const Home = lazyPage(pages.Home);
const Puxadas = lazyPage(pages.Puxadas);
const Horarios = lazyPage(pages.Horarios);
const TabelaDoBicho = lazyPage(pages.TabelaDoBicho);
const LivroDosSonhos = lazyPage(pages.LivroDosSonhos);
const Simpatias = lazyPage(pages.Simpatias);
const Palpites = lazyPage(pages.Palpites);
const GerarPalpite = lazyPage(pages.GerarPalpite);
const AprendaAJogar = lazyPage(pages.AprendaAJogar);
const Limites = lazyPage(pages.Limites);
const Cotacoes = lazyPage(pages.Cotacoes);
const ConferirAposta = lazyPage(pages.ConferirAposta);
const Politicas = lazyPage(pages.Politicas);
const Promocoes = lazyPage(pages.Promocoes);
const BlogDaSorte = lazyPage(pages.BlogDaSorte);
const QuintaBichoSorte = lazyPage(pages.QuintaBichoSorte);
const IndicouGanhou = lazyPage(pages.IndicouGanhou);
const Resultados = lazyPage(pages.Resultados);
const ChatOnline = lazyPage(pages.ChatOnline);
const MeuPerfil = lazyPage(pages.MeuPerfil);
const SuaSorte = lazyPage(pages.SuaSorte);
const JogoResponsavel = lazyPage(pages.JogoResponsavel);
const LiberteSeDoJogo = lazyPage(pages.LiberteSeDoJogo);
const ComprovanteBonus = lazyPage(pages.ComprovanteBonus);
const BonusReceipt = lazyPage(pages.BonusReceipt);
const Login = lazyPage(pages.Login);
const ChangePassword = lazyPage(pages.ChangePassword);
const ForgotPassword = lazyPage(pages.ForgotPassword);
const PasswordRecovery = lazyPage(pages.PasswordRecovery);
const AdminLayout = lazy(pages.AdminLayout);
const AdminDashboard = lazy(pages.AdminDashboard);
const AdminPromotions = lazy(pages.AdminPromotions);
const AdminLuckyGuesses = lazy(pages.AdminLuckyGuesses);
const AdminWelcomeBonus = lazy(pages.AdminWelcomeBonus);
const AdminAccessMonitor = lazy(pages.AdminAccessMonitor);
const AdminDreamBook = lazy(pages.AdminDreamBook);
const AdminFeedbacks = lazy(pages.AdminFeedbacks);
const AdminResults = lazy(pages.AdminResults);
const AdminAccountSecurity = lazy(pages.AdminAccountSecurity);

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
          { path: 'recuperar-senha', element: <ForgotPassword /> },
          { path: 'redefinir-senha', element: <PasswordRecovery /> },
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
          { path: 'account-security', element: <AdminAccountSecurity /> },
          { path: '*', element: <Navigate to="/painel/dashboard" replace /> },
        ],
      },
      { path: 'teste/*', element: <TesteAlias /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
