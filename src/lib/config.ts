// Build-time configuration (VITE_ variables), with defaults that work against the local stand-in.

// Each variable is read by its full name: the build writes its value there, and none of the others. Reading them
// from `import.meta.env` as an object put every variable into the entry, the VAPID key among them, which only the
// follow flow needs (features/notifications/push-key.ts).
function value(raw: string | undefined, fallback: string): string {
  return raw && raw.trim() !== '' ? raw.trim() : fallback;
}

export const config = {
  /** Supabase project URL; empty means this origin, where the local servers proxy the Supabase paths. */
  supabaseUrl: value(import.meta.env.VITE_SUPABASE_URL, ''),
  /** The public (publishable/anon) key; the default is the local stand-in's fixed public key. */
  supabaseAnonKey: value(import.meta.env.VITE_SUPABASE_ANON_KEY, 'sb_publishable_sonho-e-sorte-local'),
  /**
   * The sign-in Edge Function's name (e.g. 'sign-in'); empty signs in at /auth/v1/token directly. Set it on
   * a project without the password verification hook (below the Team plan) so the lockout applies.
   */
  signInFunction: value(import.meta.env.VITE_SIGN_IN_FUNCTION, ''),
  signupUrl: value(import.meta.env.VITE_SIGNUP_URL, 'https://cadastro.sonhoesorte.com.br/'),
  ref1: value(import.meta.env.VITE_REF1, 'sonhoesorte'),
  ref2: value(import.meta.env.VITE_REF2, 'app'),
  /** Support WhatsApp number, digits only with country code. */
  whatsappNumber: value(import.meta.env.VITE_WHATSAPP_NUMBER, '5521999990000'),
  companyName: value(import.meta.env.VITE_COMPANY_NAME, 'Sonho & Sorte Entretenimento Ltd.'),
} as const;

/** The Supabase URL, in a page or a worker. */
export function supabaseUrl(): string {
  return config.supabaseUrl || globalThis.location.origin;
}

/** The external sign-up address with the two referral parameters. */
export function signupHref(): string {
  const url = new URL(config.signupUrl);
  url.searchParams.set('ref1', config.ref1);
  url.searchParams.set('ref2', config.ref2);
  return url.toString();
}

/** A wa.me link to the support number, optionally with a pre-filled message. */
export function whatsappHref(text?: string): string {
  const url = new URL(`https://wa.me/${config.whatsappNumber}`);
  if (text) url.searchParams.set('text', text);
  return url.toString();
}
