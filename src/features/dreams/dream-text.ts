// Texts built from a dream for people: variant labels, the numbers to copy, the message to share.
import { animalByGroup, type Animal } from '../animals/domain/animals';
import type { DreamBlock } from './domain/types';

/** 'de_ouro' → 'De ouro'; 'que_está_amamentando_um_bebê' → 'Que está amamentando um bebê'. */
export function variantLabel(name: string): string {
  const text = name.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** The animal a 'NN - Name' label points to, when its number is a valid group. */
export function animalOfLabel(label: string): Animal | undefined {
  const match = /^\s*(\d{1,2})\b/.exec(label);
  if (!match) return undefined;
  try {
    return animalByGroup(Number(match[1]));
  } catch {
    return undefined;
  }
}

/** The block's numbers as plain lines, ready for the clipboard. */
export function numbersText(titulo: string, block: DreamBlock, variant?: string): string {
  const { grupos, milhares, ternoDeGrupo } = block.palpites;
  const lines = [variant ? `${titulo} (${variantLabel(variant).toLocaleLowerCase('pt-BR')})` : titulo];
  if (grupos.length) lines.push(`Grupos: ${grupos.join(', ')}`);
  if (milhares.length) lines.push(`Milhares: ${milhares.join(', ')}`);
  if (ternoDeGrupo.length) lines.push(`Terno de grupo: ${ternoDeGrupo.join(' / ')}`);
  return lines.join('\n');
}

/** The link that opens this entry (and variant) in the dream book. */
export function entryHref(origin: string, titulo: string, variant?: string, query?: string): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  params.set('sonho', titulo);
  if (variant) params.set('variante', variant);
  return `${origin}/livro-dos-sonhos?${params.toString()}`;
}

/** The message shared through the Web Share API or WhatsApp. */
export function shareText(titulo: string, block: DreamBlock, variant?: string): string {
  const subject = variant ? `${titulo} (${variantLabel(variant).toLocaleLowerCase('pt-BR')})` : titulo;
  const { grupos, milhares } = block.palpites;
  const numbers = [grupos.length ? `grupo ${grupos[0]}` : '', milhares.length ? `milhar ${milhares.join(', ')}` : ''].filter(Boolean).join('; ');
  return `Sonhei com ${subject}! No livro dos sonhos do Sonho & Sorte: ${numbers || 'veja o significado'}.`;
}

/** The WhatsApp fallback when the Web Share API is missing. */
export function whatsappShareHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}
