import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import { adminRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { createQuestion, editQuestion, presented, questionRecord, questionList, setQuestionDisabled } from './commands.js';

const { questions } = ADMIN_ENDPOINTS;
const BANK = { functions: 'exammanagement' };
const ID = { ...BANK, targets: ['params.id'], load: { id: questionRecord } };

/**
 * The exam question bank: part of exam management (the `exammanagement` function, 考试管理 → 试题),
 * beside the papers its questions go into. The list is also the paper editor's question picker.
 */
export function registerQuestionRoutes(routers: Routers): void {
  adminRoute(routers, questions.list, BANK, async ({ query }, request) => ok(await questionList(request, query())));

  adminRoute(routers, questions.create, BANK, async ({ body }, request) => ok({ question: await createQuestion(request, body()) }));

  adminRoute(routers, questions.read, ID, async ({ records: { id: question } }, request) => ok({ question: await presented(request, question.id) }));

  adminRoute(routers, questions.update, ID, async ({ body, records: { id: question } }, request) =>
    ok({ question: await editQuestion(request, question, body()) }),
  );

  adminRoute(routers, questions.disable, ID, async ({ body, records: { id: question } }, request) =>
    ok({ question: await setQuestionDisabled(request, question, body().disabled) }),
  );
}
