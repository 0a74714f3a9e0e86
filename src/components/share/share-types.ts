// What a share card shows, as plain data: the features fill it in (titles, numbers, animal names and groups,
// dates already written for people), the card renderer only draws it, and never reaches into a feature.

/** An animal of the jogo do bicho: its group 1..25 (the icon) and its name. */
export interface CardAnimal {
  group: number;
  name: string;
}

export interface DreamCard {
  kind: 'dream';
  /** 'Cobra', 'Cabelo'. */
  title: string;
  /** The variant's label when one was shared: 'Caindo'. */
  variant?: string;
  /** The meaning's first sentence. */
  headline: string;
  groups: CardAnimal[];
  milhares: string[];
  terno: CardAnimal[];
  /** The day it was shared, '24/11/2026'. */
  date: string;
}

interface DrawPrizeLine {
  /** 1 for the 1º prêmio. */
  position: number;
  milhar: string;
  animal: CardAnimal;
}

export interface DrawCard {
  kind: 'draw';
  lottery: string;
  /** 'PTM 11:20'; may be empty. */
  drawLabel: string;
  /** 'Terça-feira, 24/11/2026'. */
  date: string;
  prizes: DrawPrizeLine[];
  /** A demonstration row, not a real result: the card says so. */
  demo: boolean;
}

export interface GuessCardData {
  kind: 'guess';
  /** 'Palpite do dia', 'PT Rio · PTM 11:20'. */
  title: string;
  /** 'Terça-feira, 24/11/2026'. */
  date: string;
  groups: CardAnimal[];
  milhares: string[];
  centenas: string[];
}

export interface GameCard {
  kind: 'game';
  /** 'Mega-Sena', 'Milhar'. */
  name: string;
  /** The numbers as shown ('05', '12'…), in order. */
  numbers: string[];
  /** Super Sete: one digit per column, drawn with the column's number. */
  columns?: boolean;
  /** Time do Coração, Mês de Sorte, Trevos. */
  extras: Array<{ label: string; values: string[] }>;
  /** A bicho pick (grupo, dezena, centena, milhar): its animal, shown large. */
  animal?: CardAnimal;
  /** '24/11/2026'. */
  date: string;
}

/** One draw of a Caixa contest as balls: 'Números sorteados', '1º sorteio', 'Trevos'. */
interface ContestDrawLine {
  label: string;
  numbers: string[];
  /** +Milionária's trevos: drawn in the trevo's green. */
  clovers?: boolean;
}

export interface ContestCard {
  kind: 'contest';
  /** 'Mega-Sena'. */
  name: string;
  contest: number;
  /** 'Sábado, 23/11/2026'. */
  date: string;
  draws: ContestDrawLine[];
  /** Super Sete: the balls are the seven columns, each captioned. */
  columns?: boolean;
  /** The Federal's five tickets, drawn as numbers in boxes, 1º to 5º. */
  tickets?: boolean;
  /** Time do Coração or Mês de Sorte. */
  lucky?: { label: string; value: string };
  /** 'R$ 45 milhões' for the next contest when it accumulated; '' when it accumulated without an estimate. */
  accumulated?: string;
  /** The next contest's line, when not accumulated: 'Próximo concurso 2851: 26/11/2026'. */
  next?: string;
  demo: boolean;
}

export type ShareCard = DreamCard | DrawCard | GuessCardData | GameCard | ContestCard;

/** The card's colours follow the app's scheme. */
export type CardScheme = 'light' | 'dark';

/** Everything one share needs: the card, the sheet's title, the message (with the link) and the file name. */
export interface ShareContent {
  card: ShareCard;
  title: string;
  /** The message, ending with the link back to the thing shared. */
  text: string;
  /** The link back (already inside `text`). */
  url: string;
  /** Without extension: 'sonho-cobra'. */
  fileName: string;
}
