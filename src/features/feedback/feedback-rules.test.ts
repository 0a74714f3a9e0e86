import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, feedbackPayload, hasErrors, validateFeedback } from './feedback-rules';

describe('validateFeedback', () => {
  it('accepts a rating of 1 to 5 with a message', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(validateFeedback({ rating, message: 'Gostei' })).toEqual({});
  });

  it('asks for a rating when none was chosen', () => {
    expect(validateFeedback({ rating: 0, message: 'Gostei' })).toEqual({ rating: 'Escolha uma nota de 1 a 5 estrelas.' });
    expect(validateFeedback({ rating: 6, message: 'Gostei' }).rating).toBeDefined();
    expect(validateFeedback({ rating: 2.5, message: 'Gostei' }).rating).toBeDefined();
  });

  it('asks for a message when it is empty or blank', () => {
    expect(validateFeedback({ rating: 4, message: '' })).toEqual({ message: 'Escreva sua mensagem.' });
    expect(validateFeedback({ rating: 4, message: '  \n ' })).toEqual({ message: 'Escreva sua mensagem.' });
  });

  it('refuses more than 1000 characters, saying how many there are', () => {
    expect(validateFeedback({ rating: 4, message: 'a'.repeat(FEEDBACK_MAX_LENGTH) })).toEqual({});
    expect(validateFeedback({ rating: 4, message: 'a'.repeat(1001) }).message).toBe(
      'A mensagem pode ter no máximo 1000 caracteres (agora tem 1001).',
    );
  });

  it('passes exactly the drafts the database would accept', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 8 }), fc.string({ maxLength: 1100 }), (rating, message) => {
        const trimmed = message.trim();
        const dbAccepts = rating >= 1 && rating <= 5 && trimmed.length >= 1 && trimmed.length <= 1000;
        expect(hasErrors(validateFeedback({ rating, message }))).toBe(!dbAccepts);
      }),
    );
  });
});

describe('feedbackPayload', () => {
  it('trims the message and keeps the page it was sent from', () => {
    expect(feedbackPayload({ rating: 5, message: '  Ótimo app!  ' }, '/livro-dos-sonhos')).toEqual({
      rating: 5,
      message: 'Ótimo app!',
      page: '/livro-dos-sonhos',
    });
    expect(feedbackPayload({ rating: 5, message: 'x' }, null).page).toBeNull();
  });

  it('keeps a page the database accepts (issue 27): at most 200 characters, no control or invisible ones', () => {
    expect(feedbackPayload({ rating: 5, message: 'x' }, `/${'a'.repeat(300)}`).page).toHaveLength(200);
    expect(feedbackPayload({ rating: 5, message: 'x' }, '/livro‮-dos-sonhos').page).toBe('/livro-dos-sonhos');
    expect(feedbackPayload({ rating: 5, message: 'x' }, '​').page).toBeNull();
  });
});

describe('messages that only look filled (issue 19)', () => {
  it('refuses a message of zero-width and ideographic spaces, and one with a right-to-left override, in Portuguese', () => {
    expect(validateFeedback({ rating: 5, message: '\u200B\u3000\u200B' }).message).toBe('A mensagem não pode ter só espaços ou caracteres invisíveis.');
    expect(validateFeedback({ rating: 5, message: 'ótimo \u202Eetis' }).message).toBe(
      'A mensagem tem caracteres invisíveis, de controle ou que invertem o texto. Apague-os e tente de novo.',
    );
    expect(validateFeedback({ rating: 5, message: 'Gostei!\nMuito 👍🏽' })).toEqual({});
  });
});
