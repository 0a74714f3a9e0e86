// A lucky guess as a share card, for both screens that show one (/palpites and the home page): its title, its day,
// the groups with their animals, the milhares and centenas; the message links to the guess on /palpites.
import { animalByGroup } from '../../features/animals/domain/animals';
import type { LuckyGuess } from '../../features/guesses/domain/lucky-guess';
import { formatShortDate, formatWeekdayDate } from '../../utils/calendar/dates';
import { PATHS, withQuery } from '../../utils/paths';
import type { ShareContent } from './share-types';

/** 'PT Rio · PTM 11:20', or the lottery alone ('Palpite do dia'). */
export function guessTitle(guess: LuckyGuess): string {
  return guess.drawLabel ? `${guess.lottery} · ${guess.drawLabel}` : guess.lottery;
}

/** The address that opens this guess: its day on /palpites, the guess marked. */
function guessPath(guess: LuckyGuess): string {
  return withQuery(PATHS.palpites, { data: guess.date, palpite: guess.id });
}

/** What the share button of a guess hands over. */
export function guessShareContent(guess: LuckyGuess, origin: string): ShareContent {
  const url = `${origin}${guessPath(guess)}`;
  const groups = guess.grupos.map((group) => animalByGroup(group));
  const parts = [
    groups.length ? `${groups.length > 1 ? 'grupos' : 'grupo'} ${groups.map((a) => `${a.group} ${a.name}`).join(', ')}` : '',
    guess.milhares.length ? `${guess.milhares.length > 1 ? 'milhares' : 'milhar'} ${guess.milhares.join(', ')}` : '',
    guess.centenas.length ? `${guess.centenas.length > 1 ? 'centenas' : 'centena'} ${guess.centenas.join(', ')}` : '',
  ].filter(Boolean);
  return {
    card: {
      kind: 'guess',
      title: guessTitle(guess),
      date: formatWeekdayDate(guess.date),
      groups: groups.map((animal) => ({ group: animal.id, name: animal.name })),
      milhares: [...guess.milhares],
      centenas: [...guess.centenas],
    },
    title: `Palpite ${guessTitle(guess)}`,
    text: `Palpite ${guessTitle(guess)} de ${formatShortDate(guess.date)}: ${parts.join('; ') || 'veja no app'}.\n${url}`,
    url,
    fileName: `palpite ${guessTitle(guess)} ${guess.date}`,
  };
}
