// The admin sidebar's entries: every /painel sub-route, in the order admins use them.

export interface AdminNavEntry {
  path: string;
  label: string;
  icon: string;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { path: '/painel/dashboard', label: 'Visão Geral', icon: '📊' },
  { path: '/painel/dream-book', label: 'Livro dos Sonhos', icon: '🌙' },
  { path: '/painel/lucky-guesses', label: 'Palpites da Sorte', icon: '🎯' },
  { path: '/painel/monthly-promotions', label: 'Promoções do Mês', icon: '🎁' },
  { path: '/painel/welcome-bonus', label: 'Bônus de Boas-vindas', icon: '💰' },
  { path: '/painel/results', label: 'Resultados', icon: '🏆' },
  { path: '/painel/access-monitor', label: 'Monitor de Acessos', icon: '🔐' },
  { path: '/painel/feedbacks', label: 'Feedbacks', icon: '💬' },
  { path: '/painel/account-security', label: 'Segurança', icon: '🛡️' },
];
