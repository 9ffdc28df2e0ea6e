import {
  ok,
  statusQuerySchema,
  synonymBodySchema,
  synonymImportQuerySchema,
  synonymListQuerySchema,
  WORD_KINDS,
  wordsBodySchema,
  type ImportResponse,
  type WordKind,
} from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { parseBody, parseQuery, uploadedFiles } from '../../http/validate.js';
import { WORD_FUNCTIONS } from '../functions.js';
import { importSynonyms, synonymTemplate } from './synonymImport.js';
import {
  createSynonym,
  editSynonym,
  removeSynonym,
  saveWordLibrary,
  setSynonymStatus,
  setWordEnabled,
  synonymInOrg,
  synonymList,
  wordInOrg,
  wordLibrary,
} from '../words.js';
import { presentSynonym, presentWord } from '../presenter.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

/** `GET api/admin/system/setting/words/{sensitive|polite}`: the whole library. */
const words =
  (kind: WordKind) =>
  async (ctx: Context): Promise<void> => {
    ctx.body = ok(await wordLibrary(callerRequest(ctx), kind));
  };

/** `PUT api/admin/system/setting/words/{sensitive|polite}` with `words`: the library becomes exactly these words. */
const saveWords =
  (kind: WordKind) =>
  async (ctx: Context): Promise<void> => {
    const input = parseBody(ctx, wordsBodySchema);
    ctx.body = ok(await saveWordLibrary(callerRequest(ctx), kind, input.words));
  };

async function word(ctx: Context): Promise<void> {
  const row = await wordInOrg(callerRequest(ctx), String(ctx.params.id));
  ctx.body = ok({ word: { ...presentWord(row), kind: row.kind } });
}

/** `PUT api/admin/organization/sensitiveword/{id}/disable?status=`: one word of either library on or off. */
async function wordStatus(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await wordInOrg(request, String(ctx.params.id));
  const { status } = parseQuery(ctx, statusQuerySchema);
  ctx.body = ok({ word: await setWordEnabled(request, row, status) });
}

/** `POST api/admin/organization/synonyms/import?step=preview|import` with one .xlsx in `file` (mode 1 only). */
async function importFile(ctx: Context): Promise<void> {
  const { step } = parseQuery(ctx, synonymImportQuerySchema);
  const body: ImportResponse = ok(await importSynonyms(callerRequest(ctx), uploadedFiles(ctx, 'file'), step));
  ctx.body = body;
}

async function importTemplate(ctx: Context): Promise<void> {
  const file = await synonymTemplate(callerRequest(ctx));
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.body = file.bytes;
}

async function synonyms(ctx: Context): Promise<void> {
  const query = parseQuery(ctx, synonymListQuerySchema);
  ctx.body = ok(await synonymList(callerRequest(ctx), query));
}

async function synonym(ctx: Context): Promise<void> {
  ctx.body = ok({ synonym: presentSynonym(await synonymInOrg(callerRequest(ctx), String(ctx.params.id))) });
}

async function createOne(ctx: Context): Promise<void> {
  const input = parseBody(ctx, synonymBodySchema);
  ctx.body = ok({ synonym: await createSynonym(callerRequest(ctx), input) });
}

async function updateOne(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await synonymInOrg(request, String(ctx.params.id));
  const input = parseBody(ctx, synonymBodySchema);
  ctx.body = ok({ synonym: await editSynonym(request, row, input) });
}

async function synonymStatus(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  const row = await synonymInOrg(request, String(ctx.params.id));
  const { status } = parseQuery(ctx, statusQuerySchema);
  ctx.body = ok({ synonym: await setSynonymStatus(request, row, status) });
}

async function removeOne(ctx: Context): Promise<void> {
  const request = callerRequest(ctx);
  await removeSynonym(request, await synonymInOrg(request, String(ctx.params.id)));
  ctx.body = ok({});
}

/** Sensitive, polite and synonym libraries (admin §7 paths). */
export function registerWordLibraryRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  for (const kind of WORD_KINDS) {
    admin.get(`/api/admin/system/setting/words/${kind}`, requireFunction(WORD_FUNCTIONS), words(kind));
    admin.put(`/api/admin/system/setting/words/${kind}`, requireFunction(WORD_FUNCTIONS), saveWords(kind));
  }
  admin.get('/api/admin/organization/sensitiveword/:id', requireFunction(WORD_FUNCTIONS, id), word);
  admin.put('/api/admin/organization/sensitiveword/:id/disable', requireFunction(WORD_FUNCTIONS, id), wordStatus);
  admin.get('/api/admin/organization/synonyms', requireFunction(WORD_FUNCTIONS), synonyms);
  admin.post('/api/admin/organization/synonyms', requireFunction(WORD_FUNCTIONS), createOne);
  admin.post('/api/admin/organization/synonyms/import', requireFunction(WORD_FUNCTIONS), importFile);
  admin.get('/api/admin/organization/synonyms/import/template', requireFunction(WORD_FUNCTIONS), importTemplate);
  admin.get('/api/admin/organization/synonyms/:id', requireFunction(WORD_FUNCTIONS, id), synonym);
  admin.put('/api/admin/organization/synonyms/:id', requireFunction(WORD_FUNCTIONS, id), updateOne);
  admin.put('/api/admin/organization/synonyms/:id/disable', requireFunction(WORD_FUNCTIONS, id), synonymStatus);
  admin.delete('/api/admin/organization/synonyms/:id', requireFunction(WORD_FUNCTIONS, id), removeOne);
}
