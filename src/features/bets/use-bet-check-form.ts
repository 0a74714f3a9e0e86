// The bet checker's form state: what was typed (kept as typed, also when it is wrong), the draw to settle on,
// and the answer of the domain's checkBet with its messages in Portuguese. No markup: the parts render it.
import { useState } from 'react';
import { checkBet, type BetField, type BetResult } from './domain/check-bet';
import { readDraw, type Prize } from './domain/draw';
import { parseMoney } from '../../utils/format/parse-money';
import { getModality, isModalityKey, type Modality } from './domain/modalities';
import type { ModalityKey } from './domain/modality-key';
import type { DrawRow } from '../results/domain/draw-rows';
import { prizesFromParam } from './prizes-param';

export type DrawMode = 'none' | 'typed' | 'stored';

/** Boxes for a typed draw: 5 prizes are required, up to 10 are read. */
const DRAW_BOXES = 10;
/** How many stored results the picker lists (newest first); /resultados reaches the rest. */
export const STORED_CHOICES = 60;

export const MONEY_FORMAT_MESSAGE = 'Digite o valor em reais, com até 2 casas decimais (por exemplo, 2,50).';
export const PICK_STORED_MESSAGE = 'Escolha um dos resultados salvos.';

/** The input each field's error sends the focus to. */
const FIELD_INPUT: Record<BetField, string> = {
  modality: 'bet-modality',
  picks: 'bet-pick-0',
  stake: 'bet-stake',
  draw: 'bet-draw-0',
};

const emptyPicks = (modality: Modality): string[] => Array.from({ length: modality.picks.count }, () => '');

const replaceAt = (values: readonly string[], index: number, text: string) => values.map((v, i) => (i === index ? text : v));

/** The form's starting values, from a shared link: ?modalidade=, ?premios= (typed draw) or ?resultado= (stored). */
function initialState(params: URLSearchParams) {
  const key = params.get('modalidade') ?? '';
  const modalityKey: ModalityKey = isModalityKey(key) ? key : 'GRUPO_SECO_1';
  const given = prizesFromParam(params.get('premios'));
  const storedId = params.get('resultado') ?? '';
  return {
    modalityKey,
    picks: emptyPicks(getModality(modalityKey)),
    drawMode: (storedId ? 'stored' : params.get('premios') ? 'typed' : 'none') as DrawMode,
    typedDraw: Array.from({ length: DRAW_BOXES }, (_, i) => given[i] ?? ''),
    storedId,
  };
}

export interface BetCheckForm {
  modality: Modality;
  picks: readonly string[];
  invertida: boolean;
  stakeText: string;
  drawMode: DrawMode;
  typedDraw: readonly string[];
  /** The chosen stored result's id, '' when none (or when the linked one is not on this device). */
  storedId: string;
  storedDraw: DrawRow | undefined;
  /** The stored results the picker offers: the newest, and the linked one if it is older. */
  storedChoices: readonly DrawRow[];
  /** The results have been read from the device (the picker can tell "none" from "loading"). */
  storedLoaded: boolean;
  /** The link named a stored result this device does not have. */
  wantedMissing: boolean;
  /** The draw's prizes with their animals, once the typed or chosen draw reads as a whole. */
  drawPreview: Prize[] | null;
  /** checkBet's answer, once the form was submitted; it then follows every change. */
  result: BetResult | null;
  fieldError: (field: BetField) => string | undefined;
  changeModality: (key: string) => void;
  setPick: (index: number, text: string) => void;
  setInvertida: (on: boolean) => void;
  setStakeText: (text: string) => void;
  setDrawMode: (mode: DrawMode) => void;
  setTypedPrize: (index: number, text: string) => void;
  setStoredId: (id: string) => void;
  /** Shows the answer; on an error, returns the id of the input to focus. */
  submit: () => { ok: true } | { ok: false; focus: string };
}

/**
 * @param params the page's search parameters (read once, for the starting values)
 * @param drawRows the stored results, newest first; `undefined` while the device has not answered
 */
export function useBetCheckForm(params: URLSearchParams, drawRows: readonly DrawRow[] | undefined): BetCheckForm {
  const [initial] = useState(() => initialState(params));
  const [modalityKey, setModalityKey] = useState<ModalityKey>(initial.modalityKey);
  const [picks, setPicks] = useState<string[]>(initial.picks);
  const [invertida, setInvertida] = useState(false);
  const [stakeText, setStakeText] = useState('2,00');
  const [drawMode, setDrawMode] = useState<DrawMode>(initial.drawMode);
  const [typedDraw, setTypedDraw] = useState<string[]>(initial.typedDraw);
  const [storedId, setStoredId] = useState(initial.storedId);
  const [submitted, setSubmitted] = useState(false);

  const modality = getModality(modalityKey);
  const draws = drawRows ?? [];
  const storedDraw = draws.find((d) => d.id === storedId);
  // The device keeps 30 days (hundreds of draws): the list offers the newest ones, and the linked one.
  const newest = draws.slice(0, STORED_CHOICES);
  const storedChoices = storedDraw && !newest.includes(storedDraw) ? [storedDraw, ...newest] : newest;
  const drawPrizes = drawMode === 'typed' ? typedDraw : drawMode === 'stored' ? storedDraw?.prizes : undefined;

  const evaluate = (): BetResult => {
    const trimmedStake = stakeText.trim();
    const parsedStake = trimmedStake === '' ? Number.NaN : parseMoney(trimmedStake);
    const result = checkBet({ modality: modalityKey, picks, stake: parsedStake ?? Number.NaN, invertida, draw: drawPrizes ?? null });
    // The domain only sees "not a valid amount"; here we know the person typed something unreadable.
    if (!result.ok && result.field === 'stake' && trimmedStake !== '' && parsedStake === null) {
      return { ...result, message: MONEY_FORMAT_MESSAGE };
    }
    if (result.ok && drawMode === 'stored' && !storedDraw) return { ok: false, field: 'draw', message: PICK_STORED_MESSAGE };
    return result;
  };

  const result = submitted ? evaluate() : null;
  const preview = drawPrizes ? readDraw(drawPrizes) : null;

  return {
    modality,
    picks,
    invertida,
    stakeText,
    drawMode,
    typedDraw,
    storedId: storedDraw ? storedId : '',
    storedDraw,
    storedChoices,
    storedLoaded: drawRows !== undefined,
    wantedMissing: drawMode === 'stored' && storedId !== '' && drawRows !== undefined && !storedDraw,
    drawPreview: preview?.ok ? preview.prizes : null,
    result,
    fieldError: (field) => (result && !result.ok && result.field === field ? result.message : undefined),
    changeModality: (key) => {
      if (!isModalityKey(key)) return;
      const next = getModality(key);
      // Picks of the same kind carry over (a group stays chosen from Grupo 1º to Dupla); others start blank.
      setPicks((current) =>
        next.picks.kind === modality.picks.kind ? Array.from({ length: next.picks.count }, (_, i) => current[i] ?? '') : emptyPicks(next),
      );
      if (!next.allowsInvertida) setInvertida(false);
      setModalityKey(key);
    },
    setPick: (index, text) => setPicks((current) => replaceAt(current, index, text)),
    setInvertida,
    setStakeText,
    setDrawMode,
    setTypedPrize: (index, text) => setTypedDraw((current) => replaceAt(current, index, text)),
    setStoredId,
    submit: () => {
      setSubmitted(true);
      const outcome = evaluate();
      if (outcome.ok) return { ok: true };
      return { ok: false, focus: outcome.field === 'draw' && drawMode === 'stored' ? 'bet-stored' : FIELD_INPUT[outcome.field] };
    },
  };
}
