import { z } from 'zod';

/**
 * The learner's own figures (personal centre, both learner apps; docs/reports.md "The learner's own
 * figures"): read live from the learner's records, not from the report aggregates.
 */
export const myReportResponseSchema = z
  .object({
    successed: z.literal(true),
    learningseconds: z.number().int(),
    tasks: z.number().int(),
    completed: z.number().int(),
    passed: z.number().int(),
    avgscore: z.number().nullable(),
    practicesessions: z.number().int(),
    exams: z.number().int(),
    passedexams: z.number().int(),
    /** The learner's last 10 scored results (practice, exam, quick Q&A), newest first. */
    recent: z.array(z.object({ kind: z.enum(['practice', 'exam', 'faq']), title: z.string(), score: z.number(), at: z.string() }).strict()),
  })
  .strict();
export type MyReport = z.infer<typeof myReportResponseSchema>;
