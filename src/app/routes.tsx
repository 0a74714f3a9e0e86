// The route table of SPEC §2: every page a lazily loaded chunk inside its layout (public pages through lazyPage,
// which main.tsx preloads before hydrating a prerendered page).
import { lazy, Suspense, type ComponentType } from 'react';
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
import { PAINEL, PATHS } from '../utils/paths';

type Loader = () => Promise<{ default: ComponentType }>;

/** One component per loader of `loaders`, made by `make`, under the loader's name. */
function componentsOf<T extends Record<string, Loader>, C>(loaders: T, make: (load: Loader) => C): { readonly [K in keyof T]: C } {
  return Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, make(load)])) as { [K in keyof T]: C };
}

// Every page of app/page-loaders.ts as a component, by the loader's name: a page is a loader there and a row in
// the table below, and nothing else. Public pages through lazyPage (preloaded before a prerendered page
// hydrates, and listed for index.html's preload by app/page-routes.ts); the panel's plain React.lazy (drawn only
// once the session says admin, so never preloaded).
const page = componentsOf(pages, lazyPage);
const panel = componentsOf(pages, (load) => lazy(load));

/** /teste/* is an alias of /painel/* (ARCHITECTURE.md: the spec's success redirect and back target). */
function TesteAlias() {
  const rest = useParams()['*'] ?? '';
  return <Navigate to={`${PATHS.painel}/${rest || 'dashboard'}`} replace />;
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
          { index: true, element: <page.Home /> },
          { path: PATHS.puxadas, element: <page.Puxadas /> },
          { path: PATHS.horarios, element: <page.Horarios /> },
          { path: PATHS.tabelaDoBicho, element: <page.TabelaDoBicho /> },
          { path: PATHS.livroDosSonhos, element: <page.LivroDosSonhos /> },
          // A dream's own address, what its share card links to (the build writes its page's title and description).
          { path: `${PATHS.sonharCom}/:sonho`, element: <page.LivroDosSonhos /> },
          { path: PATHS.simpatias, element: <page.Simpatias /> },
          { path: PATHS.palpites, element: <page.Palpites /> },
          { path: PATHS.gerarPalpite, element: <page.GerarPalpite /> },
          { path: PATHS.aprendaAJogar, element: <page.AprendaAJogar /> },
          { path: PATHS.limites, element: <page.Limites /> },
          { path: PATHS.cotacoes, element: <page.Cotacoes /> },
          { path: PATHS.conferirAposta, element: <page.ConferirAposta /> },
          { path: PATHS.politicas, element: <page.Politicas /> },
          { path: PATHS.promocoes, element: <page.Promocoes /> },
          { path: PATHS.blogDaSorte, element: <page.BlogDaSorte /> },
          { path: PATHS.quintaBichoSorte, element: <page.QuintaBichoSorte /> },
          { path: PATHS.indicouGanhou, element: <page.IndicouGanhou /> },
          { path: PATHS.resultados, element: <page.Resultados /> },
          // A Caixa game's contests, or one contest (utils/paths.ts caixaResultsPath): one page, drawn in the browser.
          { path: `${PATHS.resultados}/:jogo/:concurso?`, element: <page.Caixa /> },
          { path: PATHS.notificacoes, element: <page.Notificacoes /> },
          { path: PATHS.chatOnline, element: <page.ChatOnline /> },
          {
            path: PATHS.meuPerfil,
            handle: browserOnly,
            element: (
              <RequireUser redirectTo={PATHS.logIn}>
                <page.MeuPerfil />
              </RequireUser>
            ),
          },
        ],
      },
      { element: <FocusLayout />, handle: prerendered, children: [{ path: PATHS.suaSorte, element: <page.SuaSorte /> }] },
      {
        element: <GuideLayout />,
        handle: prerendered,
        children: [
          { path: PATHS.jogoResponsavel, element: <page.JogoResponsavel /> },
          { path: PATHS.liberteSeDoJogo, element: <page.LiberteSeDoJogo />, handle: hideFooter },
        ],
      },
      {
        element: <StandaloneLayout />,
        children: [
          { path: `${PATHS.comprovanteBonus}/:shortCode`, element: <page.ComprovanteBonus /> },
          { path: `${PATHS.bonusReceipt}/:id`, element: <page.BonusReceipt /> },
          { path: PATHS.logIn, element: <page.Login /> },
          { path: PATHS.login, element: <page.Login /> },
          { path: PATHS.recuperarSenha, element: <page.ForgotPassword /> },
          { path: PATHS.redefinirSenha, element: <page.PasswordRecovery /> },
          {
            path: PATHS.changePassword,
            element: (
              <RequireUser redirectTo={PATHS.login}>
                <page.ChangePassword />
              </RequireUser>
            ),
          },
        ],
      },
      {
        path: PATHS.painel,
        element: (
          <RequireAdmin>
            <Suspense fallback={<FullScreenSpinner />}>
              <panel.AdminLayout />
            </Suspense>
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <panel.AdminDashboard /> },
          { path: PAINEL.dashboard, element: <panel.AdminDashboard /> },
          { path: PAINEL.monthlyPromotions, element: <panel.AdminPromotions /> },
          { path: PAINEL.luckyGuesses, element: <panel.AdminLuckyGuesses /> },
          { path: PAINEL.welcomeBonus, element: <panel.AdminWelcomeBonus /> },
          { path: PAINEL.accessMonitor, element: <panel.AdminAccessMonitor /> },
          { path: PAINEL.dreamBook, element: <panel.AdminDreamBook /> },
          { path: PAINEL.feedbacks, element: <panel.AdminFeedbacks /> },
          { path: PAINEL.results, element: <panel.AdminResults /> },
          { path: PAINEL.fontes, element: <panel.AdminFontes /> },
          { path: PAINEL.accountSecurity, element: <panel.AdminAccountSecurity /> },
          { path: '*', element: <Navigate to={PAINEL.dashboard} replace /> },
        ],
      },
      { path: `${PATHS.teste}/*`, element: <TesteAlias /> },
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];
