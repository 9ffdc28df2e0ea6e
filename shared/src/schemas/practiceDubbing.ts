import { z } from 'zod';
import { blankToUndefined, idText, listResponse, page, rows } from './practiceFields.js';

/**
 * Dubbing tasks (admin-back-office §2 `voicetaskdetails`, §4 "synthesis runs in the background (wait
 * 1–5 minutes)"; docs/practice.md "Dubbing tasks"): a digital human voices the lines of a scenario,
 * of the speech library, or everything the organisation scripts, as a durable background job.
 */

/** What a task voices: one scenario's lines, the enabled speeches, or both for every scenario. */
export const DUBBING_SCOPES = ['scenario', 'library', 'all'] as const;
export type DubbingScope = (typeof DUBBING_SCOPES)[number];

/** queued (waiting for a process), running, done, failed (finished with failed lines). */
export const DUBBING_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DubbingTaskStatus = (typeof DUBBING_TASK_STATUSES)[number];

export const DUBBING_LINE_STATUSES = ['pending', 'done', 'failed'] as const;
export type DubbingLineStatus = (typeof DUBBING_LINE_STATUSES)[number];

/** Whether a task still has work for the job (the page polls while it does). */
export const dubbingUnderWay = (status: string): boolean => status === 'queued' || status === 'running';

const templateId = z
  .string({ error: 'practiceAdmin.rules.dubbingTemplateRequired' })
  .trim()
  .min(1, { error: 'practiceAdmin.rules.dubbingTemplateRequired' })
  .max(64);

/** `GET api/admin/voice/dubbingtask?templateid&page&rows`: a digital human's tasks, newest first. */
export const dubbingTaskListQuerySchema = z.object({ templateid: templateId, page, rows });
export type DubbingTaskListQuery = z.infer<typeof dubbingTaskListQuerySchema>;

/** `POST api/admin/voice/dubbingtask`: the digital human, what it voices, and the scenario when the scope is one. */
export const dubbingTaskBodySchema = z
  .object({
    templateid: templateId,
    scope: z.enum(DUBBING_SCOPES, { error: 'practiceAdmin.rules.dubbingScopeInvalid' }),
    sceneid: idText.default(''),
  })
  .refine((body) => body.scope !== 'scenario' || body.sceneid !== '', { error: 'practiceAdmin.rules.dubbingSceneRequired', path: ['sceneid'] });
export type DubbingTaskBody = z.infer<typeof dubbingTaskBodySchema>;

export const adminDubbingTaskSchema = z
  .object({
    id: z.string(),
    templateid: z.string(),
    templatename: z.string(),
    scope: z.enum(DUBBING_SCOPES),
    /** The scenario of a `scenario` task ('' otherwise; its name stays when it is deleted). */
    sceneid: z.string(),
    scenename: z.string(),
    status: z.enum(DUBBING_TASK_STATUSES),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    /** Why the last failed line failed, as the provider said ('' none). */
    lasterror: z.string(),
    creatorname: z.string(),
    createdate: z.number().int(),
    /** When a process first took it up, and when it finished (null: not yet). */
    startedat: z.number().int().nullable(),
    finishedat: z.number().int().nullable(),
  })
  .strict();
export type AdminDubbingTask = z.infer<typeof adminDubbingTaskSchema>;
export const dubbingTaskListResponseSchema = listResponse(adminDubbingTaskSchema);
export const dubbingTaskResponseSchema = z.object({ successed: z.literal(true), task: adminDubbingTaskSchema }).strict();

/** `GET api/admin/voice/dubbingtask/{id}/lines?status&page&rows`: the task's lines in their order. */
export const dubbingLineListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(DUBBING_LINE_STATUSES, { error: 'validation.invalidValue' }).optional()),
  page,
  rows,
});
export type DubbingLineListQuery = z.infer<typeof dubbingLineListQuerySchema>;

export const adminDubbingLineSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    text: z.string(),
    emotion: z.number().int(),
    status: z.enum(DUBBING_LINE_STATUSES),
    /** A failed line's message in the caller's language ('' otherwise). */
    error: z.string(),
    /** The voiced clip the admin plays ('' until voiced), and its length in ms. */
    path: z.string(),
    duration: z.number().int(),
  })
  .strict();
export type AdminDubbingLine = z.infer<typeof adminDubbingLineSchema>;
export const dubbingLineListResponseSchema = listResponse(adminDubbingLineSchema);

/** `POST api/admin/voice/dubbingtask/{id}/retry`: one failed line (`lineid`), or every failed line ('' or absent). */
export const dubbingRetryBodySchema = z.object({ lineid: idText.default('') });
export type DubbingRetryBody = z.infer<typeof dubbingRetryBodySchema>;

/** `GET api/admin/material/dialogwav/{id}`: a scenario's lines as its customer's digital human voiced them. */
export const dialogWavLineSchema = z
  .object({ text: z.string(), emotion: z.number().int(), voiced: z.union([z.literal(0), z.literal(1)]), path: z.string(), duration: z.number().int() })
  .strict();
export type DialogWavLine = z.infer<typeof dialogWavLineSchema>;
export const dialogWavResponseSchema = z
  .object({
    successed: z.literal(true),
    scene: z.object({ id: z.string(), name: z.string() }).strict(),
    /** The digital human of the scenario's customer (null: none, every line unvoiced). */
    digitalhuman: z.object({ id: z.string(), name: z.string() }).strict().nullable(),
    rows: z.array(dialogWavLineSchema),
  })
  .strict();
export type DialogWavResponse = z.infer<typeof dialogWavResponseSchema>;
