// What a visitor's feedback must hold before it is queued: a rating of 1 to 5 and a message of 1 to 1000
// characters (the same limits the feedbacks table enforces).

import { cleanedText, messageProblem, truncateText } from '../../utils/text/clean-text';

export const FEEDBACK_MAX_LENGTH = 1000;

export interface FeedbackDraft {
  rating: number;
  message: string;
}

export interface FeedbackErrors {
  rating?: string;
  message?: string;
}

/** The row queued for the feedbacks table (the outbox adds the id). */
export interface FeedbackPayload {
  rating: number;
  message: string;
  page: string | null;
}

export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    errors.rating = 'Escolha uma nota de 1 a 5 estrelas.';
  }
  const message = draft.message.trim();
  if (message === '') errors.message = 'Escreva sua mensagem.';
  else if (message.length > FEEDBACK_MAX_LENGTH) {
    errors.message = `A mensagem pode ter no máximo ${FEEDBACK_MAX_LENGTH} caracteres (agora tem ${message.length}).`;
  } else {
    // Only invisible characters, or control/bidi ones: the database would refuse it.
    const problem = messageProblem(message);
    if (problem) errors.message = problem;
  }
  return errors;
}

export function hasErrors(errors: FeedbackErrors): boolean {
  return errors.rating !== undefined || errors.message !== undefined;
}

/** The page is visitor text too: what the database would refuse in it is dropped (and all of it when nothing is left). */
export function feedbackPayload(draft: FeedbackDraft, page: string | null): FeedbackPayload {
  return { rating: draft.rating, message: draft.message.trim(), page: page ? cleanedText(truncateText(page, 200), false) : null };
}
