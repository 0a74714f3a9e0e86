// A dream as a share card: its name (and variant), the meaning's first sentence, the groups with their animals,
// the milhares and the terno; the message says what was dreamt and links to the dream's own page.
import type { CardAnimal, ShareContent } from '../../components/share/share-types';
import { formatShortDate } from '../../utils/calendar/dates';
import type { Dream } from './domain/types';
import { animalOfLabel, dreamPath, meaningHeadline, shareText, variantLabel } from './dream-text';

function animals(labels: readonly string[]): CardAnimal[] {
  return labels.flatMap((label) => {
    const animal = animalOfLabel(label);
    return animal ? [{ group: animal.id, name: animal.name }] : [];
  });
}

/** What the share button of a dream (or of its variant) hands over; `today` is YYYY-MM-DD. */
export function dreamShareContent(dream: Dream, variant: string | undefined, origin: string, today: string): ShareContent {
  const known = variant && dream.variantes?.[variant] ? variant : undefined;
  const block = (known && dream.variantes?.[known]) || dream.geral;
  const url = `${origin}${dreamPath(dream.titulo, known)}`;
  return {
    card: {
      kind: 'dream',
      title: dream.titulo,
      ...(known ? { variant: variantLabel(known) } : {}),
      headline: meaningHeadline(block.significado),
      groups: animals(block.palpites.grupos),
      milhares: [...block.palpites.milhares],
      terno: animals(block.palpites.ternoDeGrupo),
      date: formatShortDate(today),
    },
    title: `${dream.titulo} | Livro dos Sonhos`,
    text: `${shareText(dream.titulo, block, known)}\n${url}`,
    url,
    fileName: `sonho ${dream.titulo} ${known ?? ''}`,
  };
}
