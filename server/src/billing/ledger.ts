import { GIFT_VALID_DAYS, type LedgerKind, type OperatorEntryKind } from '@peilian/shared';
import { appError } from '../errors/index.js';

/**
 * The rules of an organisation's ledger (docs/billing.md "Ledger"), without the database: what one
 * entry does to the account. Money is whole fen. `cash` is what was paid (it may fall below 0:
 * arrears), `gift` what was given (spent first, each grant valid `GIFT_VALID_DAYS`), `frozen` cash
 * held aside by the operator. The balance — what may be spent — is cash + gift.
 */

export interface AccountState {
  cash: number;
  gift: number;
  frozen: number;
}

export const EMPTY_ACCOUNT: AccountState = { cash: 0, gift: 0, frozen: 0 };

/** One entry's effect: the deltas of the three parts (their sum over the ledger is the account). */
export interface LedgerDelta {
  kind: LedgerKind;
  channel: string;
  cash: number;
  gift: number;
  frozen: number;
  note: string;
  /** A gift's last moment. */
  expiresAt?: Date;
}

/** A gift grant not yet settled: what was given and when it ends. */
export interface GiftGrant {
  id: number;
  amount: number;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;

/** What may be spent: cash and gift together. */
export const balanceOf = (state: AccountState): number => state.cash + state.gift;

/** What the organisation owes: the balance below 0, else 0. */
export const arrearsOf = (state: AccountState): number => Math.max(0, -balanceOf(state));

/** The account after `delta`. */
export function applyDelta(state: AccountState, delta: Pick<LedgerDelta, 'cash' | 'gift' | 'frozen'>): AccountState {
  return { cash: state.cash + delta.cash, gift: state.gift + delta.gift, frozen: state.frozen + delta.frozen };
}

/** The channel of an entry the operator records: a remittance came through the bank, the rest by the operator's hand. */
const OPERATOR_CHANNEL: Record<OperatorEntryKind, string> = {
  recharge: 'operator',
  remittance: 'bank',
  gift: 'operator',
  adjust: 'operator',
  freeze: 'operator',
  unfreeze: 'operator',
};

/**
 * The deltas of an entry the operator records at `at`, or the refusal: only an adjustment may be
 * negative; an adjustment, freeze or release needs a note; a freeze holds no more than the cash, a
 * release frees no more than is frozen. A gift is valid `GIFT_VALID_DAYS` from `at`.
 */
export function operatorDelta(state: AccountState, entry: { kind: OperatorEntryKind; amount: number; note: string }, at: Date): LedgerDelta {
  const { kind, amount } = entry;
  const note = entry.note.trim();
  if (amount < 0 && kind !== 'adjust') throw appError('errors.billing.negativeNotAdjust');
  if ((kind === 'adjust' || kind === 'freeze' || kind === 'unfreeze') && note === '') throw appError('errors.billing.noteRequired');
  const base = { kind, channel: OPERATOR_CHANNEL[kind], cash: 0, gift: 0, frozen: 0, note };
  switch (kind) {
    case 'recharge':
    case 'remittance':
    case 'adjust':
      return { ...base, cash: amount };
    case 'gift':
      return { ...base, gift: amount, expiresAt: new Date(at.getTime() + GIFT_VALID_DAYS * DAY_MS) };
    case 'freeze':
      if (amount > state.cash) throw appError('errors.billing.freezeTooMuch');
      return { ...base, cash: -amount, frozen: amount };
    case 'unfreeze':
      if (amount > state.frozen) throw appError('errors.billing.unfreezeTooMuch');
      return { ...base, cash: amount, frozen: -amount };
  }
}

/** Usage of `service` charged `fen`: taken from the gift while any is left, the rest from cash (which may go below 0). */
export function usageDelta(state: AccountState, service: string, fen: number, note: string): LedgerDelta {
  const fromGift = Math.min(Math.max(state.gift, 0), fen);
  return { kind: 'usage', channel: service, cash: fromGift - fen, gift: 0 - fromGift, frozen: 0, note };
}

/** Grants in the order gift money is spent: the one ending first first (the older grant on a tie). */
export function spendingOrder<G extends GiftGrant>(grants: readonly G[]): G[] {
  return [...grants].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
}

/**
 * What is left of `grant` when the gift balance is `gift` and gift money is spent oldest-ending
 * first: the balance covers the grants ending after it before it, so its remaining is
 * max(0, min(amount, gift − the amounts of the live grants ending after it)).
 */
export function grantRemaining(grants: readonly GiftGrant[], gift: number, grant: GiftGrant): number {
  const ordered = spendingOrder(grants);
  const at = ordered.findIndex((candidate) => candidate.id === grant.id);
  const after = ordered.slice(at + 1).reduce((sum, candidate) => sum + candidate.amount, 0);
  return Math.max(0, Math.min(grant.amount, gift - after));
}

/** Every live grant with what is left of it, in spending order. */
export function grantsWithRemaining<G extends GiftGrant>(grants: readonly G[], gift: number): (G & { remaining: number })[] {
  return spendingOrder(grants).map((grant) => ({ ...grant, remaining: grantRemaining(grants, gift, grant) }));
}

/** The end of a grant: its unspent part leaves the gift (a `giftExpired` row, which may be of 0 fen). */
export function giftExpiredDelta(grants: readonly GiftGrant[], gift: number, grant: GiftGrant): LedgerDelta {
  const remaining = grantRemaining(grants, gift, grant);
  return { kind: 'giftExpired', channel: 'system', cash: 0, gift: 0 - remaining, frozen: 0, note: '' };
}
