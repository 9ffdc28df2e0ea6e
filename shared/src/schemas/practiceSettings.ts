import { z } from 'zod';
import { checkSpecialRules } from '../dialogue/validate.js';
import { NON_STANDARD_ACTIONS } from '../dialogue/schema.js';
import { EMOTION_VALUES, oneOf } from './practiceFields.js';

/**
 * The organisation's practice settings (docs/practice.md "Organisation rules and the practice
 * algorithm"): its special rules on 系统设置 (`adminsetting`) and the practice algorithm
 * (`arithmetic`). Messages are i18n keys; the rules' limits are the scenario editor's
 * (`dialogue.checkSpecialRules`), so both refuse the same values with the same words.
 */

const number = (int = false) =>
  int ? z.number({ error: 'validation.invalidValue' }).int({ error: 'validation.invalidValue' }) : z.number({ error: 'validation.invalidValue' });
const bool = z.boolean({ error: 'validation.invalidValue' });
// Its length is checked with the rules (`textTooLong`), so a long line is said once.
const line = z.string({ error: 'validation.invalidValue' }).trim();
const emotion = oneOf(EMOTION_VALUES, 'practiceAdmin.rules.emotionInvalid').default(0);

/** `PUT api/admin/system/setting/specialrules`: the two rules, their lines as text. */
export const organisationSpecialRulesSchema = z
  .object({
    silence: z.object(
      { enabled: bool, timeoutSeconds: number(), maxTriggers: number(true), replyText: line.default(''), emotion },
      { error: 'validation.invalidValue' },
    ),
    nonStandard: z.object(
      {
        enabled: bool,
        maxAnswers: number(true),
        firstAlertAt: number(true),
        answerTimeoutSeconds: number(),
        onExceeded: z.enum(NON_STANDARD_ACTIONS, { error: 'validation.invalidValue' }),
        alertText: line.default(''),
        emotion,
      },
      { error: 'validation.invalidValue' },
    ),
  })
  .superRefine((rules, ctx) => {
    const issues = checkSpecialRules({
      silence: { ...rules.silence, replySpeechId: '' },
      nonStandard: { ...rules.nonStandard, alertSpeechId: '' },
    });
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', message: issue.key, path: (issue.path ?? []).slice(1), ...(issue.params ? { params: issue.params } : {}) });
    }
  });
export type OrganisationSpecialRules = z.infer<typeof organisationSpecialRulesSchema>;

export const organisationSpecialRulesResponseSchema = z.object({
  successed: z.literal(true),
  silence: z.object({ enabled: z.boolean(), timeoutSeconds: z.number(), maxTriggers: z.number(), replyText: z.string(), emotion: z.number() }).strict(),
  nonStandard: z
    .object({
      enabled: z.boolean(),
      maxAnswers: z.number(),
      firstAlertAt: z.number(),
      answerTimeoutSeconds: z.number(),
      onExceeded: z.enum(NON_STANDARD_ACTIONS),
      alertText: z.string(),
      emotion: z.number(),
    })
    .strict(),
});

/** The special rules as the settings card shows and edits them. */
export type OrganisationSpecialRulesView = Omit<z.infer<typeof organisationSpecialRulesResponseSchema>, 'successed'>;

/** The practice algorithm's parameters (admin §7 `GET/PUT api/admin/system/setting/tech/param`, payload `data`). */
export const practiceAlgorithmSchema = z.object(
  {
    intentSimilarity: number().min(0, { error: 'dialogue.rules.similarityRange' }).max(100, { error: 'dialogue.rules.similarityRange' }),
    crossNode: bool,
    smartBreak: bool,
  },
  { error: 'validation.invalidValue' },
);

export const practiceAlgorithmBodySchema = z.object({ data: practiceAlgorithmSchema }, { error: 'validation.invalidValue' });
export type PracticeAlgorithmBody = z.infer<typeof practiceAlgorithmBodySchema>;

export const practiceAlgorithmResponseSchema = z.object({ successed: z.literal(true), data: practiceAlgorithmSchema.strict() });
