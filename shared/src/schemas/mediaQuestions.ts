import { z } from 'zod';
import { QUESTION_OPTIONS_MAX } from '../limits.js';
import { mediaProgressSchema } from './learnerTasks.js';

/**
 * Questions inside a video or file (docs/training.md "Questions inside a video or file"), the
 * learner's calls: the questions without the answer key, and answering one, scored by the server.
 * The back office's are `mediaQuestionsAdmin.ts` (apart, so the mini-program's task subpackage does
 * not carry the exam rules).
 */

/**
 * A question as the learner sees it: no correct flags until it is answered; then the learner's
 * choices, whether they were right, and the correct options.
 */
export const learnerMediaQuestionSchema = z
  .object({
    n: z.number().int(),
    at: z.number().int(),
    type: z.number().int(),
    text: z.string(),
    choices: z.array(z.object({ id: z.string(), content: z.string() }).strict()),
    answered: z.number().int(),
    chosen: z.array(z.string()),
    right: z.number().int(),
    correct: z.array(z.string()),
  })
  .strict();
export type LearnerMediaQuestion = z.infer<typeof learnerMediaQuestionSchema>;

/** `GET api/trainning/v3/mediatask/{id}/{videoId}/questions[?userid]`. */
export const learnerMediaQuestionsResponseSchema = z.object({ successed: z.literal(true), questions: z.array(learnerMediaQuestionSchema) }).strict();
export type LearnerMediaQuestionsResponse = z.infer<typeof learnerMediaQuestionsResponseSchema>;

/**
 * `PUT api/trainning/v3/mediatask/{id}/{videoId}/{n}`: the chosen options' ids (one for single and
 * true/false). None chosen passes here and is refused after the task's checks, as an answer that
 * does not fit (a caller without the task learns nothing from the body's checks).
 */
export const mediaAnswerRequestSchema = z.object({
  choices: z
    .array(z.string().trim().min(1).max(64), { error: 'mediaQuestions.rules.choicesInvalid' })
    .max(QUESTION_OPTIONS_MAX, { error: 'mediaQuestions.rules.choicesInvalid' })
    .default([]),
});
export type MediaAnswerRequest = z.output<typeof mediaAnswerRequestSchema>;

export const mediaAnswerResponseSchema = z
  .object({
    successed: z.literal(true),
    question: learnerMediaQuestionSchema,
    media: mediaProgressSchema,
    taskstatus: z.number().int(),
    packagecompleted: z.number().int(),
  })
  .strict();
export type MediaAnswerResponse = z.infer<typeof mediaAnswerResponseSchema>;
