// Portuguese names of the tables and columns admins edit, and a short text for any stored value.
import type { AdminTable } from '../../lib/outbox/conflicts';
import type { DreamBlock } from '../../features/dreams/domain/types';

const TABLES: Record<AdminTable, string> = {
  dreams: 'Sonho',
  lucky_guesses: 'Palpite',
  monthly_promotions: 'Promoção',
  welcome_bonuses: 'Bônus',
  draw_results: 'Resultado',
  suporte_clientes: 'Lead',
  feedbacks: 'Feedback',
};

const FIELDS: Record<string, string> = {
  titulo: 'Título',
  geral: 'Significado e palpites',
  variantes: 'Variações',
  deleted: 'Excluído',
  guess_date: 'Data',
  lottery: 'Loteria',
  draw_label: 'Sorteio',
  grupos: 'Grupos',
  milhares: 'Milhares',
  centenas: 'Centenas',
  note: 'Texto',
  published: 'Publicado',
  title: 'Título',
  description: 'Descrição',
  month: 'Mês',
  starts_on: 'Início',
  ends_on: 'Fim',
  active: 'Ativo',
  highlight: 'Destaque',
  percentage: 'Percentual',
  max_amount: 'Valor máximo',
  min_deposit: 'Depósito mínimo',
  terms: 'Regras',
  draw_date: 'Data do sorteio',
  prizes: 'Prêmios',
  status: 'Situação',
  read: 'Lido',
};

export function tableLabel(table: AdminTable): string {
  return TABLES[table] ?? table;
}

export function fieldLabel(field: string): string {
  return FIELDS[field] ?? field;
}

function isDreamBlock(value: unknown): value is DreamBlock {
  const v = value as Partial<DreamBlock> | null;
  return typeof v === 'object' && v !== null && typeof v.significado === 'string' && typeof v.palpites === 'object';
}

/** A readable rendering of a column value, for the conflict table. */
export function describeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (field === 'geral' && isDreamBlock(value)) {
    const { grupos, milhares, ternoDeGrupo } = value.palpites;
    return [
      value.significado,
      grupos.length ? `Grupo: ${grupos.join(', ')}` : '',
      milhares.length ? `Milhar: ${milhares.join(', ')}` : '',
      ternoDeGrupo.length ? `Terno: ${ternoDeGrupo.join(' / ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
