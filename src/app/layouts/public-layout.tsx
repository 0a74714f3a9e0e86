// The public layout: sticky header (not on /chat-online), left sidebar, page, footer, floating buttons (not on
// /chat-online either: the page is the chat, and nothing may cover its send button).
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { WelcomeHint } from '../../features/chat/welcome-hint';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { useMediaQuery } from '../../lib/use-media-query';
import { FloatingButtons } from '../shell/floating-buttons';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import classes from '../shell/shell.module.css';
import { Sidebar } from '../shell/sidebar';
import { PageOutlet } from './page-outlet';
import * as parts from '../part-loaders';
import { PATHS } from '../../utils/paths';

const loadMenuDrawer = parts.MenuDrawer;
const MenuDrawer = lazy(loadMenuDrawer);

export function PublicLayout() {
  const { pathname } = useLocation();
  const chatPage = pathname === PATHS.chatOnline;
  const desktop = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, collapse] = useDisclosure(false);
  // The menu button shows it closed until hydrated (header.tsx).
  const navOpened = desktop ? !collapsed : drawerOpened;
  // The drawer mounts on the first tap and stays (its closing animation); on a phone its code is fetched early.
  const [drawerMounted, setDrawerMounted] = useState(false);
  useEffect(() => {
    if (drawerOpened) setDrawerMounted(true);
  }, [drawerOpened]);
  useEffect(() => (desktop ? undefined : afterFirstPaint(() => void loadMenuDrawer())), [desktop]);
  return (
    <>
      <a href="#conteudo" className="skip-link">Pular para o conteúdo</a>
      <Header sticky={!chatPage} navOpened={navOpened} onToggleNav={desktop ? collapse.toggle : drawer.toggle} />
      <div className={classes.body} data-nav-collapsed={collapsed}>
        {/* A boundary of its own: React hydrates it after the rest, and on a phone the media query's answer removes it
            first, so the 22 links prerendered for a wide screen are never hydrated there (issue 30). */}
        <aside className={classes.aside}>
          {desktop && (
            <Suspense fallback={null}>
              <Sidebar />
            </Suspense>
          )}
        </aside>
        <div className={classes.main}>
          <main id="conteudo" className={classes.content} data-layout="public">
            <PageOutlet withBack={pathname !== PATHS.home} />
          </main>
          <Footer />
        </div>
      </div>
      {!desktop && (drawerOpened || drawerMounted) && (
        <Suspense fallback={null}>
          <MenuDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
      {!chatPage && (
        <>
          <FloatingButtons />
          <WelcomeHint />
        </>
      )}
    </>
  );
}
