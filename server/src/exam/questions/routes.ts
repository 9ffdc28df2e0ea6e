import { bankQuestionSchema, disableBodySchema, ok, questionListQuerySchema, type QuestionListResponse, type QuestionResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { createQuestion, editQuestion, presented, questionInOrg, questionList, setQuestionDisabled } from './commands.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/study/question?text&type&level&catalogid&disabled&page&rows` (also the question picker). */
async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, questionListQuerySchema);
  const body: QuestionListResponse = ok(await questionList(callerRequest(ctx), query));
  ctx.body = body;
}

async function detail(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const question = await questionInOrg(request, String(ctx.params.id));
  const body: QuestionResponse = ok({ question: await presented(request, question.id) });
  ctx.body = body;
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, bankQuestionSchema);
  const body: QuestionResponse = ok({ question: await createQuestion(callerRequest(ctx), input) });
  ctx.body = body;
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const question = await questionInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, bankQuestionSchema);
  const body: QuestionResponse = ok({ question: await editQuestion(request, question, input) });
  ctx.body = body;
}

/** `POST api/admin/study/question/{id}/disable` with `disabled` 0/1. */
async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const question = await questionInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  const body: QuestionResponse = ok({ question: await setQuestionDisabled(request, question, disabled) });
  ctx.body = body;
}

/** The question bank: the `questionbank` function (its editor `editbank` is a hidden detail route with the same rights). */
export function registerQuestionRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/study/question', requireFunction('questionbank'), list);
  admin.post('/api/admin/study/question', requireFunction('questionbank'), create);
  admin.get('/api/admin/study/question/:id', requireFunction('questionbank', id), detail);
  admin.put('/api/admin/study/question/:id', requireFunction('questionbank', id), update);
  admin.post('/api/admin/study/question/:id/disable', requireFunction('questionbank', id), disable);
}
