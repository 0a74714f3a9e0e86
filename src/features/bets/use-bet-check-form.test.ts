import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DrawRow } from '../results/domain/draw-rows';
import { MONEY_FORMAT_MESSAGE, PICK_STORED_MESSAGE, STORED_CHOICES, useBetCheckForm, type BetCheckForm } from './use-bet-check-form';

const draw = (id: string, prizes = ['4735', '0812', '7790', '3346', '1125']): DrawRow => ({
  id,
  lottery: 'PT Rio',
  date: '2026-03-14',
  drawLabel: 'PTM 11:20',
  prizes,
  demo: false,
});

/** `rows` left out: the device has no stored results; `undefined`: it has not answered yet. */
function setup(query = '', ...given: [rows?: readonly DrawRow[] | undefined]) {
  const rows = given.length === 0 ? [] : given[0];
  const hook = renderHook(({ draws }) => useBetCheckForm(new URLSearchParams(query), draws), { initialProps: { draws: rows } });
  const form = (): BetCheckForm => hook.result.current;
  const run = (change: (f: BetCheckForm) => void) => act(() => change(form()));
  const submit = () => {
    let outcome: ReturnType<BetCheckForm['submit']> | undefined;
    act(() => {
      outcome = form().submit();
    });
    return outcome;
  };
  return { form, run, submit, rerender: (draws: readonly DrawRow[] | undefined) => hook.rerender({ draws }) };
}

describe('useBetCheckForm', () => {
  it('starts from the link: modality, typed prizes or a stored result; an unknown modality falls back to Grupo', () => {
    const typed = setup('?modalidade=MILHAR_SECO_1&premios=4735,0812,7790').form();
    expect(typed.modality.key).toBe('MILHAR_SECO_1');
    expect(typed.picks).toEqual(['']);
    expect(typed.drawMode).toBe('typed');
    expect(typed.typedDraw).toEqual(['4735', '0812', '7790', '', '', '', '', '', '', '']);

    const stored = setup('?resultado=r1&modalidade=NAO_EXISTE', [draw('r1')]).form();
    expect(stored.modality.key).toBe('GRUPO_SECO_1');
    expect(stored.drawMode).toBe('stored');
    expect(stored.storedId).toBe('r1');
    expect(stored.drawPreview).toHaveLength(5);
    expect(stored.drawPreview?.[0]).toMatchObject({ position: 1, milhar: '4735', animal: { name: 'Cobra' } });

    const plain = setup().form();
    expect([plain.drawMode, plain.stakeText, plain.result]).toEqual(['none', '2,00', null]);
  });

  it('answers only once submitted, names the field to fix and keeps what was typed', () => {
    const { form, run, submit } = setup('?modalidade=MILHAR_SECO_1');
    run((f) => f.setPick(0, '47'));
    expect(form().result).toBeNull();
    expect(form().fieldError('picks')).toBeUndefined();

    expect(submit()).toEqual({ ok: false, focus: 'bet-pick-0' });
    expect(form().fieldError('picks')).toBe('Informe uma milhar com 4 dígitos.');
    expect(form().fieldError('stake')).toBeUndefined();
    expect(form().picks).toEqual(['47']);

    // After the first check the answer follows every change.
    run((f) => f.setPick(0, '4735'));
    expect(form().result).toMatchObject({ ok: true, settled: false, payoutPerHit: 10_000 });
    expect(form().fieldError('picks')).toBeUndefined();
  });

  it('tells an unreadable amount from a missing one', () => {
    const { form, run, submit } = setup();
    run((f) => f.setPick(0, '09'));
    run((f) => f.setStakeText('2,555'));
    expect(submit()).toEqual({ ok: false, focus: 'bet-stake' });
    expect(form().fieldError('stake')).toBe(MONEY_FORMAT_MESSAGE);
    expect(form().stakeText).toBe('2,555');
    run((f) => f.setStakeText('   '));
    expect(form().fieldError('stake')).toBe('Informe o valor da aposta.');
    run((f) => f.setStakeText('2,50'));
    expect(form().result?.ok).toBe(true);
  });

  it('settles a typed draw, and sends an incomplete one back to the first prize box', () => {
    const { form, run, submit } = setup('?premios=4735,0812,7790');
    run((f) => f.setPick(0, '09'));
    expect(form().drawPreview).toBeNull();
    expect(submit()).toEqual({ ok: false, focus: 'bet-draw-0' });
    expect(form().fieldError('draw')).toBe('O resultado deve ter de 5 a 10 prêmios, cada um com 4 dígitos.');
    run((f) => f.setTypedPrize(3, '3346'));
    run((f) => f.setTypedPrize(4, '1125'));
    expect(form().typedDraw.slice(0, 5)).toEqual(['4735', '0812', '7790', '3346', '1125']);
    expect(form().drawPreview).toHaveLength(5);
    expect(form().result).toMatchObject({ ok: true, settled: true, wins: true, payout: 36 });
  });

  it('carries picks over between modalities of the same kind, blanks them otherwise, and drops invertida where it does not apply', () => {
    const { form, run } = setup('?modalidade=CENTENA_SECO_1');
    run((f) => f.setPick(0, '735'));
    run((f) => f.setInvertida(true));
    run((f) => f.changeModality('MILHAR_SECO_1'));
    expect(form().picks).toEqual(['']);
    expect(form().invertida).toBe(true);
    run((f) => f.changeModality('GRUPO_SECO_1'));
    expect(form().invertida).toBe(false);
    run((f) => f.setPick(0, '16'));
    run((f) => f.changeModality('TERNO_GRUPO_1_5'));
    expect(form().picks).toEqual(['16', '', '']);
    run((f) => f.changeModality('not-a-modality'));
    expect(form().modality.key).toBe('TERNO_GRUPO_1_5');
  });

  it('asks to pick a stored result when the linked one is not on this device, once the device has answered', () => {
    const { form, run, submit, rerender } = setup('?resultado=gone', undefined);
    expect(form().storedLoaded).toBe(false);
    expect(form().wantedMissing).toBe(false);
    rerender([draw('r1')]);
    expect(form().wantedMissing).toBe(true);
    expect(form().storedId).toBe('');
    run((f) => f.setPick(0, '09'));
    expect(submit()).toEqual({ ok: false, focus: 'bet-stored' });
    expect(form().fieldError('draw')).toBe(PICK_STORED_MESSAGE);
    run((f) => f.setStoredId('r1'));
    expect(form().result).toMatchObject({ ok: true, settled: true, wins: true, payout: 36 });
  });

  it('offers the newest stored results, and the linked one even when it is older', () => {
    const rows = Array.from({ length: STORED_CHOICES + 5 }, (_, i) => draw(`r${i}`));
    expect(setup('', rows).form().storedChoices.map((d) => d.id)).toEqual(rows.slice(0, STORED_CHOICES).map((d) => d.id));
    const linked = setup(`?resultado=r${STORED_CHOICES + 2}`, rows).form();
    expect(linked.storedChoices).toHaveLength(STORED_CHOICES + 1);
    expect(linked.storedChoices[0]?.id).toBe(`r${STORED_CHOICES + 2}`);
  });
});
