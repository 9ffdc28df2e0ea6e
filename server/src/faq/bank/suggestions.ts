import type { FaqSimilarBody } from '@peilian/shared';
import { appError } from '../../errors/index.js';
import type { Caller } from '../../auth/caller.js';
import type { ChatUsage } from '../../providers/llm/index.js';
import { recordUse } from '../../usage/record.js';
import { ProviderError } from '../../providers/errors.js';

/**
 * `POST api/admin/v3/faq/similarity`: the AI similar-question dialog (admin §2, type faq or script).
 * Suggestions come from the language model only: without one the dialog is told so
 * (`modelNotConfigured`), and when it fails, that it failed (`modelFailed`) — there is no library
 * to fall back on for FAQ questions, and made-up suggestions would be worse than none.
 */
export async function similarQuestions(request: Caller, body: FaqSimilarBody): Promise<string[]> {
  const { llm } = request.deps.providers;
  if (!llm.enabled) throw appError('errors.faq.modelNotConfigured');
  try {
    const onUsage = (usage: ChatUsage) =>
      void recordUse(
        request,
        { subject: 'faqsuggestion', subjectId: '' },
        { service: 'llm', provider: 'openai', quantity: usage.promptTokens, output: usage.completionTokens },
      );
    return await llm.similarQuestions(body.text, body.count, { exclude: body.exclude, kind: body.type, onUsage });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.warn({ err: error, kind: body.type }, 'similar questions: the language model failed');
    throw appError('errors.faq.modelFailed');
  }
}
