import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { billingMeters, ledgerEntries, organisations, usageRecords, type LedgerEntryRow } from '../db/schema/index.js';
import { markArrears } from './organisations.js';

/**
 * An organisation's ledger (docs/billing.md "Ledger"): its rows, written one at a time per
 * organisation inside `inAccountTransaction`, which locks the organisation's row, and the usage rows
 * the charging job claims. The rules of what a row does are `billing/ledger.ts`.
 */

/** The three parts of an account, in fen. */
export interface AccountFigures {
  cash: number;
  gift: number;
  frozen: number;
}

/** A new ledger row: its deltas and what it is. */
export interface NewLedgerEntry {
  kind: string;
  channel: string;
  cash: number;
  gift: number;
  frozen: number;
  note: string;
  at: Date;
  createdBy?: string | null;
  expiresAt?: Date | null;
  grantId?: number | null;
}

const ZERO: AccountFigures = { cash: 0, gift: 0, frozen: 0 };

/** The account after the organisation's last row (all 0 before any). */
export async function accountFigures(db: Db, orgId: string): Promise<AccountFigures> {
  const [last] = await db
    .select({ cash: ledgerEntries.cashAfter, gift: ledgerEntries.giftAfter, frozen: ledgerEntries.frozenAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orgId, orgId))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return last ?? ZERO;
}

/** The sums of the organisation's deltas (the test's check that the ledger adds up). */
export async function ledgerSums(db: Db, orgId: string): Promise<AccountFigures & { rows: number }> {
  const [sums] = await db
    .select({
      cash: sql<string>`coalesce(sum(${ledgerEntries.cash}), 0)`,
      gift: sql<string>`coalesce(sum(${ledgerEntries.gift}), 0)`,
      frozen: sql<string>`coalesce(sum(${ledgerEntries.frozen}), 0)`,
      rows: count(),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orgId, orgId));
  return { cash: Number(sums?.cash ?? 0), gift: Number(sums?.gift ?? 0), frozen: Number(sums?.frozen ?? 0), rows: sums?.rows ?? 0 };
}

/**
 * Runs `work` in one transaction holding the organisation's row (`for update`), so the
 * organisation's ledger rows are written one at a time whichever process writes them; `work` is
 * given the account as the last row left it. Then the organisation's arrears flag follows the
 * balance (cash + gift below 0), in the same transaction. `arrearsChanged`: the flag changed.
 * Undefined when the organisation does not exist.
 */
export async function inAccountTransaction<T>(
  db: Db,
  orgId: string,
  work: (tx: Db, account: AccountFigures) => Promise<T>,
): Promise<{ result: T; account: AccountFigures; arrearsChanged: boolean } | undefined> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [org] = await tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, orgId)).for('update');
    if (!org) return undefined;
    const result = await work(tx, await accountFigures(tx, orgId));
    const account = await accountFigures(tx, orgId);
    const arrearsChanged = await markArrears(tx, orgId, account.cash + account.gift < 0);
    return { result, account, arrearsChanged };
  });
}

/** Appends one row after `account` (inside `inAccountTransaction`): its *_after are `account` plus its deltas. */
export async function appendLedgerEntry(tx: Db, orgId: string, account: AccountFigures, entry: NewLedgerEntry): Promise<LedgerEntryRow> {
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      orgId,
      at: entry.at,
      kind: entry.kind,
      channel: entry.channel,
      cash: entry.cash,
      gift: entry.gift,
      frozen: entry.frozen,
      cashAfter: account.cash + entry.cash,
      giftAfter: account.gift + entry.gift,
      frozenAfter: account.frozen + entry.frozen,
      note: entry.note,
      createdBy: entry.createdBy ?? null,
      expiresAt: entry.expiresAt ?? null,
      grantId: entry.grantId ?? null,
    })
    .returning();
  return row!;
}

/** A gift not yet settled: what it gave and its last moment. */
export interface LiveGrant {
  id: number;
  amount: number;
  expiresAt: Date;
}

/** The organisation's gifts whose end is not settled yet. */
export async function liveGrants(db: Db, orgId: string): Promise<LiveGrant[]> {
  const rows = await db
    .select({ id: ledgerEntries.id, amount: ledgerEntries.gift, expiresAt: ledgerEntries.expiresAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.kind, 'gift'), eq(ledgerEntries.expirySettled, false)))
    .orderBy(asc(ledgerEntries.expiresAt), asc(ledgerEntries.id));
  return rows.map((row) => ({ id: row.id, amount: row.amount, expiresAt: row.expiresAt ?? new Date(0) }));
}

/** Marks a gift's end settled (inside `inAccountTransaction`). */
export async function settleGrant(tx: Db, orgId: string, id: number): Promise<void> {
  await tx
    .update(ledgerEntries)
    .set({ expirySettled: true })
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.id, id)));
}

/** Across organisations: the organisations with a gift whose end has come and is not settled. */
export async function organisationsWithEndedGifts(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgId: ledgerEntries.orgId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'gift'), eq(ledgerEntries.expirySettled, false), lte(ledgerEntries.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.orgId);
}

/** Across organisations: the organisations with usage rows not charged yet. */
export async function organisationsWithUnchargedUsage(db: Db, limit: number): Promise<string[]> {
  const rows = await db.selectDistinct({ orgId: usageRecords.orgId }).from(usageRecords).where(isNull(usageRecords.chargedAt)).limit(limit);
  return rows.map((row) => row.orgId);
}

/** A usage row as charging reads it. */
export interface UnchargedUsage {
  id: number;
  service: string;
  quantity: number;
  output: number;
}

/**
 * Claims up to `limit` of the organisation's uncharged usage rows, oldest first (inside
 * `inAccountTransaction`; `for update skip locked`: a row another transaction holds is left to it).
 */
export async function claimUnchargedUsage(tx: Db, orgId: string, limit: number): Promise<UnchargedUsage[]> {
  return tx
    .select({ id: usageRecords.id, service: usageRecords.service, quantity: usageRecords.quantity, output: usageRecords.output })
    .from(usageRecords)
    .where(and(eq(usageRecords.orgId, orgId), isNull(usageRecords.chargedAt)))
    .orderBy(asc(usageRecords.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks usage rows charged at `at` by the ledger row `ledgerId` (null: they cost nothing). */
export async function markUsageCharged(tx: Db, orgId: string, ids: readonly number[], ledgerId: number | null, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(usageRecords)
    .set({ chargedAt: at, ledgerId })
    .where(and(eq(usageRecords.orgId, orgId), inArray(usageRecords.id, [...ids]), isNull(usageRecords.chargedAt)));
}

/** The organisation's uncharged usage, summed by service (an LLM row's prompt and completion tokens together). */
export async function unchargedUsageByService(db: Db, orgId: string): Promise<{ service: string; units: number }[]> {
  const rows = await db
    .select({ service: usageRecords.service, units: sql<string>`sum(${usageRecords.quantity}::bigint + ${usageRecords.output})` })
    .from(usageRecords)
    .where(and(eq(usageRecords.orgId, orgId), isNull(usageRecords.chargedAt)))
    .groupBy(usageRecords.service);
  return rows.map((row) => ({ service: row.service, units: Number(row.units) }));
}

/** The organisation's carries by service (fractions of a fen, in fen × per). */
export async function meterCarries(db: Db, orgId: string): Promise<Map<string, number>> {
  const rows = await db.select().from(billingMeters).where(eq(billingMeters.orgId, orgId));
  return new Map(rows.map((row) => [row.service, row.carry]));
}

/** Keeps a service's carry. */
export async function saveMeterCarry(tx: Db, orgId: string, service: string, carry: number): Promise<void> {
  await tx
    .insert(billingMeters)
    .values({ orgId, service, carry })
    .onConflictDoUpdate({ target: [billingMeters.orgId, billingMeters.service], set: { carry } });
}

/** Which bill rows a list shows: a kind, and the instants [from, to). */
export interface BillFilter {
  kind?: string;
  from?: Date;
  to?: Date;
}

/** One page of the organisation's ledger rows, newest first, and how many match. */
export async function listLedgerEntries(
  db: Db,
  orgId: string,
  filter: BillFilter,
  pageOf: { offset: number; limit: number },
): Promise<{ rows: LedgerEntryRow[]; total: number }> {
  const filters: SQL[] = [];
  if (filter.kind) filters.push(eq(ledgerEntries.kind, filter.kind));
  if (filter.from) filters.push(gte(ledgerEntries.at, filter.from));
  if (filter.to) filters.push(lt(ledgerEntries.at, filter.to));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, orgId), ...filters))
      .orderBy(desc(ledgerEntries.id))
      .offset(pageOf.offset)
      .limit(pageOf.limit),
    db
      .select({ total: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, orgId), ...filters)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** An organisation with its account, for the operator. */
export interface OrganisationAccount extends AccountFigures {
  id: string;
  name: string;
}

/**
 * Across organisations: one page of every organisation whose name holds `keyword`, with the account
 * its last ledger row left (the platform operator's list), oldest organisation first.
 */
export async function listOrganisationAccounts(
  db: Db,
  keyword: string,
  pageOf: { offset: number; limit: number },
): Promise<{ rows: OrganisationAccount[]; total: number }> {
  const where = keyword ? ilike(organisations.name, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const last = (column: string) =>
    sql<string | null>`(select l.${sql.raw(column)} from ledger_entries l where l.org_id = organisations.id order by l.id desc limit 1)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: organisations.id, name: organisations.name, cash: last('cash_after'), gift: last('gift_after'), frozen: last('frozen_after') })
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.createdAt), asc(organisations.id))
      .offset(pageOf.offset)
      .limit(pageOf.limit),
    db.select({ total: count() }).from(organisations).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ id: row.id, name: row.name, cash: Number(row.cash ?? 0), gift: Number(row.gift ?? 0), frozen: Number(row.frozen ?? 0) })),
    total: total?.total ?? 0,
  };
}
