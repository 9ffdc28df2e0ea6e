import { disableBodySchema, examinationPapersQuerySchema, ok, paperStatusBodySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { examinationOverview, examinationPapers, setExaminationDisabled } from './commands.js';
import { paperInOrg, setPaperStatus } from '../papers/commands.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

// `{id}` is the paper's id: an examination is a paper seen as the exam the organisation runs (docs/exam.md).
const BASE = '/api/admin/study/examination';
const EXAM_FUNCTION = 'exammanagement';

async function overview(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  ctx.body = ok(await examinationOverview(request, await paperInOrg(request, String(ctx.params.id))));
}

async function papers(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  ctx.body = ok(await examinationPapers(request, paper, parseQuery(ctx, examinationPapersQuerySchema)));
}

/** The paper's publishing rules (`api/admin/study/paper/{id}/status`). */
async function status(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, paperStatusBodySchema);
  ctx.body = ok({ paper: await setPaperStatus(request, paper, body.status) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const paper = await paperInOrg(request, String(ctx.params.id));
  const body = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ paper: await setExaminationDisabled(request, paper, body.disabled) });
}

/** Examinations: `exammanagement` (and its hidden editor keys), like the paper calls. */
export function registerExaminationRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get(`${BASE}/:id`, requireFunction(EXAM_FUNCTION, id), overview);
  admin.get(`${BASE}/:id/papers`, requireFunction(EXAM_FUNCTION, id), papers);
  admin.post(`${BASE}/:id/status`, requireFunction(EXAM_FUNCTION, id), status);
  admin.post(`${BASE}/:id/disable`, requireFunction(EXAM_FUNCTION, id), disable);
}
