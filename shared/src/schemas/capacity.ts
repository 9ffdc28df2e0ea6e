import { z } from 'zod';
import { blankToUndefined, idText } from './practiceFields.js';
import { BILLED_SERVICES } from './billing.js';

/**
 * What an organisation may use and has used (admin §7 `GET api/admin/v3/orgcapacity`, docs/billing.md
 * "Capacity"), and its metered usage by department and user. A limit the operator sets is checked
 * where the resource is asked for (a seat: adding, importing, registering people; storage: an upload;
 * AI minutes: starting a practice or a recognition); a request past it is refused whole with
 * 'Resources insufficient, contact account manager' (`errors.resourcesInsufficient`).
 */

/** A resource: how much is used and how much is allowed (null: no limit). */
export const capacityItemSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() }).strict();

/**
 * `GET api/admin/v3/orgcapacity`: seats (people in the organisation, not deleted), storage (bytes
 * stored) and AI minutes this calendar month (minutes of audio the server recognised, rounded up;
 * docs/billing.md "Capacity"), with the month they count.
 */
export const orgCapacitySchema = z
  .object({
    seats: capacityItemSchema,
    storage: capacityItemSchema,
    aiMinutes: capacityItemSchema,
    /** The calendar month (yyyy-MM, the organisation's zone) `aiMinutes` counts. */
    month: z.string(),
  })
  .strict();
export type OrgCapacity = z.infer<typeof orgCapacitySchema>;
export const orgCapacityResponseSchema = z.object({ successed: z.literal(true), capacity: orgCapacitySchema }).strict();

const limit = z.number({ error: 'billing.rules.limit' }).int({ error: 'billing.rules.limit' }).min(0, { error: 'billing.rules.limit' }).nullable();
/** `PUT api/admin/v3/cost/orgs/:id/limits` (operator): null removes a limit. Storage in bytes. */
export const capacityLimitsSchema = z.object({ seats: limit, storage: limit.refine((v) => v === null || v <= 1e15), aiMinutes: limit }).strict();
export type CapacityLimits = z.infer<typeof capacityLimitsSchema>;
export const capacityLimitsResponseSchema = z.object({ successed: z.literal(true), limits: capacityLimitsSchema }).strict();

export const USAGE_GROUPINGS = ['department', 'user'] as const;
export const USAGE_GRANULARITIES = ['day', 'week', 'month'] as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'billing.rules.day' });

/**
 * `GET api/admin/v3/cost/usage?start&end&by&granularity&service&departmentid` (costbaseinfo): the
 * metered usage in the period (days in the organisation's zone, at most 366), by department or
 * user, per day, week (starting Monday) or month. Its export: `…/cost/usage/export`, same query.
 */
export const usageReportQuerySchema = z.object({
  start: day,
  end: day,
  by: z.enum(USAGE_GROUPINGS, { error: 'billing.rules.by' }).default('department'),
  granularity: z.enum(USAGE_GRANULARITIES, { error: 'billing.rules.granularity' }).default('day'),
  service: z.preprocess(blankToUndefined, z.enum(BILLED_SERVICES, { error: 'billing.rules.service' }).optional()),
  departmentid: idText.default(''),
});
export type UsageReportQuery = z.infer<typeof usageReportQuerySchema>;

/** One cell: a department or user (`key`, '' for none), a period (its first day), a service, what it used and cost (fen). */
export const usageCellSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    period: z.string(),
    service: z.enum(BILLED_SERVICES),
    quantity: z.number().int(),
    output: z.number().int(),
    cost: z.number().int(),
  })
  .strict();
export type UsageCell = z.infer<typeof usageCellSchema>;
export const usageReportResponseSchema = z
  .object({ successed: z.literal(true), cells: z.array(usageCellSchema), periods: z.array(z.string()), total: z.number().int() })
  .strict();
