// The second layout (/sua-sorte): a focused page with the header's logo and 'Voltar', no sidebar.
import { Footer } from '../shell/footer';
import { Header } from '../shell/header';
import classes from '../shell/shell.module.css';
import { PageOutlet } from './page-outlet';

export function FocusLayout() {
  return (
    <>
      <Header sticky />
      <main id="conteudo" className={classes.content} data-layout="focus" style={{ maxWidth: 720 }}>
        <PageOutlet />
      </main>
      <Footer />
    </>
  );
}
