// The admin sidebar's entries: every /painel sub-route, in the order admins use them.
import { PAINEL, PATHS } from '../../utils/paths';
import type { NavEntry } from '../nav-entry';

export const ADMIN_NAV: readonly NavEntry[] = [
  { to: PAINEL.dashboard, label: 'Visão Geral', icon: '📊', alsoAt: [PATHS.painel] },
  { to: PAINEL.dreamBook, label: 'Livro dos Sonhos', icon: '🌙' },
  { to: PAINEL.luckyGuesses, label: 'Palpites da Sorte', icon: '🎯' },
  { to: PAINEL.monthlyPromotions, label: 'Promoções do Mês', icon: '🎁' },
  { to: PAINEL.welcomeBonus, label: 'Bônus de Boas-vindas', icon: '💰' },
  { to: PAINEL.results, label: 'Resultados', icon: '🏆' },
  { to: PAINEL.fontes, label: 'Fontes', icon: '📡' },
  { to: PAINEL.accessMonitor, label: 'Monitor de Acessos', icon: '🔐' },
  { to: PAINEL.feedbacks, label: 'Feedbacks', icon: '💬' },
  { to: PAINEL.accountSecurity, label: 'Segurança', icon: '🛡️' },
];
