import type { BilledService, Price } from '@peilian/shared';
import type { Db } from '../db/client.js';
import {
  appendLedgerEntry,
  claimUnchargedUsage,
  inAccountTransaction,
  liveGrants,
  markUsageCharged,
  meterCarries,
  saveMeterCarry,
  settleGrant,
  type AccountFigures,
  type UnchargedUsage,
} from '../data/ledger.js';
import { applyDelta, giftExpiredDelta, spendingOrder, usageDelta, type LedgerDelta } from './ledger.js';
import { billedUnits, charge, priceOf } from './pricing.js';

/**
 * Charging an organisation's metered usage (docs/billing.md "Charging"): its uncharged usage rows,
 * claimed under its locked account, summed by service and priced with the carry of each service, one
 * `usage` ledger row per service that costs at least a fen; every claimed row is marked charged,
 * free ones too (the carry keeps what they cost below a fen). Then the gifts whose end has come give
 * back their unspent part (`giftExpired`).
 */

/** Usage rows charged per organisation and tick at most; the next tick takes the rest. */
export const CHARGE_BATCH = 5000;

/** What one organisation's charge did. */
export interface ChargeOutcome {
  /** Usage rows marked charged. */
  charged: number;
  /** Gifts whose end was settled. */
  settled: number;
  /** The organisation's arrears flag changed. */
  arrearsChanged: boolean;
}

/** A usage row's note: the units charged and the price, e.g. `360000 × 2 / 60000`. */
const usageNote = (units: number, price: Pick<Price, 'per' | 'amount'>) => `${units} × ${price.amount} / ${price.per}`;

/** Appends `delta` after `account` and answers the account after it. */
async function append(tx: Db, orgId: string, account: AccountFigures, delta: LedgerDelta, at: Date, grantId?: number) {
  const row = await appendLedgerEntry(tx, orgId, account, { ...delta, at, grantId: grantId ?? null });
  return { row, account: applyDelta(account, delta) };
}

async function chargeUsage(tx: Db, orgId: string, start: AccountFigures, prices: readonly Price[], now: Date) {
  let account = start;
  const claimed = await claimUnchargedUsage(tx, orgId, CHARGE_BATCH);
  const byService = new Map<string, UnchargedUsage[]>();
  for (const row of claimed) byService.set(row.service, [...(byService.get(row.service) ?? []), row]);
  const carries = await meterCarries(tx, orgId);
  for (const [service, rows] of [...byService].sort(([a], [b]) => a.localeCompare(b))) {
    const ids = rows.map((row) => row.id);
    const price = priceOf(prices, service as BilledService);
    let ledgerId: number | null = null;
    if (price) {
      const units = rows.reduce((sum, row) => sum + billedUnits(row), 0);
      const { fen, carry } = charge(units, price, carries.get(service) ?? 0);
      await saveMeterCarry(tx, orgId, service, carry);
      if (fen > 0) {
        const appended = await append(tx, orgId, account, usageDelta(account, service, fen, usageNote(units, price)), now);
        account = appended.account;
        ledgerId = appended.row.id;
      }
    }
    await markUsageCharged(tx, orgId, ids, ledgerId, now);
  }
  return { account, charged: claimed.length };
}

/** Settles every gift whose end has come, oldest-ending first: its unspent part leaves the gift. */
async function settleEndedGifts(tx: Db, orgId: string, start: AccountFigures, now: Date) {
  let account = start;
  let live = await liveGrants(tx, orgId);
  let settled = 0;
  for (const grant of spendingOrder(live)) {
    if (grant.expiresAt > now) break;
    const delta = giftExpiredDelta(live, account.gift, grant);
    if (delta.gift !== 0) account = (await append(tx, orgId, account, delta, now, grant.id)).account;
    await settleGrant(tx, orgId, grant.id);
    live = live.filter((candidate) => candidate.id !== grant.id);
    settled += 1;
  }
  return { account, settled };
}

/** Charges the organisation's uncharged usage at `prices` and settles its ended gifts, in one transaction. */
export async function chargeOrganisation(db: Db, orgId: string, prices: readonly Price[], now: Date): Promise<ChargeOutcome> {
  const done = await inAccountTransaction(db, orgId, async (tx, account) => {
    const usage = await chargeUsage(tx, orgId, account, prices, now);
    const gifts = await settleEndedGifts(tx, orgId, usage.account, now);
    return { charged: usage.charged, settled: gifts.settled };
  });
  return done ? { ...done.result, arrearsChanged: done.arrearsChanged } : { charged: 0, settled: 0, arrearsChanged: false };
}
