import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { daysSettingSchema } from './daysSetting.js';
import { taskPageSchema, taskRowsSchema } from './taskFields.js';

/**
 * The recycle bin (admin §2 recyclebin, isadmin 100; §4 "Recycle bin: restore or delete permanently";
 * docs/decisions.md "The recycle bin"): every deletion of the back office, by the kind of record it took.
 */
export const RECYCLE_KINDS = [
  'user',
  'department',
  'position',
  'role',
  'package',
  'task',
  'paper',
  'faq',
  'speech',
  'customer',
  'scorerule',
  'digitalhuman',
  'audio',
  'hotword',
  'synonym',
  'level',
  'badge',
  'catalogue',
  'banner',
  'checkin',
  'notifytemplate',
  'dialogcollect',
  'knowledgedoc',
] as const;
export type RecycleKind = (typeof RECYCLE_KINDS)[number];

export const recycleKindLabel = (kind: RecycleKind): MessageKey => `recycleBin.kinds.${kind}`;

/** Days a deletion stays in the bin before it is deleted for good (系统设置 回收站保留天数). */
export const RECYCLE_DAYS = { min: 7, max: 365, default: 30 } as const;

/** `GET api/admin/system/recyclebin?page&rows&kind`: what was deleted, most recent first. */
export const recycleBinQuerySchema = z.object({
  page: taskPageSchema,
  rows: taskRowsSchema,
  kind: z.enum(RECYCLE_KINDS).optional(),
});
export type RecycleBinQuery = z.output<typeof recycleBinQuerySchema>;

export const recycledItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(RECYCLE_KINDS),
    /** The first record the deletion took. */
    title: z.string(),
    /** How many records of its kind it took (a batch deletion is one entry). */
    count: z.number().int().nonnegative(),
    deletedate: z.string(),
    deleter: z.string(),
    /** When it is deleted for good unless restored. */
    purgedate: z.string(),
  })
  .strict();
export type RecycledItem = z.infer<typeof recycledItemSchema>;
export const recycleBinResponseSchema = z
  .object({ successed: z.literal(true), rows: z.array(recycledItemSchema), total: z.number().int().nonnegative(), days: z.number().int() })
  .strict();

/** `PUT api/admin/system/recyclebin/setting`: the days a deletion is kept. */
export const recycleBinSettingSchema = daysSettingSchema(RECYCLE_DAYS, 'recycleBin.rules.days');
export type RecycleBinSetting = z.infer<typeof recycleBinSettingSchema>;
