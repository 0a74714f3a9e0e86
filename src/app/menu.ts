// The public sidebar menu of SPEC §2, in its order, with Resultados and the bet checker after the day's guesses.
import { PATHS } from '../utils/paths';
import type { NavEntry } from './nav-entry';

export const MENU: readonly NavEntry[] = [
  { to: PATHS.home, label: 'Início', icon: '🏠' },
  { to: PATHS.palpites, label: 'Palpites do Dia', icon: '🎯' },
  { to: PATHS.resultados, label: 'Resultados', icon: '📋' },
  { to: PATHS.conferirAposta, label: 'Conferir Aposta', icon: '✅' },
  { to: PATHS.gerarPalpite, label: 'Gerar Palpite', icon: '🎲' },
  { to: PATHS.livroDosSonhos, label: 'Livro dos Sonhos', icon: '🌙' },
  { to: PATHS.blogDaSorte, label: 'Blog da Sorte', icon: '🍀' },
  { to: PATHS.puxadas, label: 'Puxadas', icon: '🔗' },
  { to: PATHS.horarios, label: 'Horários', icon: '⏰' },
  { to: PATHS.tabelaDoBicho, label: 'Tabela do Bicho', icon: '🐾' },
  { to: PATHS.simpatias, label: 'Simpatias', icon: '🕯️' },
  { to: PATHS.aprendaAJogar, label: 'Aprenda a Jogar', icon: '📘' },
  { to: PATHS.limites, label: 'Limites', icon: '📏' },
  { to: PATHS.cotacoes, label: 'Cotações', icon: '💹' },
  { to: PATHS.promocoes, label: 'Promoções', icon: '🎁', promo: true },
  { to: PATHS.indicouGanhou, label: 'Indicou, Ganhou', icon: '🤝', promo: true },
  { to: PATHS.suaSorte, label: 'Sua Sorte', icon: '✨' },
  { to: PATHS.politicas, label: 'Políticas', icon: '📄' },
  { to: PATHS.jogoResponsavel, label: 'Jogo Responsável', icon: '🛡️' },
  { to: PATHS.liberteSeDoJogo, label: 'Liberte-se do Jogo', icon: '🕊️' },
];
