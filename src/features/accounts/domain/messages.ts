// Every user-facing text of login, lockout, session and password change (SPEC §2, §5, §8), in one place.

export const LOGIN_TEXTS = {
  failedTitle: 'Falha no Login',
  failedMessage: 'Credenciais inválidas ou erro no servidor.',
  offlineTitle: 'Sem conexão',
  offlineMessage: 'Você está sem internet: a tentativa de login não foi feita nem contada. Tente de novo quando a conexão voltar.',
  unexpectedTitle: 'Erro Inesperado',
  unexpectedMessage: 'Ocorreu um erro durante o login. Tente novamente.',
  successTitle: 'Login bem-sucedido!',
  lockedTitle: 'Conta Bloqueada Temporariamente',
  bannerTitle: 'Acesso Bloqueado',
  signOutFailedTitle: 'Sign out Failed',
  signOutFailedMessage: 'Não foi possível encerrar a sessão. Verifique sua conexão e tente novamente.',
  idleTitle: 'Sessão Expirada',
  idleMessage: 'Você foi desconectado por inatividade.',
  emailRequired: 'Informe seu e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  passwordRequired: 'Informe sua senha.',
  forgotPassword: 'Esqueci minha senha',
} as const;

/** Toast after an attempt refused because of the lock. */
export function lockedToastMessage(minutes: number): string {
  return `Você excedeu o número de tentativas de login. Tente novamente em ${minutes} minutos.`;
}

/** The in-page banner while the identifier is locked. */
export function lockedBannerMessage(minutes: number): string {
  return `Muitas tentativas de login. Tente novamente em ${minutes} min.`;
}

export const PASSWORD_TEXTS = {
  title: 'Alterar Senha',
  subtitle: 'Crie uma nova senha para sua conta.',
  boxTitle: 'Ação Necessária',
  expired: 'Sua senha expirou. Por favor, crie uma nova para continuar.',
  firstAccess: 'Este é seu primeiro acesso. Por segurança, você precisa criar uma nova senha.',
  newLabel: 'Nova Senha',
  confirmLabel: 'Confirmar Nova Senha',
  tooShort: 'A senha deve ter no mínimo 8 caracteres.',
  mismatch: 'As senhas não coincidem.',
  submit: 'Salvar Nova Senha',
  submitting: 'Salvando...',
  successTitle: 'Senha alterada com sucesso!',
  failedTitle: 'Falha ao alterar senha',
  failedFallback: 'Ocorreu um erro.',
  unexpectedTitle: 'Erro inesperado',
  unexpectedMessage: 'Ocorreu um erro. Tente novamente.',
  notSignedIn: 'Usuário não autenticado.',
  samePassword: 'A nova senha precisa ser diferente da senha atual.',
} as const;

