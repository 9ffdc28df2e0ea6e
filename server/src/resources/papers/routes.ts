import { drawBodySchema, ok, paperComposeSchema, paperDetailQuerySchema, paperListQuerySchema, paperStatusBodySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { examRequest } from '../../exam/context.js';
import { createPaper, drawPaperQuestions, editPaper, paperDetail, paperInOrg, paperList, paperPreview, removePaper, setPaperStatus } from '../../exam/papers.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { Routers } from '../../routers/index.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, paperListQuerySchema);
  ctx.body = ok(await paperList(examRequest(ctx), query));
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, paperComposeSchema);
  ctx.body = ok({ paper: await createPaper(examRequest(ctx), input) });
}

/** `GET api/admin/study/paper/{id}?preview`: with answers, or (preview=1) as the learner sees it. */
async function detail(ctx: Context): Promise<void> {
  const request = examRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const { preview } = parseQuery(ctx, paperDetailQuerySchema);
  const presented = await paperDetail(request, paper.id);
  if (preview !== 1) {
    ctx.body = ok({ paper: presented });
    return;
  }
  const { questions: _answers, ...summary } = presented;
  ctx.body = ok({ paper: summary, questions: await paperPreview(request, paper) });
}

async function update(ctx: Context): Promise<void> {
  const request = examRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, paperComposeSchema);
  ctx.body = ok({ paper: await editPaper(request, paper, input) });
}

async function remove(ctx: Context): Promise<void> {
  const request = examRequest(ctx);
  await removePaper(request, await paperInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** `POST .../paper/{id}/status` with `status` 1 (publish, locks) or 0. */
async function status(ctx: Context): Promise<void> {
  const request = examRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, paperStatusBodySchema);
  ctx.body = ok({ paper: await setPaperStatus(request, paper, body.status) });
}

async function draw(ctx: Context): Promise<void> {
  const body = parseBody(ctx, drawBodySchema);
  ctx.body = ok(await drawPaperQuestions(examRequest(ctx), body.rules, body.seed));
}

/** Papers: the `exammanagement` function (its editors `editexam`, `editpaper` are hidden detail routes with the same rights). */
export function registerPaperRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/study/paper', requireFunction('exammanagement'), list);
  admin.post('/api/admin/study/paper', requireFunction('exammanagement'), create);
  admin.post('/api/admin/study/paper/draw', requireFunction('exammanagement'), draw);
  admin.get('/api/admin/study/paper/:id', requireFunction('exammanagement', id), detail);
  admin.put('/api/admin/study/paper/:id', requireFunction('exammanagement', id), update);
  admin.delete('/api/admin/study/paper/:id', requireFunction('exammanagement', id), remove);
  admin.post('/api/admin/study/paper/:id/status', requireFunction('exammanagement', id), status);
}
