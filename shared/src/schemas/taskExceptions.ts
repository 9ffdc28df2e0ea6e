import { z } from 'zod';
import { tasktypeSchema } from './taskFields.js';

/** `GET api/admin/task/package/{id}/reach`: the learners the package's range reaches now (docs/reports.md "Packages that reach no one"). */
export const packageReachResponseSchema = z.object({ successed: z.literal(true), learners: z.number().int().nonnegative() }).strict();
export type PackageReachResponse = z.infer<typeof packageReachResponseSchema>;

/** Why a published package is an exception: its range reaches no learner. */
export const TASK_EXCEPTION_REASONS = ['noLearners'] as const;
export type TaskExceptionReason = (typeof TASK_EXCEPTION_REASONS)[number];

/** `GET api/admin/task/exception`: one task list, or every list the caller manages. */
export const taskExceptionQuerySchema = z.object({ tasktype: tasktypeSchema.optional() });
export type TaskExceptionQuery = z.output<typeof taskExceptionQuerySchema>;

export const taskExceptionSchema = z.object({ id: z.string(), tasktype: z.number().int(), title: z.string(), reason: z.enum(TASK_EXCEPTION_REASONS) }).strict();
export type TaskException = z.infer<typeof taskExceptionSchema>;

export const taskExceptionListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(taskExceptionSchema) }).strict();
export type TaskExceptionListResponse = z.infer<typeof taskExceptionListResponseSchema>;
