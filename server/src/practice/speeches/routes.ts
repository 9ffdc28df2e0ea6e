import { disableBodySchema, ok, speechBodySchema, speechListQuerySchema, speechSuggestBodySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { speechCategories } from '../../data/practice/speeches.js';
import { keywordSuggestions, similarSuggestions } from './suggestions.js';
import { createSpeech, editSpeech, removeSpeech, setSpeechDisabled, speechInOrg, speechList } from './commands.js';
import { presentSpeech } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/material/speech?text&category&difficulty&emotion&disabled&page&rows` (also the scene editor's speech picker). */
async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, speechListQuerySchema);
  ctx.body = ok(await speechList(callerRequest(ctx), query));
}

/** `GET api/admin/material/speech/category`: the categories in use with their counts. */
async function categories(ctx: Context): Promise<void> {
  ctx.body = ok({ rows: await speechCategories(ctx.deps.db, callerRequest(ctx).caller.orgId) });
}

/** `POST api/admin/material/speech/similarity`: up to `count` (10) similar speeches, none of `exclude`. */
async function similarity(ctx: Context): Promise<void> {
  const { text, count, exclude } = parseBody(ctx, speechSuggestBodySchema);
  ctx.body = ok(await similarSuggestions(callerRequest(ctx), text, count, exclude));
}

/** `POST api/admin/material/speech/keywords`: the library's keywords the text says. */
async function keywords(ctx: Context): Promise<void> {
  const { text } = parseBody(ctx, speechSuggestBodySchema);
  ctx.body = ok({ message: await keywordSuggestions(callerRequest(ctx), text), source: 'library' as const });
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ speech: presentSpeech(await speechInOrg(callerRequest(ctx), String(ctx.params.id))) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, speechBodySchema);
  ctx.body = ok({ speech: await createSpeech(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const speech = await speechInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, speechBodySchema);
  ctx.body = ok({ speech: await editSpeech(request, speech, input) });
}

async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const speech = await speechInOrg(request, String(ctx.params.id));
  const { disabled } = parseBody(ctx, disableBodySchema);
  ctx.body = ok({ speech: await setSpeechDisabled(request, speech, disabled) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeSpeech(request, await speechInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** The speech library: `voicespeech`; the scene editor (`voicescene`) may read it. */
export function registerSpeechRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/material/speech', requireFunction(['voicespeech', 'voicescene']), list);
  admin.post('/api/admin/material/speech', requireFunction('voicespeech'), create);
  admin.get('/api/admin/material/speech/category', requireFunction(['voicespeech', 'voicescene']), categories);
  admin.post('/api/admin/material/speech/similarity', requireFunction(['voicespeech', 'voicescene']), similarity);
  admin.post('/api/admin/material/speech/keywords', requireFunction(['voicespeech', 'voicescene']), keywords);
  admin.get('/api/admin/material/speech/:id', requireFunction(['voicespeech', 'voicescene'], id), detail);
  admin.put('/api/admin/material/speech/:id', requireFunction('voicespeech', id), update);
  admin.post('/api/admin/material/speech/:id/disable', requireFunction('voicespeech', id), disable);
  admin.delete('/api/admin/material/speech/:id', requireFunction('voicespeech', id), remove);
}
