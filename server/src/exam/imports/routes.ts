import { EXAM_IMPORT_FILE_BYTES, importQuerySchema, ok, type ImportResponse } from '@peilian/shared';
import type { Context } from 'koa';
import { requireFunction } from '../../auth/functions.js';
import { errorFile, runImport, templateFile, type ImportKind } from './commands.js';
import { parseQuery, uploadedFiles } from '../../http/validate.js';
import type { Routers } from '../../http/routers.js';
import { callerRequest } from '../../lib/request.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import uploads are limited while they stream in (the body parser's per-request file limit). */
export function importUploadLimitFor(ctx: Context): number | undefined {
  return /^\/api\/admin\/study\/(question|examination)\/import$/.test(ctx.path) ? EXAM_IMPORT_FILE_BYTES : undefined;
}

function sendXlsx(ctx: Context, file: { filename: string; bytes: Buffer }): void {
  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.type = XLSX_TYPE;
  ctx.body = file.bytes;
}

const importOf = (kind: ImportKind) => async (ctx: Context) => {
  const query = parseQuery(ctx, importQuerySchema);
  const body: ImportResponse = ok(await runImport(callerRequest(ctx), kind, uploadedFiles(ctx, 'file'), query));
  ctx.body = body;
};
const templateOf = (kind: ImportKind) => async (ctx: Context) => sendXlsx(ctx, await templateFile(callerRequest(ctx), kind));
const errorsOf = (kind: ImportKind) => async (ctx: Context) => sendXlsx(ctx, await errorFile(callerRequest(ctx), kind, String(ctx.params.id)));

/** The question import (`questionbank`) and the exam import (`exammanagement`): upload, template, failed rows. */
export function registerImportRoutes({ admin }: Routers): void {
  const id = { targets: ['params.id'] };
  admin.post('/api/admin/study/question/import', requireFunction('questionbank'), importOf('question'));
  admin.get('/api/admin/study/question/import/template', requireFunction('questionbank'), templateOf('question'));
  admin.get('/api/admin/study/question/import/errors/:id', requireFunction('questionbank', id), errorsOf('question'));
  admin.post('/api/admin/study/examination/import', requireFunction('exammanagement'), importOf('exam'));
  admin.get('/api/admin/study/examination/import/template', requireFunction('exammanagement'), templateOf('exam'));
  admin.get('/api/admin/study/examination/import/errors/:id', requireFunction('exammanagement', id), errorsOf('exam'));
}
