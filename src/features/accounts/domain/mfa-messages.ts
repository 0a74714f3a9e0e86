// The texts of the second factor and of password recovery (issue 28), apart from messages.ts so that they load
// with the screens that show them, not with every page.
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
