// The loader of the admin sign-in the guards show, in the loaders' chunk with a stable name (see components/part-loaders.ts).
export const AdminLogin = () => import('./admin-login');
// The idle logout's clock, loaded once someone is signed in (most visitors never are).
export const IdleWatch = () => import('./idle');
