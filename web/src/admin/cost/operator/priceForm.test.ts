import { describe, expect, it } from 'vitest';
import { priceList, priceText, priceTexts, priceValid } from './priceForm';

describe('the price list editor', () => {
  it('shows a price in yuan per the unit a person thinks in', () => {
    expect(priceText({ service: 'asr', per: 60_000, amount: 30 })).toBe('0.30');
    expect(priceText({ service: 'llm', per: 1000, amount: 2 })).toBe('20.00');
    // 1 fen per 7 characters: 1428.57 fen per 10 000 characters.
    expect(priceText({ service: 'tts', per: 7, amount: 1 })).toBe('14.2857');
    expect(priceTexts([{ service: 'sms', per: 1, amount: 5 }])).toEqual({ sms: '0.05' });
  });

  it('takes yuan at or above 0 with at most two decimals, empty for no price', () => {
    for (const good of ['', '0', '0.3', '12.50']) expect(priceValid(good)).toBe(true);
    for (const bad of ['-1', '0.001', 'x']) expect(priceValid(bad)).toBe(false);
  });

  it('stores a changed price per its friendly unit, keeps an unchanged one as it was, and leaves out the empty', () => {
    const stored = [
      { service: 'tts' as const, per: 7, amount: 1 },
      { service: 'asr' as const, per: 1000, amount: 1 },
    ];
    expect(priceList({ tts: '14.2857', asr: '0.50', sms: '0.06', llm: '' }, stored)).toEqual([
      { service: 'asr', per: 60_000, amount: 50 },
      { service: 'tts', per: 7, amount: 1 },
      { service: 'sms', per: 1, amount: 6 },
    ]);
  });
});
