// The third layout (responsible-gambling guides): calm and narrow; a route may hide the footer. The header
// promotes nothing here (no odds ticker, no 'Cadastrar'): these pages are for people trying to stop gambling.
import { useMatches } from 'react-router-dom';
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import classes from '../shell/shell.module.css';
import { PageOutlet } from './page-outlet';

export interface GuideHandle {
  hideFooter?: boolean;
}

export function GuideLayout() {
  const matches = useMatches();
  const hideFooter = matches.some((match) => (match.handle as GuideHandle | undefined)?.hideFooter);
  return (
    <>
      <Header sticky promo={false} />
      <main id="conteudo" className={classes.content} data-layout="guide" style={{ maxWidth: 760 }}>
        <PageOutlet />
      </main>
      {!hideFooter && <Footer />}
    </>
  );
}
