import { z } from 'zod';
import { MEDIA_REPORT_MAX_S } from '../limits.js';
import { FILE_REFERENCE_RULES } from '../validators/fileReferences.js';
import { fileReferenceSchema } from '../validators/schemas.js';
import { numberField, taskFlagSchema } from './taskFields.js';

/**
 * The learner's task calls of docs/training.md that the training centre and personal centre make:
 * the centre, file/video progress reports, the personal centre, the avatar. The task detail and its
 * media are `learnerTaskDetail.ts`, the ranking `ranking.ts`, so a client binding only the centre's
 * calls builds only these. Times in responses are ISO instants.
 */

/** `GET api/trainning/v3/center?platform`: 'mobile' (default, the PWA and mini-program) or 'pc' (also 2 / 1). */
export const centerQuerySchema = z.object({
  platform: z
    .union([z.enum(['mobile', 'pc']), z.coerce.number().int().min(1).max(2)])
    .default('mobile')
    .transform((value) => (value === 'pc' || value === 1 ? 1 : 2) as 1 | 2),
});

/** A carousel banner as learners get it (admin §3 Banner; learner §2.9): what a click does, nothing internal. */
export const centerBannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    image: z.string(),
    click: z.number().int(),
    clicktype: z.number().int(),
    clickid: z.string(),
    clickurl: z.string(),
  })
  .strict();
export type CenterBanner = z.infer<typeof centerBannerSchema>;

/** A package in the learner's training centre. */
export const centerPackageSchema = z
  .object({
    id: z.string(),
    tasktype: z.number().int(),
    title: z.string(),
    cover: z.string(),
    description: z.string(),
    starttime: z.string(),
    endtime: z.string(),
    runstate: z.number().int(),
    /** Child tasks passed / all child tasks. */
    passed: z.number().int(),
    total: z.number().int(),
    /** 1 when every required child task is passed. */
    completed: z.number().int(),
    completedate: z.string(),
    /** 1 while the front package is not complete. */
    locked: z.number().int(),
    frontpackageid: z.string(),
    frontpackagetitle: z.string(),
  })
  .strict();
export type CenterPackage = z.infer<typeof centerPackageSchema>;

export const centerResponseSchema = z
  .object({
    successed: z.literal(true),
    banners: z.array(centerBannerSchema),
    /** Packages by run state, each list by sort then start time. */
    groups: z.object({ inprogress: z.array(centerPackageSchema), notstarted: z.array(centerPackageSchema), ended: z.array(centerPackageSchema) }).strict(),
  })
  .strict();
export type CenterResponse = z.infer<typeof centerResponseSchema>;

/** Why a child task cannot be opened now ('' when it can). */
export const LOCK_REASONS = ['', 'frontpackage', 'fronttask', 'notstarted', 'ended'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

/** One media of a file/video child task with the learner's progress (seconds). */
export const mediaProgressSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    format: z.string(),
    size: z.number(),
    cover: z.string(),
    /** Video length or page count when known, else 0. */
    duration: z.number().int(),
    pages: z.number().int(),
    viewcount: z.number().int(),
    /** Required reading/viewing seconds. */
    required: z.number().int(),
    /** Seconds credited so far. */
    credited: z.number().int(),
    /** Furthest position reached and where to resume. */
    furthest: z.number(),
    position: z.number(),
    done: z.number().int(),
    /** 0 while a video cannot be played yet (still processing, or its processing failed); 1 or absent otherwise. */
    available: z.number().int().optional(),
  })
  .strict();
export type MediaProgress = z.infer<typeof mediaProgressSchema>;

/**
 * `PUT api/trainning/v3/mediatask/{id}/{videoId}`: the playback/reading position and the seconds
 * spent since the previous report; `finish` 1 when the learner asks to mark the media done (refused
 * with "viewing time not met" while the credited time is short).
 */
export const mediaReportRequestSchema = z.object({
  position: numberField('tasks.rules.positionInvalid', (value) => value >= 0 && value <= 10_000_000).default(0),
  seconds: numberField('tasks.rules.elapsedInvalid', (value) => value >= 0 && value <= MEDIA_REPORT_MAX_S, { max: MEDIA_REPORT_MAX_S }).default(0),
  finish: taskFlagSchema.default(0),
});
export type MediaReportRequest = z.output<typeof mediaReportRequestSchema>;

export const mediaReportResponseSchema = z
  .object({
    successed: z.literal(true),
    media: mediaProgressSchema,
    /** Seconds this report added (bounded by the server's clock). */
    accepted: z.number().int(),
    /** 1 when the position was past what was watched on a video without seeking (not kept). */
    seekrefused: z.number().int(),
    taskstatus: z.number().int(),
    packagecompleted: z.number().int(),
  })
  .strict();
export type MediaReportResponse = z.infer<typeof mediaReportResponseSchema>;

/** A badge a learner holds (admin §3 Badge), as the personal centre and the avatar popover show it. */
export const learnerBadgeSchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), image: z.string(), awardeddate: z.string() }).strict();
export type LearnerBadge = z.infer<typeof learnerBadgeSchema>;

/** `GET api/trainning/v3/mine`: the personal centre. */
export const mineResponseSchema = z
  .object({
    successed: z.literal(true),
    user: z
      .object({
        id: z.string(),
        name: z.string(),
        account: z.string(),
        avatar: z.string(),
        sex: z.number().int(),
        mobile: z.string(),
        departmentname: z.string(),
        positionname: z.string(),
        rolename: z.string(),
        levelname: z.string(),
        experience: z.number().int(),
        /** Experience at which the next level starts (0 at the top level). */
        nextlevelexperience: z.number().int(),
        stars: z.number().int(),
        learningseconds: z.number().int(),
        completedpackages: z.number().int(),
        /** The level's icon ('' when it has none). */
        levelicon: z.string(),
        /** The badges the learner holds, newest first. */
        badges: z.array(learnerBadgeSchema),
      })
      .strict(),
  })
  .strict();
export type MineResponse = z.infer<typeof mineResponseSchema>;

/** `PUT api/trainning/user/avatar`: a path from `POST api/file/upload?filetype=avatar`. */
export const avatarRequestSchema = z.object({
  avatar: fileReferenceSchema(FILE_REFERENCE_RULES.ownAvatar, 'tasks.rules.avatarPath'),
});
export const avatarResponseSchema = z.object({ successed: z.literal(true), avatar: z.string() }).strict();
