// Draws a share card on a Canvas 2D context, by hand: the brand band, the body of each card type and the 18+
// footer, in the app's light or dark colours. Animals come from a bundled sprite (never an emoji font), text
// from the app's own font stack once the fonts are ready. Loaded on demand (share-kit.ts), never on a first load.
import { spriteCell } from './animal-sprite';
import spriteUrl from './animal-sprite.webp';
import { cardHeight, fitFontSize, rowSizes, siteAddress, wrapText } from './card-layout';
import type { CardAnimal, CardScheme, ContestCard, DrawCard, DreamCard, GameCard, GuessCardData, ShareCard } from './share-types';
import { lowerPt, upperPt } from '../../utils/pt-br/case';

const CARD_WIDTH = 1080;

const MARGIN = 64;
const CONTENT = CARD_WIDTH - 2 * MARGIN;
const HEADER = 184;
const FOOTER = 150;
const BODY_TOP = HEADER + 48;
const GAP = 24;

/** The app's font stack (app/theme.ts). */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const AGE_NOTICE = 'Proibido para menores de 18 anos';

interface Palette {
  background: string;
  panel: string;
  border: string;
  text: string;
  dimmed: string;
  /** Big numbers. */
  number: string;
  /** The gold of the brand. */
  gold: string;
  /** The 1º prize's row. */
  highlight: string;
  highlightText: string;
  band: string;
  bandText: string;
  bandDimmed: string;
  warning: string;
  /** +Milionária's trevos, and the number on them. */
  clover: string;
  cloverText: string;
  /** A contest's drawn balls: solid, no ring, the figures in high contrast (OCR reads them as a person does). */
  ball: string;
  ballText: string;
}

// The theme's night purple and gold (app/theme.ts); text keeps at least AA contrast on its background.
const PALETTES: Record<CardScheme, Palette> = {
  light: {
    background: '#f3f0ff',
    panel: '#ffffff',
    border: '#c2b5eb',
    text: '#1f1646',
    dimmed: '#4a4366',
    number: '#4d35a2',
    gold: '#ffc238',
    highlight: '#ffcf64',
    highlightText: '#1f1646',
    band: '#1f1646',
    bandText: '#ffffff',
    bandDimmed: '#e2dcf7',
    warning: '#7a5200',
    clover: '#2b8a3e',
    cloverText: '#ffffff',
    ball: '#ffcf64',
    ballText: '#1f1646',
  },
  dark: {
    background: '#14102a',
    panel: '#1f1646',
    border: '#4d35a2',
    text: '#f3f0ff',
    dimmed: '#c2b5eb',
    number: '#ffcf64',
    gold: '#ffc238',
    highlight: '#ffc238',
    highlightText: '#14102a',
    band: '#0b0818',
    bandText: '#ffffff',
    bandDimmed: '#c2b5eb',
    warning: '#ffcf64',
    clover: '#2b8a3e',
    cloverText: '#ffffff',
    ball: '#2d2166',
    ballText: '#ffcf64',
  },
};

const font = (size: number, weight = 400) => `${weight} ${Math.round(size)}px ${FONT}`;

let spritePromise: Promise<HTMLImageElement | null> | undefined;

/** The animal sprite, decoded once; null when it could not load (the animals are then drawn as badges). */
function loadSprite(): Promise<HTMLImageElement | null> {
  spritePromise ??= (async () => {
    const image = new Image();
    image.src = spriteUrl;
    try {
      await image.decode();
      return image;
    } catch {
      spritePromise = undefined;
      return null;
    }
  })();
  return spritePromise;
}

interface TextStyle {
  size: number;
  weight?: number;
  color: string;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
}

/** A canvas with the card's drawing vocabulary. */
class Painter {
  constructor(
    readonly ctx: CanvasRenderingContext2D,
    readonly colors: Palette,
    readonly sprite: HTMLImageElement | null,
    readonly height: number,
  ) {}

  /** Where the body ends, above the footer. */
  get bodyBottom(): number {
    return this.height - FOOTER - 36;
  }

  measure(text: string, size: number, weight = 400): number {
    this.ctx.font = font(size, weight);
    return this.ctx.measureText(text).width;
  }

  text(text: string, x: number, y: number, { size, weight = 400, color, align = 'left', baseline = 'alphabetic' }: TextStyle): void {
    const { ctx } = this;
    ctx.font = font(size, weight);
    ctx.fillStyle = color;
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    ctx.fillText(text, x, y);
  }

  /** The largest size (max..min) at which `text` fits `width`. */
  fit(text: string, width: number, max: number, min: number, weight = 700): number {
    return fitFontSize(this.measure(text, max, weight), width, max, min);
  }

  wrap(text: string, width: number, size: number, weight: number, maxLines: number): string[] {
    this.ctx.font = font(size, weight);
    return wrapText(text, width, (s) => this.ctx.measureText(s).width, maxLines);
  }

  box(x: number, y: number, w: number, h: number, r: number, fill: string, stroke?: string): void {
    const { ctx } = this;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, r);
    ctx.fillStyle = fill;
    ctx.fill();
    if (stroke) {
      ctx.lineWidth = 3;
      ctx.strokeStyle = stroke;
      ctx.stroke();
    }
  }

  /** A section's small capitals label. */
  label(text: string, x: number, y: number): void {
    const { ctx } = this;
    ctx.letterSpacing = '3px';
    this.text(upperPt(text), x, y, { size: 28, weight: 700, color: this.colors.dimmed, baseline: 'top' });
    ctx.letterSpacing = '0px';
  }

  /** An animal's icon in a `size` square at x, y: from the sprite, or a numbered badge when the sprite is missing. */
  animal(group: number, x: number, y: number, size: number): void {
    const { ctx, sprite } = this;
    if (sprite) {
      const cell = spriteCell(group);
      ctx.drawImage(sprite, cell.x, cell.y, cell.size, cell.size, x, y, size, size);
      return;
    }
    ctx.beginPath();
    ctx.arc(x + size / 2, y + size / 2, size / 2, 0, Math.PI * 2);
    ctx.fillStyle = this.colors.gold;
    ctx.fill();
    this.text(String(group).padStart(2, '0'), x + size / 2, y + size / 2, { size: size * 0.42, weight: 700, color: '#1f1646', align: 'center', baseline: 'middle' });
  }
}

/** The logo of public/icons/logo.svg (a 64-unit square), at x, y and `size` pixels. */
function drawLogo(ctx: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 64, size / 64);
  ctx.beginPath();
  ctx.arc(32, 32, 30, 0, Math.PI * 2);
  ctx.fillStyle = '#1f1646';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffc238';
  ctx.stroke();
  ctx.fillStyle = '#ffc238';
  ctx.fill(new Path2D('M40 12a20 20 0 1 0 12 30 16 16 0 1 1-12-30z'));
  ctx.fillStyle = '#ffffff';
  ctx.fill(new Path2D('M24 20l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z'));
  ctx.beginPath();
  ctx.arc(36, 42, 2, 0, Math.PI * 2);
  ctx.arc(44, 30, 1.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

const KICKERS: Record<ShareCard['kind'], string> = {
  dream: 'Livro dos Sonhos',
  draw: 'Resultado',
  guess: 'Palpite',
  game: 'Gerador de palpites',
  contest: 'Resultado',
};

/** The brand band on top and the footer with the site's address and the 18+ notice. */
function drawFrame(p: Painter, kind: ShareCard['kind'], host: string): void {
  const { ctx, colors } = p;
  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, CARD_WIDTH, p.height);

  ctx.fillStyle = colors.band;
  ctx.fillRect(0, 0, CARD_WIDTH, HEADER);
  ctx.fillStyle = colors.gold;
  ctx.fillRect(0, HEADER - 8, CARD_WIDTH, 8);
  drawLogo(ctx, MARGIN, 40, 100);
  p.text('Sonho & Sorte', MARGIN + 124, 96, { size: 56, weight: 800, color: colors.bandText });
  ctx.letterSpacing = '4px';
  p.text(upperPt(KICKERS[kind]), MARGIN + 126, 142, { size: 28, weight: 700, color: colors.gold });
  ctx.letterSpacing = '0px';
  // The 18+ seal on the right of the band.
  const cx = CARD_WIDTH - MARGIN - 46;
  ctx.beginPath();
  ctx.arc(cx, HEADER / 2 - 4, 46, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = colors.gold;
  ctx.stroke();
  p.text('18+', cx, HEADER / 2 - 2, { size: 33, weight: 800, color: colors.bandText, align: 'center', baseline: 'middle' });

  const top = p.height - FOOTER;
  ctx.fillStyle = colors.band;
  ctx.fillRect(0, top, CARD_WIDTH, FOOTER);
  const address = siteAddress(host);
  p.text(address, MARGIN, top + 62, { size: p.fit(address, CONTENT, 44, 28, 800), weight: 800, color: colors.gold });
  p.text(`${AGE_NOTICE} · Jogue com responsabilidade`, MARGIN, top + 112, {
    size: p.fit(`${AGE_NOTICE} · Jogue com responsabilidade`, CONTENT, 30, 20, 600),
    weight: 600,
    color: colors.bandText,
  });
}

/** A block of the body: its height and how to draw it from a top edge. */
interface Block {
  height: number;
  draw(top: number): void;
}

/** Whether the blocks fit the body with the smallest gaps between them. */
function fits(p: Painter, blocks: readonly Block[]): boolean {
  return blocks.reduce((sum, block) => sum + block.height, 0) + (blocks.length - 1) * GAP <= p.bodyBottom - BODY_TOP;
}

/**
 * Stacks the blocks in the body: the space left over widens the gaps between them (up to a limit), and what is
 * still left is shared above and below, so short and long cards both look composed. A block that would run into
 * the footer is not drawn (the card types choose their compact forms first, so this is a last guard).
 */
function stack(p: Painter, blocks: readonly Block[]): void {
  const room = p.bodyBottom - BODY_TOP;
  const used = blocks.reduce((sum, block) => sum + block.height, 0);
  const gaps = Math.max(blocks.length - 1, 1);
  const gap = Math.min(64, Math.max(GAP, (room - used) / gaps));
  const rest = room - used - gap * (blocks.length - 1);
  let top = BODY_TOP + Math.max(0, Math.min(rest / 2, 48));
  for (const block of blocks) {
    if (top + block.height > p.bodyBottom + 1) break;
    block.draw(top);
    top += block.height + gap;
  }
}

/**
 * A heading: a small line above (optional, with `aside` at its right: the date), then the title in up to two lines
 * as large as fits, then a line below (optional).
 */
function titleBlock(p: Painter, title: string, above: string | undefined, below: string | undefined, max = 104, aside?: string): Block {
  const { colors } = p;
  let size = p.fit(title, CONTENT, max, 64);
  let lines = [title];
  if (p.measure(title, size, 800) > CONTENT) {
    size = 72;
    lines = p.wrap(title, CONTENT, size, 800, 2);
  }
  const lineHeight = size * 1.12;
  const belowLines = below ? p.wrap(below, CONTENT, 36, 500, 2) : [];
  const aboveHeight = above ? 50 : 0;
  return {
    height: aboveHeight + lines.length * lineHeight + belowLines.length * 48 + (belowLines.length ? 8 : 0),
    draw(top) {
      if (above) p.text(above, MARGIN, top, { size: 36, weight: 500, color: colors.dimmed, baseline: 'top' });
      if (above && aside) p.text(aside, MARGIN + CONTENT, top, { size: 32, weight: 500, color: colors.dimmed, baseline: 'top', align: 'right' });
      lines.forEach((line, i) => p.text(line, MARGIN, top + aboveHeight + i * lineHeight, { size, weight: 800, color: colors.text, baseline: 'top' }));
      const belowTop = top + aboveHeight + lines.length * lineHeight + 8;
      belowLines.forEach((line, i) => p.text(line, MARGIN, belowTop + i * 48, { size: 36, weight: 500, color: colors.dimmed, baseline: 'top' }));
    },
  };
}

function paragraphBlock(p: Painter, text: string, maxLines: number): Block {
  const lines = p.wrap(text, CONTENT, 38, 400, maxLines);
  return {
    height: lines.length * 52,
    draw(top) {
      lines.forEach((line, i) => p.text(line, MARGIN, top + i * 52, { size: 38, color: p.colors.text, baseline: 'top' }));
    },
  };
}

const LABEL = 44;

/** The groups as tiles: one wide tile for a single group, else up to three a row, icon above number and name. */
function groupsBlock(p: Painter, label: string, animals: readonly CardAnimal[], compact = false): Block {
  const { colors } = p;
  if (animals.length === 1) {
    const [animal] = animals as [CardAnimal];
    const height = compact ? 176 : 196;
    return {
      height: LABEL + height,
      draw(top) {
        p.label(label, MARGIN, top);
        const y = top + LABEL;
        p.box(MARGIN, y, CONTENT, height, 28, colors.panel, colors.border);
        p.animal(animal.group, MARGIN + 28, y + (height - 148) / 2, 148);
        p.text(`Grupo ${String(animal.group).padStart(2, '0')}`, MARGIN + 212, y + height / 2 - 22, { size: 44, weight: 700, color: colors.number });
        p.text(animal.name, MARGIN + 212, y + height / 2 + 56, { size: p.fit(animal.name, CONTENT - 240, 76, 40, 800), weight: 800, color: colors.text });
      },
    };
  }
  const rows = rowSizes(animals.length, 3);
  // Compact (or more than one row): the icon beside the number and name; else the icon above them.
  const side = compact || rows.length > 1;
  const icon = side ? 84 : 112;
  const tileHeight = side ? 116 : 240;
  return {
    height: LABEL + rows.length * tileHeight + (rows.length - 1) * 20,
    draw(top) {
      p.label(label, MARGIN, top);
      let index = 0;
      rows.forEach((count, row) => {
        const width = (CONTENT - (count - 1) * GAP) / count;
        for (let column = 0; column < count; column++, index++) {
          const animal = animals[index]!;
          const x = MARGIN + column * (width + GAP);
          const y = top + LABEL + row * (tileHeight + 20);
          const number = String(animal.group).padStart(2, '0');
          p.box(x, y, width, tileHeight, 24, colors.panel, colors.border);
          if (side) {
            p.animal(animal.group, x + 16, y + (tileHeight - icon) / 2, icon);
            const textX = x + icon + 30;
            p.text(number, textX, y + 52, { size: 40, weight: 800, color: colors.number });
            p.text(animal.name, textX, y + 96, { size: p.fit(animal.name, width - icon - 44, 36, 22, 700), weight: 700, color: colors.text });
          } else {
            p.animal(animal.group, x + (width - icon) / 2, y + 16, icon);
            p.text(number, x + width / 2, y + 16 + icon + 50, { size: 46, weight: 800, color: colors.number, align: 'center' });
            p.text(animal.name, x + width / 2, y + 16 + icon + 98, { size: p.fit(animal.name, width - 24, 38, 24, 700), weight: 700, color: colors.text, align: 'center' });
          }
        }
      });
    },
  };
}

/** Big numbers in boxes, up to `perRow` a row, as large as the box allows (milhares, centenas). */
function numbersBlock(p: Painter, label: string, numbers: readonly string[], { perRow = 3, max = 150, compact = false } = {}): Block {
  const { colors } = p;
  const rows = rowSizes(numbers.length, perRow);
  const widest = Math.max(...rows);
  const width = (CONTENT - (widest - 1) * GAP) / widest;
  const sample = numbers.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = p.fit(sample, width - 48, rows.length > 1 || compact ? Math.min(max, 112) : max, 48, 800);
  const boxHeight = Math.round(size * 1.3);
  return {
    height: LABEL + rows.length * boxHeight + (rows.length - 1) * 20,
    draw(top) {
      p.label(label, MARGIN, top);
      let index = 0;
      rows.forEach((count, row) => {
        const rowWidth = count * width + (count - 1) * GAP;
        const left = MARGIN + (CONTENT - rowWidth) / 2;
        for (let column = 0; column < count; column++, index++) {
          const x = left + column * (width + GAP);
          const y = top + LABEL + row * (boxHeight + 20);
          p.box(x, y, width, boxHeight, 24, colors.panel, colors.border);
          p.text(numbers[index]!, x + width / 2, y + boxHeight / 2 + size * 0.04, { size, weight: 800, color: colors.number, align: 'center', baseline: 'middle' });
        }
      });
    },
  };
}

/** The terno's three groups as a row of small chips: icon, number, name. */
function chipsBlock(p: Painter, label: string, animals: readonly CardAnimal[]): Block {
  const { colors } = p;
  const height = 104;
  return {
    height: LABEL + height,
    draw(top) {
      p.label(label, MARGIN, top);
      const count = animals.length;
      const width = (CONTENT - (count - 1) * GAP) / count;
      animals.forEach((animal, i) => {
        const x = MARGIN + i * (width + GAP);
        const y = top + LABEL;
        p.box(x, y, width, height, 52, colors.panel, colors.border);
        p.animal(animal.group, x + 14, y + 14, 76);
        const textX = x + 102;
        const room = width - 102 - 20;
        p.text(String(animal.group).padStart(2, '0'), textX, y + 48, { size: 32, weight: 800, color: colors.number });
        p.text(animal.name, textX, y + 86, { size: p.fit(animal.name, room, 32, 20, 700), weight: 700, color: colors.text });
      });
    },
  };
}

function noteBlock(p: Painter, text: string, color: string): Block {
  const lines = p.wrap(text, CONTENT, 30, 600, 2);
  return {
    height: lines.length * 40,
    draw(top) {
      lines.forEach((line, i) => p.text(line, MARGIN, top + i * 40, { size: 30, weight: 600, color, baseline: 'top' }));
    },
  };
}

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

function drawDream(p: Painter, card: DreamCard): void {
  const title = card.variant ? `${card.title} (${lowerPt(card.variant)})` : card.title;
  // The roomiest form that fits: then smaller tiles and numbers, then a shorter meaning, then none.
  const forms = [
    { compact: false, headline: 3 },
    { compact: true, headline: 3 },
    { compact: true, headline: 2 },
    { compact: true, headline: 1 },
    { compact: true, headline: 0 },
  ];
  let blocks: Block[] = [];
  for (const { compact, headline } of forms) {
    blocks = [titleBlock(p, title, 'Sonhar com', undefined, 104, card.date)];
    if (card.headline && headline > 0) blocks.push(paragraphBlock(p, card.headline, headline));
    if (card.groups.length) blocks.push(groupsBlock(p, plural(card.groups.length, 'Grupo', 'Grupos'), card.groups, compact));
    if (card.milhares.length) blocks.push(numbersBlock(p, plural(card.milhares.length, 'Milhar', 'Milhares'), card.milhares, { perRow: 4, compact }));
    if (card.terno.length) blocks.push(chipsBlock(p, 'Terno de grupo', card.terno));
    if (fits(p, blocks)) break;
  }
  stack(p, blocks);
}

function drawResult(p: Painter, card: DrawCard): void {
  const { colors } = p;
  const below = [card.drawLabel, card.date].filter(Boolean).join(' · ');
  const blocks: Block[] = [titleBlock(p, card.lottery, undefined, below, 96)];
  if (card.demo) blocks.push(noteBlock(p, 'Dados de demonstração: não é um resultado real.', colors.warning));
  const taken = blocks.reduce((sum, b) => sum + b.height + GAP, 0);
  const room = p.bodyBottom - BODY_TOP - taken;
  const first = Math.min(150, Math.round(room * 0.2));
  const rowHeight = Math.min(96, Math.floor((room - first - 12) / Math.max(1, card.prizes.length - 1)));
  blocks.push({
    height: first + 12 + (card.prizes.length - 1) * rowHeight,
    draw(top) {
      card.prizes.forEach((prize, i) => {
        const head = i === 0;
        const height = head ? first : rowHeight;
        const y = head ? top : top + first + 12 + (i - 1) * rowHeight;
        const mid = y + height / 2;
        if (head) p.box(MARGIN, y, CONTENT, height, 28, colors.highlight);
        else if (i % 2 === 1) p.box(MARGIN, y + 3, CONTENT, height - 6, 18, colors.panel);
        const ink = head ? colors.highlightText : colors.text;
        const numberSize = Math.min(head ? 96 : 58, height * (head ? 0.62 : 0.66));
        p.text(`${prize.position}º`, MARGIN + 24, mid, { size: head ? 48 : 34, weight: 700, color: head ? ink : colors.dimmed, baseline: 'middle' });
        const milharX = MARGIN + (head ? 120 : 116);
        p.text(prize.milhar, milharX, mid + 2, { size: numberSize, weight: 800, color: head ? ink : colors.number, baseline: 'middle' });
        // The group and its animal after the widest milhar of the row's size, so the columns line up.
        const groupX = milharX + p.measure('0000', numberSize, 800) + (head ? 44 : 40);
        const groupSize = head ? 48 : 36;
        p.text(String(prize.animal.group).padStart(2, '0'), groupX, mid, { size: groupSize, weight: 700, color: head ? ink : colors.dimmed, baseline: 'middle' });
        const icon = Math.min(height - 12, head ? 112 : 64);
        const iconX = groupX + p.measure('00', groupSize, 700) + 16;
        p.animal(prize.animal.group, iconX, mid - icon / 2, icon);
        const nameX = iconX + icon + 18;
        p.text(prize.animal.name, nameX, mid, {
          size: p.fit(prize.animal.name, MARGIN + CONTENT - 24 - nameX, head ? 60 : 40, 22, 700),
          weight: 700,
          color: ink,
          baseline: 'middle',
        });
      });
    },
  });
  stack(p, blocks);
}

function drawGuess(p: Painter, card: GuessCardData): void {
  let blocks: Block[] = [];
  for (const compact of [false, true]) {
    blocks = [titleBlock(p, card.title, undefined, card.date, 96)];
    if (card.groups.length) blocks.push(groupsBlock(p, plural(card.groups.length, 'Grupo', 'Grupos'), card.groups, compact));
    if (card.milhares.length) blocks.push(numbersBlock(p, plural(card.milhares.length, 'Milhar', 'Milhares'), card.milhares, { perRow: 3, max: 130, compact }));
    if (card.centenas.length) blocks.push(numbersBlock(p, plural(card.centenas.length, 'Centena', 'Centenas'), card.centenas, { perRow: 4, max: 110, compact }));
    if (fits(p, blocks)) break;
  }
  stack(p, blocks);
}

const RANDOM_NOTE = 'Números aleatórios: não aumentam a chance de ganhar.';

/**
 * Balls in rows as even as possible, up to `max` pixels wide; `columns` captions each with its column (Super Sete).
 * `filled`: a contest's drawn balls, solid and without a ring (OCR took the ring for brackets around the figures).
 */
function ballsBlock(p: Painter, card: { numbers: readonly string[]; columns?: boolean; clovers?: boolean; filled?: boolean }, max = 150): Block {
  const { colors } = p;
  const count = card.numbers.length;
  const perRow = count <= 7 ? count : count <= 10 ? 5 : count <= 15 ? 5 : 10;
  const rows = rowSizes(count, perRow);
  const widest = Math.max(...rows);
  const diameter = Math.min(max, (CONTENT - (widest - 1) * 18) / widest);
  const caption = card.columns ? 40 : 0;
  const rowHeight = diameter + caption + 18;
  return {
    height: rows.length * rowHeight - 18,
    draw(top) {
      let index = 0;
      rows.forEach((inRow, row) => {
        const rowWidth = inRow * diameter + (inRow - 1) * 18;
        const left = MARGIN + (CONTENT - rowWidth) / 2;
        for (let column = 0; column < inRow; column++, index++) {
          const cx = left + column * (diameter + 18) + diameter / 2;
          const cy = top + row * rowHeight + diameter / 2;
          p.ctx.beginPath();
          p.ctx.arc(cx, cy, diameter / 2, 0, Math.PI * 2);
          p.ctx.fillStyle = card.clovers ? colors.clover : card.filled ? colors.ball : colors.panel;
          p.ctx.fill();
          if (!card.filled && !card.clovers) {
            p.ctx.lineWidth = Math.max(3, diameter / 22);
            p.ctx.strokeStyle = colors.gold;
            p.ctx.stroke();
          }
          const ink = card.clovers ? colors.cloverText : card.filled ? colors.ballText : colors.number;
          p.text(card.numbers[index]!, cx, cy + diameter * 0.03, { size: diameter * 0.46, weight: 800, color: ink, align: 'center', baseline: 'middle' });
          if (card.columns) p.text(`coluna ${index + 1}`, cx, cy + diameter / 2 + 12, { size: 24, weight: 600, color: colors.dimmed, align: 'center', baseline: 'top' });
        }
      });
    },
  };
}

function extrasBlock(p: Painter, extras: GameCard['extras']): Block {
  const { colors } = p;
  return {
    height: extras.length * 64,
    draw(top) {
      extras.forEach((extra, i) => {
        const y = top + i * 64;
        const label = `${extra.label}: `;
        const labelWidth = p.measure(label, 40, 600);
        p.text(label, MARGIN, y, { size: 40, weight: 600, color: colors.dimmed, baseline: 'top' });
        const value = extra.values.join(' · ');
        p.text(value, MARGIN + labelWidth, y, { size: p.fit(value, CONTENT - labelWidth, 44, 24, 800), weight: 800, color: colors.text, baseline: 'top' });
      });
    },
  };
}

function bichoBlock(p: Painter, card: GameCard, animal: CardAnimal): Block {
  const { colors } = p;
  const value = card.numbers[0] ?? '';
  const height = 300;
  return {
    height,
    draw(top) {
      p.box(MARGIN, top, CONTENT, height, 32, colors.panel, colors.border);
      p.animal(animal.group, MARGIN + 36, top + 36, 228);
      const x = MARGIN + 300;
      p.text(value, x, top + 150, { size: p.fit(value, CONTENT - 330, 170, 60, 800), weight: 800, color: colors.number, baseline: 'alphabetic' });
      p.text(`Grupo ${String(animal.group).padStart(2, '0')} · ${animal.name}`, x, top + 236, {
        size: p.fit(`Grupo ${String(animal.group).padStart(2, '0')} · ${animal.name}`, CONTENT - 330, 48, 24, 700),
        weight: 700,
        color: colors.text,
      });
    },
  };
}

function drawGame(p: Painter, card: GameCard): void {
  const blocks: Block[] = [titleBlock(p, card.name, undefined, `Jogo gerado ao acaso · ${card.date}`, 104)];
  blocks.push(card.animal ? bichoBlock(p, card, card.animal) : ballsBlock(p, card));
  if (card.extras.length) blocks.push(extrasBlock(p, card.extras));
  blocks.push(noteBlock(p, RANDOM_NOTE, p.colors.dimmed));
  stack(p, blocks);
}

/** A label over a block of the body ('Números sorteados'). */
function labelled(p: Painter, label: string, block: Block): Block {
  return {
    height: LABEL + block.height,
    draw(top) {
      p.label(label, MARGIN, top);
      block.draw(top + LABEL);
    },
  };
}

/** "Acumulou!" and the next estimate, on the 1º prize's gold. */
function accumulatedBlock(p: Painter, estimate: string): Block {
  const { colors } = p;
  const line = estimate ? `Estimativa do próximo concurso: ${estimate}` : 'Ninguém acertou o prêmio principal';
  const height = 176;
  return {
    height,
    draw(top) {
      p.box(MARGIN, top, CONTENT, height, 28, colors.highlight);
      p.text('Acumulou!', MARGIN + 36, top + 72, { size: 64, weight: 800, color: colors.highlightText });
      p.text(line, MARGIN + 36, top + 136, { size: p.fit(line, CONTENT - 72, 40, 24, 700), weight: 700, color: colors.highlightText });
    },
  };
}

function drawContest(p: Painter, card: ContestCard): void {
  // The roomiest balls that fit: Lotomania's twenty and Dupla Sena's two draws take smaller ones.
  let blocks: Block[] = [];
  for (const max of [150, 124, 100, 84]) {
    blocks = [titleBlock(p, card.name, undefined, `Concurso ${card.contest} · ${card.date}`, 104)];
    if (card.demo) blocks.push(noteBlock(p, 'Dados de demonstração: não é um resultado real.', p.colors.warning));
    for (const draw of card.draws) {
      const body = card.tickets && !draw.clovers ? numbersBlock(p, draw.label, draw.numbers.map((n, i) => `${i + 1}º ${n}`), { perRow: 2, max: 84 }) : labelled(p, draw.label, ballsBlock(p, { numbers: draw.numbers, columns: card.columns, clovers: draw.clovers, filled: true }, draw.clovers ? Math.min(max, 110) : Math.min(max, 132)));
      blocks.push(body);
    }
    if (card.lucky) blocks.push(extrasBlock(p, [{ label: card.lucky.label, values: [card.lucky.value] }]));
    if (card.accumulated !== undefined) blocks.push(accumulatedBlock(p, card.accumulated));
    else if (card.next) blocks.push(noteBlock(p, card.next, p.colors.dimmed));
    if (fits(p, blocks)) break;
  }
  stack(p, blocks);
}

/** Draws `card` on a canvas context of CARD_WIDTH × cardHeight(card). */
function paintCard(ctx: CanvasRenderingContext2D, card: ShareCard, scheme: CardScheme, host: string, sprite: HTMLImageElement | null): void {
  const p = new Painter(ctx, PALETTES[scheme], sprite, cardHeight(card));
  drawFrame(p, card.kind, host);
  if (card.kind === 'dream') drawDream(p, card);
  else if (card.kind === 'draw') drawResult(p, card);
  else if (card.kind === 'guess') drawGuess(p, card);
  else if (card.kind === 'contest') drawContest(p, card);
  else drawGame(p, card);
}

/** The card as a PNG, drawn once the fonts and the animal sprite are ready. */
export async function renderCardPng(card: ShareCard, scheme: CardScheme, host: string): Promise<Blob> {
  const [sprite] = await Promise.all([loadSprite(), document.fonts?.ready]);
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = cardHeight(card);
  // No alpha: the PNG has three channels and comes out smaller.
  const ctx = canvas.getContext('2d', { alpha: false });
  if (!ctx) throw new Error('Canvas 2D indisponível');
  paintCard(ctx, card, scheme, host, sprite);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG não gerado'))), 'image/png'));
}
