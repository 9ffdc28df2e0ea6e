import { z } from 'zod';
import { checkQuestion, questionOptionSchema } from '../exam/question.js';
import { QUESTION_OPTIONS_MAX, QUESTION_TEXT_MAX } from '../limits.js';
import { cleanText } from '../validators/plainText.js';

/**
 * Questions inside a video or file (docs/training.md "Questions inside a video or file"), the back
 * office's calls: the admin places single-choice, multiple-choice and true/false questions at points
 * of a video (seconds) or after a file. The questions' rules are the exam bank's (`checkQuestion`, a
 * paper's option limit); messages are i18n keys.
 */

/** At most this many questions in one media. */
export const MEDIA_QUESTIONS_MAX = 20;
/** The question types a media may hold: single 0, multiple 1, true/false 2 (the exam bank's numbers). */
export const MEDIA_QUESTION_TYPES = [0, 1, 2] as const;

/** One question as the admin writes it; `at` is the video second it pauses at (0 for a file). */
export const mediaQuestionInputSchema = z
  .object({
    at: z.coerce
      .number({ error: 'mediaQuestions.rules.atInvalid' })
      .int({ error: 'mediaQuestions.rules.atInvalid' })
      .min(0, { error: 'mediaQuestions.rules.atInvalid' })
      .max(86_400, { error: 'mediaQuestions.rules.atInvalid' }),
    type: z.coerce.number({ error: 'exam.rules.typeInvalid' }).pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'exam.rules.typeInvalid' })),
    text: z
      .string()
      .max(QUESTION_TEXT_MAX * 2)
      .transform(cleanText),
    choices: z.array(questionOptionSchema).max(QUESTION_OPTIONS_MAX * 2),
  })
  .superRefine((question, ctx) => {
    const found = checkQuestion({ ...question, id: '', level: 1, score: 1, promotion: '', answer: '', catalog: '', disabled: 0 }, 'paper');
    for (const entry of found) {
      const path: (string | number)[] = entry.option === undefined ? [entry.field] : [entry.field, entry.option];
      ctx.addIssue({ code: 'custom', message: entry.key, path, ...(entry.params ? { params: entry.params } : {}) });
    }
  });
export type MediaQuestionInput = z.output<typeof mediaQuestionInputSchema>;

/** `PUT api/admin/v3/media/{id}/questions`: the media's whole list, replacing the one before. */
export const mediaQuestionsRequestSchema = z.object({
  questions: z.array(mediaQuestionInputSchema).max(MEDIA_QUESTIONS_MAX, { error: 'mediaQuestions.rules.tooMany' }),
});
export type MediaQuestionsRequest = z.output<typeof mediaQuestionsRequestSchema>;

/** A question as the back office sees it: its number `n` (1…, in the order they come) and the correct flags. */
export const adminMediaQuestionSchema = z
  .object({
    n: z.number().int(),
    at: z.number().int(),
    type: z.number().int(),
    text: z.string(),
    choices: z.array(z.object({ id: z.string(), content: z.string(), iscorrect: z.number().int() }).strict()),
  })
  .strict();
export type AdminMediaQuestion = z.infer<typeof adminMediaQuestionSchema>;

/** `GET/PUT api/admin/v3/media/{id}/questions`. */
export const mediaQuestionsResponseSchema = z.object({ successed: z.literal(true), questions: z.array(adminMediaQuestionSchema) }).strict();
export type MediaQuestionsResponse = z.infer<typeof mediaQuestionsResponseSchema>;
