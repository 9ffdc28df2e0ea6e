import { hotWordBodySchema, hotWordListQuerySchema, ok, pinyinBodySchema, statusQuerySchema } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery } from '../../http/validate.js';
import { WORD_FUNCTIONS } from '../functions.js';
import { wordPinyin } from '../pinyin.js';
import { createHotWord, editHotWord, hotWordInOrg, hotWordList, removeHotWord, setHotWordStatus } from '../words.js';
import { presentHotWord } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

async function list(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, hotWordListQuerySchema);
  ctx.body = ok(await hotWordList(callerRequest(ctx), query));
}

async function detail(ctx: Context): Promise<void> {
  ctx.body = ok({ hotword: presentHotWord(await hotWordInOrg(callerRequest(ctx), String(ctx.params.id))) });
}

async function create(ctx: Context): Promise<void> {
  const input = parseBody(ctx, hotWordBodySchema);
  ctx.body = ok({ hotword: await createHotWord(callerRequest(ctx), input) });
}

async function update(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const hot = await hotWordInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, hotWordBodySchema);
  ctx.body = ok({ hotword: await editHotWord(request, hot, input) });
}

/** `PUT api/admin/organization/hotword/{id}/disable?status=` (admin §7): 0 enables, 1 disables. */
async function disable(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const hot = await hotWordInOrg(request, String(ctx.params.id));
  const { status } = parseQuery(ctx, statusQuerySchema);
  ctx.body = ok({ hotword: await setHotWordStatus(request, hot, status) });
}

/** `POST api/admin/organization/hotword/pinyin` with `word`: its toneless syllables, for the homophone field. */
async function wordSyllables(ctx: Context): Promise<void> {
  const { word } = parseBody(ctx, pinyinBodySchema);
  ctx.body = ok({ word, pinyin: wordPinyin(word) });
}

async function remove(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeHotWord(request, await hotWordInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Hot words (admin §7 `api/admin/organization/hotword`). */
export function registerHotWordRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.get('/api/admin/organization/hotword', requireFunction(WORD_FUNCTIONS), list);
  admin.post('/api/admin/organization/hotword', requireFunction(WORD_FUNCTIONS), create);
  admin.post('/api/admin/organization/hotword/pinyin', requireFunction(WORD_FUNCTIONS), wordSyllables);
  admin.get('/api/admin/organization/hotword/:id', requireFunction(WORD_FUNCTIONS, id), detail);
  admin.put('/api/admin/organization/hotword/:id', requireFunction(WORD_FUNCTIONS, id), update);
  admin.put('/api/admin/organization/hotword/:id/disable', requireFunction(WORD_FUNCTIONS, id), disable);
  admin.delete('/api/admin/organization/hotword/:id', requireFunction(WORD_FUNCTIONS, id), remove);
}
