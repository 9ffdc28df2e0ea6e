import {
  drawBodySchema,
  ok,
  paperComposeSchema,
  paperDetailQuerySchema,
  paperListQuerySchema,
  paperStatusBodySchema,
  TASK_LIST_FUNCTION_KEYS,
} from '@peilian/shared';
import type { Context } from 'koa';
import { mayUseAnyFunction, requireFunction } from '../../auth/functions.js';
import { createPaper, drawPaperQuestions, editPaper, paperDetail, paperInOrg, paperList, paperPreview, removePaper, setPaperStatus } from './commands.js';
import { appError } from '../../errors/index.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest, type CallerRequest } from '../../lib/request.js';

/** Papers, once published, are what an exam child task may run (docs/exam.md `papers.status`). */
const PUBLISHED = 1;

const PAPER_FUNCTION = 'exammanagement';

/** Whether the caller manages papers, rather than reaching a read call through the paper picker. */
const managesPapers = ({ deps, caller }: CallerRequest) => mayUseAnyFunction(deps, caller, [PAPER_FUNCTION]);

/**
 * `GET api/admin/study/paper`: exam managers see every paper; an administrator who reaches it only
 * through the package editor's paper picker (a task list's key) sees the published ones, whatever
 * status is asked for.
 */
async function list(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const query = parseQuery(ctx, paperListQuerySchema);
  ctx.body = ok(await paperList(request, (await managesPapers(request)) ? query : { ...query, status: PUBLISHED }));
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, paperComposeSchema);
  ctx.body = ok({ paper: await createPaper(callerRequest(ctx), input) });
}

/**
 * `GET api/admin/study/paper/{id}?preview`: with answers, or (preview=1) as the learner sees it.
 * The package editor shows the paper an exam task runs to a task-list administrator: a published
 * paper's figures, never its questions.
 */
async function detail(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const { preview } = parseQuery(ctx, paperDetailQuerySchema);
  const presented = await paperDetail(request, paper.id);
  if (!(await managesPapers(request))) {
    if (paper.status !== PUBLISHED) throw appError('errors.exam.paperNotFound');
    if (preview === 1) throw appError('errors.forbidden');
    const { questions: _questions, warnings: _warnings, ...figures } = presented;
    ctx.body = ok({ paper: figures });
    return;
  }
  if (preview !== 1) {
    ctx.body = ok({ paper: presented });
    return;
  }
  const { questions: _answers, ...summary } = presented;
  ctx.body = ok({ paper: summary, questions: await paperPreview(request, paper) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, paperComposeSchema);
  ctx.body = ok({ paper: await editPaper(request, paper, input) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removePaper(request, await paperInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** `POST .../paper/{id}/status` with `status` 1 (publish, locks) or 0. */
async function status(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, paperStatusBodySchema);
  ctx.body = ok({ paper: await setPaperStatus(request, paper, body.status) });
}

async function draw(ctx: Context): Promise<void> {
  const body = parseBody(ctx, drawBodySchema);
  ctx.body = ok(await drawPaperQuestions(callerRequest(ctx), body.rules, body.seed));
}

/**
 * Papers: the `exammanagement` function (its editors `editexam`, `editpaper` are hidden detail
 * routes with the same rights). The list and the detail also serve the package editor's paper
 * picker, so the task lists' keys may read them (published papers, without their questions);
 * everything else stays with exam managers.
 */
export function registerPaperRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/study/paper', requireFunction([PAPER_FUNCTION, ...TASK_LIST_FUNCTION_KEYS]), list);
  admin.post('/api/admin/study/paper', requireFunction(PAPER_FUNCTION), create);
  admin.post('/api/admin/study/paper/draw', requireFunction(PAPER_FUNCTION), draw);
  admin.get('/api/admin/study/paper/:id', requireFunction([PAPER_FUNCTION, ...TASK_LIST_FUNCTION_KEYS], id), detail);
  admin.put('/api/admin/study/paper/:id', requireFunction(PAPER_FUNCTION, id), update);
  admin.delete('/api/admin/study/paper/:id', requireFunction(PAPER_FUNCTION, id), remove);
  admin.post('/api/admin/study/paper/:id/status', requireFunction(PAPER_FUNCTION, id), status);
}
