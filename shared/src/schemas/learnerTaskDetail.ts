import { z } from 'zod';
import { centerPackageSchema, LOCK_REASONS, mediaProgressSchema } from './learnerTasks.js';
import { optionalTaskIdSchema } from './taskFields.js';

/** The calls below the training centre (docs/training.md): a task package's detail, its file/video tasks and one media. */

/** A child task in the learner's task detail. */
export const learnerChildTaskSchema = z
  .object({
    id: z.string(),
    type: z.number().int(),
    title: z.string(),
    sort: z.number().int(),
    weight: z.number(),
    required: z.number().int(),
    starttime: z.string(),
    endtime: z.string(),
    runstate: z.number().int(),
    /** 0 not started, 1 in progress, 2 passed, 3 failed. */
    status: z.number().int(),
    lockreason: z.enum(LOCK_REASONS),
    fronttaskid: z.string(),
    fronttasktitle: z.string(),
    /** File/video: media done / media in the task; other types: 0 or 1 of 1. */
    done: z.number().int(),
    total: z.number().int(),
    durationseconds: z.number().int(),
    score: z.number().nullable(),
    /** Scenario, exam, quick Q&A: the id the task runs (what its own page opens). */
    refid: z.string(),
    /** Scenario: the learner's latest finished practice session of the task, whose report the detail links to ('' when none). */
    reportid: z.string(),
  })
  .strict();
export type LearnerChildTask = z.infer<typeof learnerChildTaskSchema>;

/** `GET api/trainning/v3/task/{id}`. */
export const taskDetailResponseSchema = z
  .object({
    successed: z.literal(true),
    package: centerPackageSchema.extend({ passscore: z.number(), score: z.number().nullable(), durationseconds: z.number().int() }).strict(),
    children: z.array(learnerChildTaskSchema),
  })
  .strict();
export type TaskDetailResponse = z.infer<typeof taskDetailResponseSchema>;

/** `?userid` of the mediatask calls: an administrator looking at a learner's progress. */
export const mediaTaskQuerySchema = z.object({ userid: optionalTaskIdSchema });

const mediaTaskInfoSchema = z
  .object({
    id: z.string(),
    packageid: z.string(),
    packagetitle: z.string(),
    type: z.number().int(),
    title: z.string(),
    starttime: z.string(),
    endtime: z.string(),
    status: z.number().int(),
    lockreason: z.enum(LOCK_REASONS),
    /** 1 when the learner may seek past the furthest position (always 1 for files). */
    allowseek: z.number().int(),
  })
  .strict();

/** `GET api/trainning/v3/mediatask/{id}[?userid]`. */
export const mediaTaskResponseSchema = z.object({ successed: z.literal(true), task: mediaTaskInfoSchema, media: z.array(mediaProgressSchema) }).strict();
export type MediaTaskResponse = z.infer<typeof mediaTaskResponseSchema>;

/** `GET api/trainning/v3/mediatask/{id}/{videoId}[?userid]`: one media with where to view it. */
export const mediaItemResponseSchema = z
  .object({
    successed: z.literal(true),
    task: mediaTaskInfoSchema,
    media: mediaProgressSchema
      .extend({
        /** Short-lived viewing URL of the content ('' while the library cannot serve it). */
        url: z.string(),
        /** PDF rendition for documents a browser cannot show ('' when none). */
        previewurl: z.string(),
        previewstatus: z.string(),
      })
      .strict(),
  })
  .strict();
export type MediaItemResponse = z.infer<typeof mediaItemResponseSchema>;
