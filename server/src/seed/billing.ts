import type { Price } from '@peilian/shared';
import { chargeOrganisation } from '../billing/charging.js';
import { operatorDelta } from '../billing/ledger.js';
import type { Db } from '../db/client.js';
import { appendLedgerEntry, inAccountTransaction, ledgerSums } from '../data/ledger.js';
import { listPrices, replacePrices } from '../data/prices.js';
import { insertUsage } from '../data/usage.js';
import { findUserByAccount } from '../data/users.js';

/**
 * The demo's cost centre (docs/billing.md "Prices"): the platform's price list, and for the demo
 * organisation a bank remittance of 5 000 yuan and a gift of 500 yuan four weeks ago, then three
 * weeks of practice usage charged day by day, so the account and the bill list have something to
 * show. Only what is missing is added: an organisation with a ledger is left alone.
 */

/** Realistic CNY prices, in fen. */
export const DEMO_PRICES: readonly Price[] = [
  { service: 'asr', per: 3_600_000, amount: 120 }, // 1.20 yuan per hour of audio recognised
  { service: 'tts', per: 10_000, amount: 200 }, // 2.00 yuan per 10 000 characters voiced
  { service: 'llm', per: 1_000_000, amount: 200 }, // 2.00 yuan per million tokens in and out
  { service: 'embedding', per: 1_000_000, amount: 50 }, // 0.50 yuan per million tokens embedded
  { service: 'video', per: 60, amount: 10 }, // 0.10 yuan per minute of video processed
  { service: 'sms', per: 1, amount: 5 }, // 0.05 yuan per message
  { service: 'storage', per: 1_073_741_824, amount: 12 }, // 0.12 yuan per GiB recorded
];

const DAY_MS = 86_400_000;
const USAGE_DAYS = 21;
const LEARNERS = ['learner01', 'learner02', 'learner03'];

/** A day's practice: minutes of recognition, characters voiced and model tokens, varying by day. */
function dayUsage(day: number) {
  const busy = 1 + ((day * 7) % 5) / 4; // 1 to 2
  return {
    asrMs: Math.round(4 * 3_600_000 * busy),
    ttsChars: Math.round(90_000 * busy),
    llmIn: Math.round(2_400_000 * busy),
    llmOut: Math.round(600_000 * busy),
  };
}

export async function seedBilling(db: Db, orgId: string, now: Date): Promise<void> {
  if ((await listPrices(db)).length === 0) await replacePrices(db, DEMO_PRICES, now);
  if ((await ledgerSums(db, orgId)).rows > 0) return;
  const start = new Date(now.getTime() - (USAGE_DAYS + 7) * DAY_MS);
  const by = (await findUserByAccount(db, 'superadmin'))?.user.id ?? null;
  const record = (entry: { kind: 'remittance' | 'gift'; amount: number; note: string }) =>
    inAccountTransaction(db, orgId, (tx, account) =>
      appendLedgerEntry(tx, orgId, account, { ...operatorDelta(account, entry, start), at: start, createdBy: by }),
    );
  await record({ kind: 'remittance', amount: 500_000, note: '招商银行 汇款 20250301-0017' });
  await record({ kind: 'gift', amount: 50_000, note: '开户赠送' });

  const learners = (await Promise.all(LEARNERS.map((account) => findUserByAccount(db, account)))).map((found) => found?.user.id ?? null);
  const prices = await listPrices(db);
  for (let day = 0; day < USAGE_DAYS; day += 1) {
    const at = new Date(start.getTime() + (day + 7) * DAY_MS + 10 * 3_600_000);
    const use = dayUsage(day);
    const userId = learners[day % learners.length] ?? null;
    const base = { orgId, userId, subject: 'practice', subjectId: '', at };
    await insertUsage(db, { ...base, service: 'asr', provider: 'tencent', quantity: use.asrMs });
    await insertUsage(db, { ...base, service: 'tts', provider: 'tencent', quantity: use.ttsChars });
    await insertUsage(db, { ...base, service: 'llm', provider: 'openai', quantity: use.llmIn, output: use.llmOut });
    await chargeOrganisation(db, orgId, prices, new Date(at.getTime() + 3_600_000));
  }
}
