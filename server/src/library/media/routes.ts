import { ok, TASK_LIST_FUNCTION_KEYS } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { authenticateToken } from '../../auth/session.js';
import { appError } from '../../errors/index.js';
import { adminRoute, ANSWERED, learnerRoute, publicRoute } from '../../http/contract.js';
import type { MediaRow } from '../../db/schema/index.js';
import type { Routers } from '../../http/routers.js';
import { sendStoredFile } from '../../http/storedFile.js';
import { contentOf, LIBRARY_FUNCTION, mediaForKey, viewKeyFor } from '../mediaAccess.js';
import { presentAdminMedia, presentViewing } from '../presenter.js';
import { changeMedia, mediaDetail, mediaRecord, mediaList, setMediaDisabled, setMediaStatus } from './commands.js';

const { media } = ADMIN_ENDPOINTS;
const { training } = LEARNER_ENDPOINTS;
const LIBRARY = { functions: LIBRARY_FUNCTION };
const ID = { ...LIBRARY, targets: ['params.id'] };
const MEDIA = { ...ID, load: { id: mediaRecord } };

/** The media a keyed request opens; a session sent along must be the key's user's. */
async function keyedMedia(ctx: Context, id: string, key: string) {
  const token = ctx.get('token');
  const sessionUserId = token ? (await authenticateToken(ctx.deps, token)).user.id : undefined;
  return mediaForKey(ctx.deps, id, key, sessionUserId);
}

/** The stored PDF a preview shows: a PDF as it is, or the PDF rendition of a converted document. */
function previewKeyOf(found: MediaRow): string {
  if (found.format === 'pdf') return found.storageKey;
  if (found.previewStatus !== 'ready' || !found.previewKey) throw appError('errors.library.previewUnavailable');
  return found.previewKey;
}

/**
 * The content library's media (studysystem; editfile/editvideo follow it), the learner's viewing
 * key, and the keyed content routes (public: a `<video>` or PDF viewer sends no headers, the key is
 * the credential).
 */
export function registerMediaRoutes(routers: Routers): void {
  // The list serves the task editors' pickers too (`excludeid`).
  adminRoute(routers, media.list, { functions: [LIBRARY_FUNCTION, ...TASK_LIST_FUNCTION_KEYS] }, async ({ query }, request) => {
    const { rows, total } = await mediaList(request, query());
    return ok({ rows: rows.map(presentAdminMedia), total });
  });

  adminRoute(routers, media.read, ID, async ({ params }, request) => ok({ media: presentAdminMedia(await mediaDetail(request, params.id)) }));

  adminRoute(routers, media.update, MEDIA, async ({ body, records: { id: row } }, request) =>
    ok({ media: presentAdminMedia(await changeMedia(request, row, body())) }),
  );

  adminRoute(routers, media.disable, MEDIA, async ({ body, records: { id: row } }, request) =>
    ok({ media: presentAdminMedia(await setMediaDisabled(request, row, body().disabled)) }),
  );

  adminRoute(routers, media.status, MEDIA, async ({ body, records: { id: row } }, request) =>
    ok({ media: presentAdminMedia(await setMediaStatus(request, row, body().status)) }),
  );

  // A short-lived key and the URLs it opens.
  learnerRoute(routers, training.viewKey, { targets: ['query.fileid'] }, async ({ query }, { deps, caller }) =>
    ok(presentViewing(await viewKeyFor(deps, caller, query().fileid))),
  );

  // The stored file, with Range requests (video seeking).
  publicRoute(routers, training.mediaContent, {}, async ({ params, query }, ctx) => {
    const { key, original } = query();
    const found = await keyedMedia(ctx, params.id, key);
    const content = contentOf(found, original === '1');
    await sendStoredFile(ctx, ctx.deps.storage, content.key, content.format, `${found.name}.${content.format}`);
    return ANSWERED;
  });

  publicRoute(routers, training.mediaPreview, {}, async ({ params, query }, ctx) => {
    const found = await keyedMedia(ctx, params.id, query().key);
    await sendStoredFile(ctx, ctx.deps.storage, previewKeyOf(found), 'pdf', `${found.name}.pdf`);
    return ANSWERED;
  });
}
