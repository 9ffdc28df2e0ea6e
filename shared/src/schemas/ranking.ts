import { z } from 'zod';
import { taskPageSchema, taskRowsSchema } from './taskFields.js';

/** `GET api/trainning/v3/ranking?page&rows`. */
export const rankingQuerySchema = z.object({ page: taskPageSchema, rows: taskRowsSchema });

export const rankingRowSchema = z
  .object({
    rank: z.number().int(),
    userid: z.string(),
    name: z.string(),
    avatar: z.string(),
    departmentname: z.string(),
    learningseconds: z.number().int(),
    completedpackages: z.number().int(),
  })
  .strict();
export type RankingRow = z.infer<typeof rankingRowSchema>;

/** Ranked by learning time, then completed packages, within the organisation. `visible` 0: hidden by the setting. */
export const rankingResponseSchema = z
  .object({
    successed: z.literal(true),
    visible: z.number().int(),
    rows: z.array(rankingRowSchema),
    total: z.number().int().nonnegative(),
    me: rankingRowSchema.nullable(),
  })
  .strict();
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
