// The admin sidebar's entries: every /painel sub-route, in the order admins use them.
import { PAINEL } from '../../utils/paths';

export interface AdminNavEntry {
  path: string;
  label: string;
  icon: string;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { path: PAINEL.dashboard, label: 'Visão Geral', icon: '📊' },
  { path: PAINEL.dreamBook, label: 'Livro dos Sonhos', icon: '🌙' },
  { path: PAINEL.luckyGuesses, label: 'Palpites da Sorte', icon: '🎯' },
  { path: PAINEL.monthlyPromotions, label: 'Promoções do Mês', icon: '🎁' },
  { path: PAINEL.welcomeBonus, label: 'Bônus de Boas-vindas', icon: '💰' },
  { path: PAINEL.results, label: 'Resultados', icon: '🏆' },
  { path: PAINEL.accessMonitor, label: 'Monitor de Acessos', icon: '🔐' },
  { path: PAINEL.feedbacks, label: 'Feedbacks', icon: '💬' },
];
