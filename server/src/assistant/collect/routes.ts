import { DIALOG_COLLECT_LIMITS, ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { appError } from '../../errors/index.js';
import { adminRoute, ANSWERED, publicRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { sendStoredFile } from '../../http/storedFile.js';
import { uploadedFiles } from '../../http/validate.js';
import { collectList, collectOptions, collectRecord, generateScene, removeRecording, setSalesSpeaker, uploadRecordings } from './commands.js';
import { presentCollect, presentCollectItem } from './presenter.js';
import { recordingForKey } from './recordingLinks.js';
import { assertAssistant } from './services.js';

const { dialogCollect } = ADMIN_ENDPOINTS;

/**
 * Dialogue collection (admin §2 `dialogcollect`, its hidden detail page shares the function;
 * docs/assistant.md "Dialogue collection"): upload, list, transcript, speakers, draft scenario.
 */
const COLLECT = { functions: 'dialogcollect' };
/** What a player needs to know the recording's format (stored files answer by their extension). */
const AUDIO_TYPES: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wma: 'audio/x-ms-wma',
  amr: 'audio/amr',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
};
const ID = { ...COLLECT, targets: ['params.id'], load: { id: collectRecord } };
const UPLOAD_PATH = `/${dialogCollect.upload.path}`;

/** The body parser's per-file limit for a recordings upload: admin §9's audio limit, above the default. */
export function collectUploadLimitFor(ctx: Context): number | undefined {
  return ctx.method === 'POST' && ctx.path === UPLOAD_PATH ? DIALOG_COLLECT_LIMITS.maxBytes : undefined;
}

export function registerDialogCollectRoutes(routers: Routers): void {
  adminRoute(routers, dialogCollect.options, COLLECT, async (_input, request) => ok(collectOptions(request)));
  adminRoute(routers, dialogCollect.list, COLLECT, async ({ query }, request) => {
    const { rows, total } = await collectList(request, query());
    return ok({ rows: rows.map(presentCollectItem), total });
  });
  adminRoute(routers, dialogCollect.upload, COLLECT, async (_input, request, ctx) => {
    const rows = await uploadRecordings(request, uploadedFiles(ctx, 'file'));
    return ok({ rows: rows.map(presentCollectItem) });
  });
  adminRoute(routers, dialogCollect.read, ID, async ({ records: { id: row } }, request) => {
    assertAssistant(request.deps.config);
    return ok({ collect: presentCollect(row) });
  });
  adminRoute(routers, dialogCollect.speaker, ID, async ({ body, records: { id: row } }, request) =>
    ok({ collect: presentCollect(await setSalesSpeaker(request, row, body().salesspeaker)) }),
  );
  adminRoute(routers, dialogCollect.scene, ID, async ({ records: { id: row } }, request) => {
    const made = await generateScene(request, row);
    return ok({ sceneid: made.sceneId, collect: presentCollect(made.row) });
  });
  adminRoute(routers, dialogCollect.remove, { ...ID, recycles: 'dialogcollect' }, async ({ records: { id: row } }, request) => {
    await removeRecording(request, row);
    return ok({});
  });
  // The recording to listen to, with Range.
  adminRoute(routers, dialogCollect.file, ID, async ({ records: { id: row } }, request, ctx) => {
    await sendStoredFile(ctx, request.deps.storage, row.storageKey, row.format, `${row.name}.${row.format}`);
    if (ctx.status < 300) ctx.type = AUDIO_TYPES[row.format] ?? 'application/octet-stream';
    return ANSWERED;
  });
  // The recording a provider fetches by its short-lived link (a recording above the inline limit).
  publicRoute(routers, dialogCollect.recognitionAudio, {}, async ({ params, query }, ctx) => {
    const row = await recordingForKey(ctx.deps.db, params.id, query().key, ctx.deps.clock.now());
    if (!row) throw appError('errors.dialogCollect.notFound');
    await sendStoredFile(ctx, ctx.deps.storage, row.storageKey, row.format, `${row.id}.${row.format}`);
    if (ctx.status < 300) ctx.type = AUDIO_TYPES[row.format] ?? 'application/octet-stream';
    return ANSWERED;
  });
}
