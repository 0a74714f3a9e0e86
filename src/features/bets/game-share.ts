// A generated game as a share card: the game and its numbers as balls (or a bicho pick with its animal), with its
// extras and the notice that random numbers raise no chance; the message links to the same game.
import type { ShareContent } from '../../components/share/share-types';
import { formatShortDate } from '../../utils/calendar/dates';
import { PATHS } from '../../utils/paths';
import { gameLinkParams } from './game-link';
import { RANDOM_NOTICE, itemToText, type GeneratedItem } from './generated';

const KIND_NAMES = { grupo: 'Grupo', dezena: 'Dezena', centena: 'Centena', milhar: 'Milhar' } as const;

/** 'Mega-Sena', or the bicho pick's kind: 'Milhar'. */
function gameName(item: GeneratedItem): string {
  return item.type === 'lottery' ? item.game.name : KIND_NAMES[item.pick.kind];
}

/** The address that opens the same game on /gerar-palpite. */
function gamePath(item: GeneratedItem): string {
  return `${PATHS.gerarPalpite}?${gameLinkParams(item).toString()}`;
}

/** What the share button of a generated game hands over; `today` is YYYY-MM-DD. */
export function gameShareContent(item: GeneratedItem, origin: string, today: string): ShareContent {
  const url = `${origin}${gamePath(item)}`;
  const name = gameName(item);
  const card =
    item.type === 'lottery'
      ? { kind: 'game' as const, name, numbers: [...item.game.display], columns: item.game.gameId === 'super-sete', extras: item.game.extras.map((e) => ({ label: e.label, values: [...e.values] })), date: formatShortDate(today) }
      : {
          kind: 'game' as const,
          name,
          numbers: [item.pick.value],
          extras: [],
          animal: { group: item.pick.animal.id, name: item.pick.animal.name },
          date: formatShortDate(today),
        };
  return {
    card,
    title: `Jogo gerado: ${name}`,
    text: `Jogo gerado ao acaso no Sonho & Sorte: ${itemToText(item)}. ${RANDOM_NOTICE}\n${url}`,
    url,
    fileName: `jogo ${name} ${item.type === 'lottery' ? item.game.display.join(' ') : item.pick.value}`,
  };
}

/** The page's title and description when a shared game is open. */
export function gamePageMeta(item: GeneratedItem): { title: string; description: string } {
  return { title: `Jogo gerado: ${itemToText(item)}`, description: `Um jogo sorteado ao acaso no Sonho & Sorte. ${RANDOM_NOTICE}` };
}
