import { z } from 'zod';
import { logDay } from './loginLogs.js';
import { blankToUndefined, listResponse, page, rows } from './practiceFields.js';

/**
 * The operation log (admin §2 /admin/log logoperation; docs/security.md "Operation log"): every
 * successful write of the back office, searchable by person, function, record and days (the
 * organisation's calendar days), with the rows each write changed.
 */

const day = logDay('operationLogs.rules.day');

export const operationLogQuerySchema = z
  .object({
    /** The person: part of an account or a name. */
    keyword: z.string().trim().max(64, { error: 'operationLogs.rules.keyword' }).default(''),
    /** A function key of the shared tree. */
    function: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z][a-z0-9-]{0,63}$/, { error: 'operationLogs.rules.function' })
        .optional(),
    ),
    /** A record's id: the operation named it or changed it. */
    record: z.preprocess(blankToUndefined, z.uuid({ error: 'operationLogs.rules.record' }).optional()),
    start: day,
    end: day,
    page,
    rows,
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { error: 'operationLogs.rules.range', path: ['end'] });
export type OperationLogQuery = z.output<typeof operationLogQuerySchema>;

/** The admin endpoints (by their name in the endpoint table) whose operations the log says with a verb of their own (`operationLogs.verbs`). */
export const OPERATION_VERBS = [
  'addChild',
  'ai',
  'approve',
  'avatar',
  'batchDelete',
  'batchImport',
  'batchSet',
  'batchUpdate',
  'chunk',
  'complete',
  'create',
  'disable',
  'draw',
  'expiry',
  'image',
  'import',
  'keywords',
  'media',
  'pinyin',
  'publish',
  'purge',
  'recording',
  'reject',
  'remove',
  'reset',
  'restore',
  'revoke',
  'save',
  'setAccess',
  'setAlgorithm',
  'setDataPermission',
  'setDays',
  'setIndividuate',
  'setPassword',
  'setRank',
  'setRetention',
  'setScene',
  'setSpecialRules',
  'setTimeZone',
  'setVoiceprint',
  'setWatermark',
  'similarity',
  'simulate',
  'status',
  'synthesize',
  'unpublish',
  'update',
  'upload',
  'wordStatus',
] as const;
export type OperationVerb = (typeof OPERATION_VERBS)[number];

/** The tables whose records the log names (`operationLogs.subjects`). */
export const OPERATION_SUBJECTS = [
  'users',
  'departments',
  'positions',
  'roles',
  'task_packages',
  'child_tasks',
  'papers',
  'questions',
  'faqs',
  'speeches',
  'customers',
  'scoring_rules',
  'voice_templates',
  'practice_audio',
  'hot_words',
  'synonyms',
  'levels',
  'badges',
  'catalogues',
  'banners',
  'media',
  'invite_codes',
] as const;
export type OperationSubject = (typeof OPERATION_SUBJECTS)[number];

/**
 * What an operation did, kept with its row when it commits: the table of the records it was about
 * (the table it changed most rows of among those whose records have a name), how many of them, and
 * the names of the first three.
 */
export const operationSummarySchema = z.object({ table: z.string(), count: z.number().int().nonnegative(), names: z.array(z.string()) }).strict();
export type OperationSummary = z.infer<typeof operationSummarySchema>;

export const operationLogRowSchema = z
  .object({
    id: z.string(),
    /** ISO instant of the write. */
    time: z.string(),
    account: z.string(),
    name: z.string(),
    /** The function key that opened the route (`any-admin` for the calls every administrator makes). */
    function: z.string(),
    method: z.string(),
    route: z.string(),
    /** The record the write named, '' when none. */
    recordId: z.string(),
    ip: z.string(),
    /** How many rows the write changed. */
    changes: z.number().int(),
    /** The endpoint's name in the endpoint table (`batchDelete`), '' when unknown: the verb of what it did. */
    verb: z.string(),
    /** What it did to which records (`operationText` says it in words); null when logged before that was kept. */
    summary: operationSummarySchema.nullable(),
  })
  .strict();
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;

export const operationLogListResponseSchema = listResponse(operationLogRowSchema);

export const OPERATION_CHANGE_ACTIONS = ['insert', 'update', 'delete'] as const;

export const operationChangeSchema = z
  .object({
    table: z.string(),
    action: z.enum(OPERATION_CHANGE_ACTIONS),
    rowId: z.string(),
    /** The changed fields before (update, delete), secrets left out and long values shortened; null for an insert. */
    before: z.record(z.string(), z.unknown()).nullable(),
    /** The changed fields after (insert, update); null for a delete. */
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();
export type OperationChange = z.infer<typeof operationChangeSchema>;

/** The changes of one operation, the first `OPERATION_CHANGES_SHOWN` of them, and how many there are. */
export const OPERATION_CHANGES_SHOWN = 200;
export const operationChangesResponseSchema = z
  .object({
    successed: z.literal(true),
    rows: z.array(operationChangeSchema),
    total: z.number().int(),
    /** The names of the changed records and of those their fields refer to, by id (`changeFields` shows names, not ids). */
    names: z.record(z.string(), z.string()),
  })
  .strict();
