// The app's logo (public/icons/logo.svg drawn inline: an image request would start only after the app's script ran,
// late in the first paint), and the brand that heads the standalone screens (login, password, receipts).
import { Link } from 'react-router-dom';
import { PATHS } from '../utils/paths';
import classes from './logo.module.css';

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#1f1646" />
      <path d="M40 12a20 20 0 1 0 12 30 16 16 0 1 1-12-30z" fill="#ffc238" />
      <path d="M24 20l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z" fill="#fff" />
      <circle cx="36" cy="42" r="2" fill="#fff" />
      <circle cx="44" cy="30" r="1.5" fill="#fff" />
    </svg>
  );
}

/**
 * The logo and the name above a standalone screen's title, leading home. Its height also keeps the title clear of
 * a toast at the top of the screen ("Falha no Login", two lines at 320 px): the toast covers the brand, not the title.
 */
export function StandaloneBrand() {
  return (
    <Link to={PATHS.home} className={classes.brand} aria-label="Sonho & Sorte, página inicial" data-testid="standalone-brand">
      <Logo size={48} />
      <span className={classes.name}>Sonho &amp; Sorte</span>
    </Link>
  );
}
