import { z } from 'zod';
import { blankToUndefined, listResponse, page, rows } from './practiceFields.js';

/**
 * The cost centre (admin-back-office §2 costbaseinfo / costpay / costdetails, §3 "Billing", §4
 * "Account"; docs/billing.md). Money is an integer count of the smallest unit (fen, 0.01 CNY) in
 * every field and column; every change of an organisation's money is one ledger row, and its
 * balance is the sum of its rows. The hosted edition bills; the private edition has no billing.
 */

/** The metered services a price list prices (usage rows' `service`, docs/providers.md "Usage"). */
export const BILLED_SERVICES = ['asr', 'tts', 'llm', 'embedding', 'video', 'sms', 'storage'] as const;
export type BilledService = (typeof BILLED_SERVICES)[number];

/**
 * What a ledger row records: money the operator recorded (a recharge, a bank remittance, a gift —
 * valid one year —, a correction), a freeze or its release, metered usage charged at the price
 * list, and the unspent part of a gift that reached its end.
 */
export const LEDGER_KINDS = ['recharge', 'remittance', 'gift', 'adjust', 'freeze', 'unfreeze', 'usage', 'giftExpired'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The entries the platform operator records by hand (`POST …/cost/orgs/:id/entries`). */
export const OPERATOR_ENTRY_KINDS = ['recharge', 'remittance', 'gift', 'adjust', 'freeze', 'unfreeze'] as const;
export type OperatorEntryKind = (typeof OPERATOR_ENTRY_KINDS)[number];

/** How long a gift stays spendable (admin §4: one year). */
export const GIFT_VALID_DAYS = 365;
/** The largest single entry the operator may record: 10 million yuan, in fen. */
export const ENTRY_AMOUNT_MAX = 1_000_000_000;
export const ENTRY_NOTE_MAX = 200;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'billing.rules.day' });
const optionalDay = z.preprocess(blankToUndefined, day.optional());

/** One gift still spendable: what was given, what is left of it, and its last moment (ISO). */
export const giftGrantSchema = z.object({ id: z.string(), amount: z.number().int(), remaining: z.number().int(), expiresat: z.string() }).strict();

/**
 * `GET api/admin/v3/cost/account` (costbaseinfo): the organisation's money, in fen. `balance` is
 * cash + gift (what may be spent); below 0 the organisation is in arrears (`arrears` = −balance)
 * and configuration, learning and training are refused. `billing` is false in the private edition
 * (every figure 0, nothing ever refused).
 */
export const costAccountSchema = z
  .object({
    billing: z.boolean(),
    currency: z.literal('CNY'),
    cash: z.number().int(),
    gift: z.number().int(),
    frozen: z.number().int(),
    balance: z.number().int(),
    arrears: z.number().int(),
    gifts: z.array(giftGrantSchema),
    /** Usage recorded but not yet charged (charged within a minute), priced now, in fen. */
    pending: z.number().int(),
  })
  .strict();
export type CostAccount = z.infer<typeof costAccountSchema>;
export const costAccountResponseSchema = z.object({ successed: z.literal(true), account: costAccountSchema }).strict();

/** `GET api/admin/v3/cost/bills?page&rows&kind&start&end` (costdetails): newest first. */
export const billListQuerySchema = z.object({
  page,
  rows,
  kind: z.preprocess(blankToUndefined, z.enum(LEDGER_KINDS, { error: 'billing.rules.kind' }).optional()),
  start: optionalDay,
  end: optionalDay,
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;

/**
 * One bill row (admin §3: time, type, channel, income, expense, balance). `channel` is who or what
 * moved the money: 'operator', 'bank', 'online', 'system', or a usage row's service. `income` and
 * `expense` are ≥ 0 (one of them 0); `balance` is the balance after the row.
 */
export const billRowSchema = z
  .object({
    id: z.string(),
    time: z.string(),
    kind: z.enum(LEDGER_KINDS),
    channel: z.string(),
    income: z.number().int(),
    expense: z.number().int(),
    balance: z.number().int(),
    note: z.string(),
  })
  .strict();
export type BillRow = z.infer<typeof billRowSchema>;
export const billListResponseSchema = listResponse(billRowSchema);

/** `POST api/admin/v3/cost/orgs/:id/entries` (costpay, the platform operator only). */
export const operatorEntryRequestSchema = z
  .object({
    kind: z.enum(OPERATOR_ENTRY_KINDS, { error: 'billing.rules.kind' }),
    /** In fen; positive, except an `adjust`, which may take money away (never 0). */
    amount: z
      .number({ error: 'billing.rules.amount' })
      .int({ error: 'billing.rules.amount' })
      .min(-ENTRY_AMOUNT_MAX, { error: 'billing.rules.amount' })
      .max(ENTRY_AMOUNT_MAX, { error: 'billing.rules.amount' })
      .refine((value) => value !== 0, { error: 'billing.rules.amount' }),
    /** The bank's reference of a remittance, or why (required for adjust, freeze and unfreeze). */
    note: z.string().trim().max(ENTRY_NOTE_MAX, { error: 'billing.rules.noteTooLong' }).default(''),
  })
  .strict();
export type OperatorEntryRequest = z.infer<typeof operatorEntryRequestSchema>;
export const operatorEntryResponseSchema = z.object({ successed: z.literal(true), account: costAccountSchema, bill: billRowSchema }).strict();

/** `GET api/admin/v3/cost/orgs?page&rows&keyword` (costpay, operator): every organisation with its money. */
export const costOrgListQuerySchema = z.object({ page, rows, keyword: z.string().trim().max(64).default('') });
export const costOrgSchema = z
  .object({ id: z.string(), name: z.string(), cash: z.number().int(), gift: z.number().int(), frozen: z.number().int(), balance: z.number().int() })
  .strict();
export type CostOrg = z.infer<typeof costOrgSchema>;
export const costOrgListResponseSchema = listResponse(costOrgSchema);

/**
 * A price: `amount` fen for every `per` units of the service (milliseconds of audio, characters,
 * tokens, messages, bytes, seconds of video). Fractions of a fen are carried to the next charge,
 * never rounded away.
 */
export const priceSchema = z
  .object({
    service: z.enum(BILLED_SERVICES),
    per: z.number({ error: 'billing.rules.per' }).int({ error: 'billing.rules.per' }).min(1, { error: 'billing.rules.per' }).max(1_000_000_000_000),
    amount: z.number({ error: 'billing.rules.price' }).int({ error: 'billing.rules.price' }).min(0, { error: 'billing.rules.price' }).max(1_000_000_000),
  })
  .strict();
export type Price = z.infer<typeof priceSchema>;
/** `GET|PUT api/admin/v3/cost/prices` (the operator sets, every organisation reads): one price per service. */
export const priceListSchema = z.object({ prices: z.array(priceSchema).max(BILLED_SERVICES.length) }).strict();
export const priceListResponseSchema = z.object({ successed: z.literal(true), prices: z.array(priceSchema) }).strict();
