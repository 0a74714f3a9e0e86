import { describe, expect, it } from 'vitest';
import { GUESS_TOPIC, isTopic, sortTopics, topicLabel } from './topics';

describe('topics', () => {
  it('names the guess topic for people and a lottery by itself', () => {
    expect(topicLabel(GUESS_TOPIC)).toBe('Palpite do dia');
    expect(topicLabel('PT Rio')).toBe('PT Rio');
  });

  it('accepts the names draw_results can hold and nothing else', () => {
    expect(isTopic('Look Goiás')).toBe(true);
    expect(isTopic('x'.repeat(60))).toBe(true);
    expect(isTopic('x'.repeat(61))).toBe(false);
    expect(isTopic('')).toBe(false);
    expect(isTopic(' PT Rio')).toBe(false);
    expect(isTopic(3)).toBe(false);
  });

  it('sends the guess first, then the lotteries in Portuguese order, each once', () => {
    expect(sortTopics(['Nacional', 'Bahia', GUESS_TOPIC, 'Bahia', 'Éden', 'Federal', ''])).toEqual([
      GUESS_TOPIC,
      'Bahia',
      'Éden',
      'Federal',
      'Nacional',
    ]);
  });
});
