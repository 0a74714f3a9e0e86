// Plain Portuguese for every reason a device cannot get notifications now, with what to do about it. Shown in
// the dialog a "Seguir" opens and on the notifications page.
import type { PushAvailability } from './domain/push-support';

/** Reasons beyond the availability: the person closed the browser's question without answering. */
export type NoticeReason = Exclude<PushAvailability, 'ask' | 'granted'> | 'dismissed';

export interface NoticeText {
  title: string;
  /** What happened, in one or two sentences. */
  text: string;
  /** What to do, step by step (the iPhone's steps are drawn by the install guide instead). */
  steps?: readonly string[];
}

export const NOTICE_TEXTS: Record<NoticeReason, NoticeText> = {
  unconfigured: {
    title: 'Notificações indisponíveis',
    text: 'Esta versão do app ainda não envia notificações. Enquanto isso, os resultados aparecem em Resultados assim que são publicados.',
  },
  unsupported: {
    title: 'Este navegador não recebe notificações',
    text: 'Para seguir uma loteria, abra o Sonho & Sorte no Chrome, no Edge, no Firefox ou no Samsung Internet, no celular ou no computador. No iPhone, instale o app na Tela de Início (iOS 16.4 ou mais novo).',
  },
  'ios-update': {
    title: 'Atualize o iPhone para receber notificações',
    text: 'O iPhone só recebe notificações de apps como este a partir do iOS 16.4.',
    steps: ['Abra Ajustes → Geral → Atualização de Software e instale a versão mais nova.', 'Depois, adicione o Sonho & Sorte à Tela de Início e toque em “Seguir” de novo.'],
  },
  'ios-install': {
    title: 'No iPhone, instale o app primeiro',
    text: 'O iPhone só envia notificações para apps que estão na Tela de Início. Adicione o Sonho & Sorte (leva 10 segundos), abra pelo ícone e toque em “Seguir” de novo.',
  },
  denied: {
    title: 'As notificações estão bloqueadas',
    text: 'Você (ou o navegador) bloqueou as notificações deste site. Só você pode liberar, nos ajustes:',
    steps: [
      'No navegador do celular ou do computador: toque no ícone à esquerda do endereço (um cadeado ou um “i”) → Permissões → Notificações → Permitir.',
      'No app instalado no Android: Configurações → Apps → Sonho & Sorte → Notificações → ativar.',
      'No iPhone: Ajustes → Notificações → Sonho & Sorte → Permitir Notificações.',
      'Depois, volte aqui e toque em “Seguir” de novo.',
    ],
  },
  dismissed: {
    title: 'Você não respondeu ao pedido',
    text: 'Para receber o resultado assim que sair, toque em “Seguir” de novo e escolha “Permitir” quando o navegador perguntar.',
  },
};

/** The iPhone's install steps (the guide draws Safari's icons beside them). */
export const IOS_INSTALL_STEPS = {
  share: 'Toque em Compartilhar, o quadrado com a seta para cima, na barra do Safari (embaixo no iPhone, em cima no iPad).',
  add: 'Role a lista e toque em “Adicionar à Tela de Início”.',
  confirm: 'Toque em “Adicionar”. O Sonho & Sorte aparece na Tela de Início: abra por lá.',
} as const;

/** Other Android browsers: their own menu. */
export const ANDROID_INSTALL_STEPS: readonly string[] = [
  'Toque no menu do navegador (⋮ ou ☰).',
  'Toque em “Instalar app” ou “Adicionar à tela inicial”.',
  'Confirme. O Sonho & Sorte aparece com os seus apps.',
];
