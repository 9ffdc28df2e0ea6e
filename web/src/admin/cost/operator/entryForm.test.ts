import { describe, expect, it } from 'vitest';
import { amountIssue, entryRequest, noteIssue } from './entryForm';

describe("the operator's entry", () => {
  it('takes yuan with at most two decimals, not 0, at most 10 million, negative only for an adjustment', () => {
    expect(amountIssue('remittance', '5000.10')).toBeNull();
    expect(amountIssue('adjust', '-12.5')).toBeNull();
    expect(amountIssue('recharge', '-12.5')).toBe('billing.operator.amountPositive');
    expect(amountIssue('gift', '0')).toBe('billing.operator.amountInvalid');
    expect(amountIssue('gift', '0.001')).toBe('billing.operator.amountInvalid');
    expect(amountIssue('recharge', '10000000.00')).toBeNull();
    expect(amountIssue('recharge', '10000000.01')).toBe('billing.operator.amountInvalid');
    expect(amountIssue('recharge', 'abc')).toBe('billing.operator.amountInvalid');
  });

  it('asks why for an adjustment, a freeze and its release, and holds a note to 200 characters', () => {
    expect(noteIssue('remittance', '')).toBeNull();
    for (const kind of ['adjust', 'freeze', 'unfreeze'] as const) {
      expect(noteIssue(kind, '  ')).toBe('billing.operator.noteRequired');
      expect(noteIssue(kind, '对账差额')).toBeNull();
    }
    expect(noteIssue('gift', 'x'.repeat(201))).toBe('billing.rules.noteTooLong');
  });

  it('sends the amount in fen, exactly', () => {
    expect(entryRequest({ kind: 'remittance', amount: '0.29', note: ' HX-2026-001 ' })).toEqual({ kind: 'remittance', amount: 29, note: 'HX-2026-001' });
    expect(entryRequest({ kind: 'adjust', amount: '-1,000.07', note: '更正' })).toEqual({ kind: 'adjust', amount: -100007, note: '更正' });
  });
});
