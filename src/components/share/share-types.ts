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

export type ShareCard = DreamCard | DrawCard | GuessCardData | GameCard;

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
