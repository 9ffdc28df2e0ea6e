import { examAnswerBodySchema, examKeyQuerySchema, examTokenQuerySchema, examUserQuerySchema, ok } from '@peilian/shared';
import type { Context } from 'koa';
import { examSave, examSubmit } from './answering.js';
import { examLogs, examResult } from './results.js';
import { examQueryTime, examStart, examToken } from './taking.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

// `{id}` is the exam child task of a task package (docs/exam.md); `key` the attempt key.
const BASE = '/api/trainning/v3/exampaper';
const idOf = (ctx: Context) => String(ctx.params.id);

async function token(ctx: Context): Promise<void> {
  const { preview } = parseQuery(ctx, examTokenQuerySchema);
  ctx.body = ok(await examToken(callerRequest(ctx), idOf(ctx), preview));
}

async function start(ctx: Context): Promise<void> {
  const { key, preview } = parseQuery(ctx, examKeyQuerySchema);
  ctx.body = ok(await examStart(callerRequest(ctx), idOf(ctx), key, preview));
}

async function save(ctx: Context): Promise<void> {
  const { key } = parseQuery(ctx, examKeyQuerySchema);
  const { answer } = parseBody(ctx, examAnswerBodySchema);
  ctx.body = ok(await examSave(callerRequest(ctx), idOf(ctx), key, answer));
}

async function submit(ctx: Context): Promise<void> {
  const { key } = parseQuery(ctx, examKeyQuerySchema);
  const { answer } = parseBody(ctx, examAnswerBodySchema);
  ctx.body = ok(await examSubmit(callerRequest(ctx), idOf(ctx), key, answer));
}

async function querytime(ctx: Context): Promise<void> {
  const { key } = parseQuery(ctx, examKeyQuerySchema);
  ctx.body = ok(await examQueryTime(callerRequest(ctx), idOf(ctx), key));
}

async function result(ctx: Context): Promise<void> {
  const { userid } = parseQuery(ctx, examUserQuerySchema);
  ctx.body = ok(await examResult(callerRequest(ctx), idOf(ctx), userid));
}

async function logs(ctx: Context): Promise<void> {
  const { userid } = parseQuery(ctx, examUserQuerySchema);
  ctx.body = ok(await examLogs(callerRequest(ctx), idOf(ctx), userid));
}

/** The learner's exam calls (learner §7). */
export function registerExamTakingRoutes({ learner }: Routers): void {
  learner.get(`${BASE}/token/:id`, token);
  learner.get(`${BASE}/:id/start`, start);
  learner.post(`${BASE}/:id/save`, save);
  learner.post(`${BASE}/:id/submit`, submit);
  learner.get(`${BASE}/:id/querytime`, querytime);
  learner.get(`${BASE}/:id/result`, result);
  learner.get(`${BASE}/:id/logs`, logs);
}
