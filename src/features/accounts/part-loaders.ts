// The loader of the admin sign-in the guards show, in the loaders' chunk with a stable name (see components/part-loaders.ts).
export const AdminLogin = () => import('./admin-login');
