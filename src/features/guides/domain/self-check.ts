// The self-check questionnaire of /liberte-se-do-jogo: its yes/no questions and a pure, local scoring.

export interface SelfCheckQuestion {
  id: string;
  text: string;
  /**
   * Hiding the game from others or paying for it with borrowed money are the two answers that,
   * on their own, are reason enough to talk to someone (the idea behind short two-question screens).
   */
  key: boolean;
}

/** Nine questions in plain words, adapted from well-known screening ideas; about the last 12 months. */
export const SELF_CHECK_QUESTIONS: readonly SelfCheckQuestion[] = [
  {
    id: 'mais-dinheiro',
    text: 'Você precisou apostar valores cada vez maiores para sentir a mesma emoção?',
    key: false,
  },
  {
    id: 'esconder',
    text: 'Você escondeu de pessoas próximas quanto joga ou quanto já perdeu?',
    key: true,
  },
  {
    id: 'recuperar',
    text: 'Depois de perder, você voltou a jogar para tentar recuperar o prejuízo?',
    key: false,
  },
  {
    id: 'emprestado',
    text: 'Você pegou dinheiro emprestado, vendeu alguma coisa ou atrasou contas para poder jogar?',
    key: true,
  },
  {
    id: 'parar',
    text: 'Você tentou diminuir ou parar de jogar e não conseguiu?',
    key: false,
  },
  {
    id: 'inquieto',
    text: 'Você fica inquieto ou irritado quando tenta passar um tempo sem jogar?',
    key: false,
  },
  {
    id: 'fugir',
    text: 'Você joga para fugir de problemas ou aliviar tristeza, ansiedade ou solidão?',
    key: false,
  },
  {
    id: 'conflitos',
    text: 'O jogo já causou brigas em casa ou problemas no trabalho ou nos estudos?',
    key: false,
  },
  {
    id: 'culpa',
    text: 'Você sente culpa ou vergonha pelo jeito como joga?',
    key: false,
  },
];

/** Each question's answer: true = sim, false = não, undefined = not answered yet. */
export type SelfCheckAnswers = Readonly<Record<string, boolean | undefined>>;

/**
 * - none: no sign in these answers.
 * - attention: one or two signs, none of them a key one: worth watching and setting limits.
 * - help: three or more signs, or a key one: worth talking to someone who can help.
 */
export type SelfCheckLevel = 'none' | 'attention' | 'help';

export interface SelfCheckResult {
  /** Whether every question has an answer; the level is only meaningful when it does. */
  complete: boolean;
  answered: number;
  total: number;
  yesCount: number;
  keyYes: number;
  level: SelfCheckLevel;
}

/** The score at which the answers point to asking for help, even with no key answer. */
export const HELP_THRESHOLD = 3;

export function scoreSelfCheck(
  answers: SelfCheckAnswers,
  questions: readonly SelfCheckQuestion[] = SELF_CHECK_QUESTIONS,
): SelfCheckResult {
  let answered = 0;
  let yesCount = 0;
  let keyYes = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer === undefined) continue;
    answered += 1;
    if (answer) {
      yesCount += 1;
      if (question.key) keyYes += 1;
    }
  }
  const level: SelfCheckLevel = yesCount === 0 ? 'none' : yesCount >= HELP_THRESHOLD || keyYes > 0 ? 'help' : 'attention';
  return { complete: answered === questions.length, answered, total: questions.length, yesCount, keyYes, level };
}
