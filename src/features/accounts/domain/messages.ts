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

export const MFA_TEXTS = {
  codeTitle: 'Código do autenticador',
  codeLead: 'Digite o código de 6 dígitos que aparece agora no seu aplicativo autenticador.',
  codeLabel: 'Código de 6 dígitos',
  factorLabel: 'Autenticador',
  verify: 'Verificar código',
  verifying: 'Verificando...',
  wrongCode: 'Código incorreto. Confira o código no aplicativo autenticador e tente de novo.',
  incompleteCode: 'Digite os 6 dígitos do código.',
  offline: 'Sem conexão: o código não foi enviado. Tente de novo quando a conexão voltar.',
  unexpected: 'Não foi possível verificar o código. Tente novamente.',
  lockedTitle: 'Código bloqueado',
  cancel: 'Sair e entrar com outra conta',
  enrolTitle: 'Proteja sua conta com um autenticador',
  enrolLead:
    'O painel exige um segundo fator. Instale um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy, 1Password...) e adicione esta conta.',
  enrolScan: '1. No aplicativo, escolha adicionar conta e leia o QR code.',
  enrolManual: 'Sem câmera? Digite esta chave no aplicativo:',
  enrolConfirm: '2. Digite o código de 6 dígitos que o aplicativo mostrar.',
  qrAlt: 'QR code para adicionar esta conta ao aplicativo autenticador',
  copy: 'Copiar chave',
  copied: 'Chave copiada',
  activate: 'Ativar autenticador',
  enrolFailed: 'Não foi possível preparar o autenticador. Tente novamente.',
  retry: 'Tentar de novo',
  enrolled: 'Autenticador ativado!',
} as const;

/** After repeated wrong codes (the server signs the account out). */
export function lockedCodeMessage(minutes: number): string {
  return `Muitas tentativas com código errado. Por segurança, a sessão foi encerrada. Tente novamente em ${minutes} minutos.`;
}

export const RECOVERY_TEXTS = {
  forgotLink: 'Esqueci minha senha',
  title: 'Recuperar senha',
  lead: 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  submit: 'Enviar link',
  sending: 'Enviando...',
  sent: 'Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. Confira a caixa de entrada e o spam. Se não chegar em alguns minutos, peça de novo.',
  back: 'Voltar para o login',
  landingTitle: 'Redefinir senha',
  opening: 'Abrindo o link de recuperação...',
  linkInvalid: 'Este link de recuperação já foi usado ou expirou. Peça um novo link.',
  askAgain: 'Pedir novo link',
  confirmTitle: 'Confirme que é você',
  confirmLead: 'Esta conta usa um autenticador. Digite o código dele para continuar com a nova senha.',
  reason: 'Você entrou por um link de recuperação de senha. Crie uma nova senha para continuar.',
} as const;
