// What a device can follow: a lottery, by the name its results are published under (draw_results.lottery, e.g.
// "PT Rio"), or the day's guess. These strings are the push service's topics (rpc/push_subscribe).
import { collatePt } from '../../../utils/pt-br/order';

/** The topic of the day's guess (lucky_guesses), beside the lotteries' names. */
export const GUESS_TOPIC = 'palpite-do-dia';

/** Admins' topic: a scheduled draw still without its result 20 minutes after its time (0016_draw_watch.sql). */
export const PENDING_DRAWS_TOPIC = 'Pendências';

/** How the guess topic reads in a list; a lottery reads as its name. */
export const GUESS_TOPIC_LABEL = 'Palpite do dia';

/** Longest topic the server accepts: draw_results.lottery is at most 60 characters. */
const MAX_TOPIC_LENGTH = 60;

/** The topic's name for people. */
export function topicLabel(topic: string): string {
  return topic === GUESS_TOPIC ? GUESS_TOPIC_LABEL : topic;
}

/** Whether `topic` can be sent: a trimmed, non-empty name of at most MAX_TOPIC_LENGTH characters. */
export function isTopic(topic: unknown): topic is string {
  return typeof topic === 'string' && topic.trim() === topic && topic !== '' && topic.length <= MAX_TOPIC_LENGTH;
}

/**
 * The topics in the order they are sent and listed: the day's guess first, then the lotteries in pt-BR order;
 * duplicates and invalid names dropped.
 */
export function sortTopics(topics: Iterable<string>): string[] {
  const unique = [...new Set(topics)].filter(isTopic);
  return unique.sort((a, b) => {
    if (a === GUESS_TOPIC) return -1;
    if (b === GUESS_TOPIC) return 1;
    return collatePt(a, b);
  });
}
