import { GIFT_VALID_DAYS } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/index.js';
import { applyDelta, arrearsOf, balanceOf, EMPTY_ACCOUNT, giftExpiredDelta, grantRemaining, grantsWithRemaining, operatorDelta, usageDelta } from './ledger.js';

const at = new Date('2026-03-01T02:00:00Z');
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  return 'accepted';
};

describe('the ledger rules', () => {
  it('credits recharges and remittances to cash, gifts to gift valid a year', () => {
    expect(operatorDelta(EMPTY_ACCOUNT, { kind: 'recharge', amount: 100, note: '' }, at)).toMatchObject({ cash: 100, gift: 0, frozen: 0, channel: 'operator' });
    expect(operatorDelta(EMPTY_ACCOUNT, { kind: 'remittance', amount: 500, note: 'ref' }, at)).toMatchObject({ cash: 500, channel: 'bank', note: 'ref' });
    const gift = operatorDelta(EMPTY_ACCOUNT, { kind: 'gift', amount: 50, note: '' }, at);
    expect(gift).toMatchObject({ cash: 0, gift: 50 });
    expect(gift.expiresAt!.getTime() - at.getTime()).toBe(GIFT_VALID_DAYS * 86_400_000);
  });

  it('lets only an adjustment be negative, and asks adjustments, freezes and releases for a reason', () => {
    const account = { cash: 100, gift: 0, frozen: 30 };
    expect(refusal(() => operatorDelta(account, { kind: 'recharge', amount: -5, note: 'x' }, at))).toBe('errors.billing.negativeNotAdjust');
    expect(refusal(() => operatorDelta(account, { kind: 'adjust', amount: -5, note: ' ' }, at))).toBe('errors.billing.noteRequired');
    expect(refusal(() => operatorDelta(account, { kind: 'freeze', amount: 5, note: '' }, at))).toBe('errors.billing.noteRequired');
    expect(refusal(() => operatorDelta(account, { kind: 'unfreeze', amount: 5, note: '' }, at))).toBe('errors.billing.noteRequired');
    expect(operatorDelta(account, { kind: 'adjust', amount: -500, note: '更正' }, at)).toMatchObject({ cash: -500 });
  });

  it('freezes no more than the cash and releases no more than is frozen', () => {
    const account = { cash: 100, gift: 40, frozen: 30 };
    expect(refusal(() => operatorDelta(account, { kind: 'freeze', amount: 101, note: 'r' }, at))).toBe('errors.billing.freezeTooMuch');
    expect(operatorDelta(account, { kind: 'freeze', amount: 100, note: 'r' }, at)).toMatchObject({ cash: -100, frozen: 100 });
    expect(refusal(() => operatorDelta(account, { kind: 'unfreeze', amount: 31, note: 'r' }, at))).toBe('errors.billing.unfreezeTooMuch');
    expect(operatorDelta(account, { kind: 'unfreeze', amount: 30, note: 'r' }, at)).toMatchObject({ cash: 30, frozen: -30 });
  });

  it('spends gift first, then cash, into arrears', () => {
    const account = { cash: 10, gift: 25, frozen: 5 };
    const first = usageDelta(account, 'asr', 20, '');
    expect(first).toMatchObject({ kind: 'usage', channel: 'asr', gift: -20, cash: 0 });
    const after = applyDelta(account, first);
    const second = usageDelta(after, 'tts', 30, '');
    expect(second).toMatchObject({ gift: -5, cash: -25 });
    const last = applyDelta(after, second);
    expect(last).toEqual({ cash: -15, gift: 0, frozen: 5 });
    expect(balanceOf(last)).toBe(-15);
    expect(arrearsOf(last)).toBe(15);
    expect(arrearsOf(account)).toBe(0);
  });

  it('gives an ended gift back only what is unspent of it, spending the first to end first', () => {
    const day = (n: number) => new Date(at.getTime() + n * 86_400_000);
    const grants = [
      { id: 1, amount: 100, expiresAt: day(10) },
      { id: 2, amount: 50, expiresAt: day(20) },
      { id: 3, amount: 30, expiresAt: day(20) },
    ];
    // 180 given, 60 spent: taken from grant 1 first.
    expect(grantsWithRemaining(grants, 120).map((grant) => grant.remaining)).toEqual([40, 50, 30]);
    expect(giftExpiredDelta(grants, 120, grants[0]!)).toMatchObject({ kind: 'giftExpired', gift: -40, cash: 0 });
    // 130 spent: grant 1 gone, grant 2 half spent.
    expect(grantRemaining(grants, 50, grants[0]!)).toBe(0);
    expect(grantRemaining(grants, 50, grants[1]!)).toBe(20);
    expect(grantRemaining(grants, 50, grants[2]!)).toBe(30);
    expect(giftExpiredDelta(grants, 0, grants[2]!).gift).toBe(0);
  });
});
