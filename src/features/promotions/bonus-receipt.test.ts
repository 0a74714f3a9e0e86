import { describe, expect, it } from 'vitest';
import { detailLines, isBonusCode, isReceiptId, parseBonusReceipt } from './bonus-receipt';

const row = {
  id: '5e0d0000-0000-4000-8000-000000000041',
  short_code: 'DEMO7K2QX9',
  customer_name: 'Maria Cliente',
  bonus_title: 'Bônus de Boas-Vindas',
  amount: 50,
  issued_at: '2026-11-20T17:30:00+00:00',
  details: { deposito: 100, percentual: 50, observacao: 'Comprovante de demonstração' },
};

describe('parseBonusReceipt', () => {
  it('reads the rpc answer', () => {
    expect(parseBonusReceipt(row)).toEqual({
      id: row.id,
      shortCode: 'DEMO7K2QX9',
      customerName: 'Maria Cliente',
      bonusTitle: 'Bônus de Boas-Vindas',
      amount: 50,
      issuedAt: row.issued_at,
      details: row.details,
    });
  });

  it('accepts a numeric amount sent as a string', () => {
    expect(parseBonusReceipt({ ...row, amount: '50.00' })?.amount).toBe(50);
  });

  it('returns null for an empty answer or a malformed one', () => {
    expect(parseBonusReceipt(null)).toBeNull();
    expect(parseBonusReceipt([])).toBeNull();
    expect(parseBonusReceipt({ ...row, amount: 'muito' })).toBeNull();
    expect(parseBonusReceipt({ ...row, customer_name: '' })).toBeNull();
    expect(parseBonusReceipt({ ...row, issued_at: 'ontem' })).toBeNull();
  });

  it('treats missing details as none', () => {
    expect(parseBonusReceipt({ ...row, details: null })?.details).toEqual({});
  });
});

describe('presentation', () => {
  it('labels and formats known details and tidies unknown keys', () => {
    expect(detailLines({ ...row.details, forma_pagamento: 'Pix', primeira_vez: true, nested: { a: 1 }, vazio: ' ' })).toEqual([
      { label: 'Depósito', value: 'R$\u00a0100,00' },
      { label: 'Percentual', value: '50%' },
      { label: 'Observação', value: 'Comprovante de demonstração' },
      { label: 'Forma pagamento', value: 'Pix' },
      { label: 'Primeira vez', value: 'Sim' },
    ]);
  });
});

describe('input checks', () => {
  it('recognises receipt ids and plausible codes', () => {
    expect(isReceiptId(row.id)).toBe(true);
    expect(isReceiptId('123')).toBe(false);
    expect(isBonusCode('DEMO7K2QX9')).toBe(true);
    expect(isBonusCode(' demo7k2qx9 ')).toBe(true);
    expect(isBonusCode('x')).toBe(false);
    expect(isBonusCode('DEMO;drop')).toBe(false);
  });
});
