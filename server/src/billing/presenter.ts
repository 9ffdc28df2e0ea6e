import type { BillRow, CostAccount, LedgerKind } from '@peilian/shared';
import type { LedgerEntryRow } from '../db/schema/index.js';
import type { AccountFigures, LiveGrant } from '../data/ledger.js';
import { arrearsOf, balanceOf, grantsWithRemaining } from './ledger.js';

/**
 * A ledger row as a bill row (admin §3: time, type, channel, income, expense, balance): what it
 * moved in or out of the balance (cash + gift) — a freeze is an expense of the balance, its release
 * an income — and the balance after it.
 */
export function presentBill(row: LedgerEntryRow): BillRow {
  const moved = row.cash + row.gift;
  return {
    id: String(row.id),
    time: row.at.toISOString(),
    kind: row.kind as LedgerKind,
    channel: row.channel,
    income: Math.max(0, moved),
    expense: Math.max(0, -moved),
    balance: row.cashAfter + row.giftAfter,
    note: row.note,
  };
}

/** The account of an edition that bills: the figures, the live gifts with what is left of each, and the usage not yet charged. */
export function presentAccount(figures: AccountFigures, grants: readonly LiveGrant[], pending: number): CostAccount {
  return {
    billing: true,
    currency: 'CNY',
    ...figures,
    balance: balanceOf(figures),
    arrears: arrearsOf(figures),
    gifts: grantsWithRemaining(grants, figures.gift).map((grant) => ({
      id: String(grant.id),
      amount: grant.amount,
      remaining: grant.remaining,
      expiresat: grant.expiresAt.toISOString(),
    })),
    pending,
  };
}

/** The private edition's account: no billing, every figure 0. */
export const NO_BILLING: CostAccount = {
  billing: false,
  currency: 'CNY',
  cash: 0,
  gift: 0,
  frozen: 0,
  balance: 0,
  arrears: 0,
  gifts: [],
  pending: 0,
};
