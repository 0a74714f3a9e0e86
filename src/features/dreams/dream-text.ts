// Texts built from a dream for people: variant labels, the numbers to copy, the message to share.
import { animalByGroup, type Animal } from '../animals/domain/animals';
import { dreamPagePath, withQuery } from '../../utils/paths';
import { dreamSlug } from './domain/fold';
import type { Dream, DreamBlock } from './domain/types';
import { capitalise, lowerPt } from '../../utils/pt-br/case';

/** 'de_ouro' → 'De ouro'; 'que_está_amamentando_um_bebê' → 'Que está amamentando um bebê'. */
export function variantLabel(name: string): string {
  const text = name.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
  return capitalise(text);
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
  const lines = [variant ? `${titulo} (${lowerPt(variantLabel(variant))})` : titulo];
  if (grupos.length) lines.push(`Grupos: ${grupos.join(', ')}`);
  if (milhares.length) lines.push(`Milhares: ${milhares.join(', ')}`);
  if (ternoDeGrupo.length) lines.push(`Terno de grupo: ${ternoDeGrupo.join(' / ')}`);
  return lines.join('\n');
}

/** The dream's own address, /sonhar-com/<slug> (with the variant): what a shared link opens, online or not. */
export function dreamPath(titulo: string, variant?: string): string {
  const path = dreamPagePath(dreamSlug(titulo));
  return variant ? withQuery(path, { variante: variant }) : path;
}

/** The message shared with the card: the dream, its first group and its milhares. */
export function shareText(titulo: string, block: DreamBlock, variant?: string): string {
  const subject = variant ? `${titulo} (${lowerPt(variantLabel(variant))})` : titulo;
  const { grupos, milhares } = block.palpites;
  const numbers = [grupos.length ? `grupo ${grupos[0]}` : '', milhares.length ? `milhar ${milhares.join(', ')}` : ''].filter(Boolean).join('; ');
  return `Sonhei com ${subject}! No livro dos sonhos do Sonho & Sorte: ${numbers || 'veja o significado'}.`;
}

/** The first sentence of a meaning (up to its first '.', '!' or '?' before a space or the end). */
export function meaningHeadline(significado: string): string {
  const clean = significado.trim().replace(/\s+/g, ' ');
  return /^(.+?[.!?…])(\s|$)/.exec(clean)?.[1] ?? clean;
}

/**
 * The title and description of a dream's page: what the tab shows and what a link preview says (the build
 * writes them into /sonhar-com/<slug>.html for the built-in dreams).
 */
export function dreamPageMeta(dream: Dream, variant?: string): { title: string; description: string } {
  const block = (variant && dream.variantes?.[variant]) || dream.geral;
  const subject = variant && dream.variantes?.[variant] ? `${dream.titulo} ${lowerPt(variantLabel(variant))}` : dream.titulo;
  const { grupos, milhares } = block.palpites;
  const numbers = [
    grupos.length ? `${grupos.length > 1 ? 'Grupos' : 'Grupo'} ${grupos.join(', ')}` : '',
    milhares.length ? `${milhares.length > 1 ? 'milhares' : 'milhar'} ${milhares.join(', ')}` : '',
  ].filter(Boolean);
  const numbersText = numbers.length ? ` ${numbers.join('; ')}.` : '';
  return { title: `Sonhar com ${subject}: significado e números`, description: `${meaningHeadline(block.significado)}${numbersText}` };
}
