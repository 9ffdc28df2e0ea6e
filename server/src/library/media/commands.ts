import { VIDEO_STATUS, type MediaKind, type MediaListQuery, type UpdateMediaRequest } from '@peilian/shared';
import { afterCommit } from '../../db/operationScope.js';
import { queueVideo } from '../../data/videoProcessing.js';
import { findMediaListRow, listMedia, updateMedia, type MediaChanges, type MediaListRow } from '../../data/media.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAndBelow } from '../catalogues/commands.js';
import { contentAccess, type ContentAccess } from '../catalogues/recordGuard.js';
import type { CatalogueRights } from '../catalogues/access.js';
import { previewQueue } from '../preview.js';
import { catalogueFor, coverFor, mediaCatalogueType } from '../uploads/commands.js';
import type { Caller } from '../../auth/caller.js';
import { loadRecord, recordLoader } from '../../http/records.js';

/** The caller's access to the catalogues of a media kind and to media with lists of their own (docs/training.md "Catalogue access lists", "Record access lists"). */
const mediaCatalogues = (request: Caller, kind: string): Promise<ContentAccess> => contentAccess(request, 'media', mediaCatalogueType(kind));

/**
 * A media of the caller's organisation with its names, else `errors.library.mediaNotFound`; its routes load it for `:id`.
 * A media in a catalogue the caller cannot see is not found either.
 */
export const mediaRecord = recordLoader('errors.library.mediaNotFound', async (db, orgId, id, caller) => {
  const row = await findMediaListRow(db, orgId, id);
  return row && (await mediaCatalogues(caller, row.media.kind)).recordRights(row.media).access ? row : undefined;
});

/** A media of the caller's organisation with its names (one the caller may see), else `errors.library.mediaNotFound`. */
export function mediaInOrg(request: Caller, id: string): Promise<MediaListRow> {
  return loadRecord(mediaRecord, request, id);
}

/** Refuses (403 `catalogRefused`) a change of a media the caller lacks `right` for in its catalogue. */
async function assertMediaRight(request: Caller, row: MediaListRow, right: keyof CatalogueRights): Promise<ContentAccess> {
  const access = await mediaCatalogues(request, row.media.kind);
  access.assertRecord(row.media, right);
  return access;
}

/** A conversion left pending by a stopped process is started again when the media is looked at. */
function resumePreviews(request: Caller, rows: readonly MediaListRow[]): void {
  for (const { media } of rows) if (media.previewStatus === 'pending') previewQueue(request.deps).enqueue(media);
}

/**
 * `GET api/admin/v3/media`: one kind, optionally in a catalogue (and those below it), by name and
 * status; media in catalogues the caller cannot see are left out (the pickers use it too).
 */
export async function mediaList(request: Caller, query: MediaListQuery): Promise<{ rows: MediaListRow[]; total: number }> {
  const { deps, caller } = request;
  const access = await mediaCatalogues(request, query.kind);
  let catalogIds: string[] | undefined;
  if (query.catalogid) catalogIds = isUuid(query.catalogid) ? catalogueAndBelow(access.rows, query.catalogid) : [];
  const excludeIds = query.excludeid
    .split(',')
    .map((id) => id.trim())
    .filter(isUuid);
  const result = await listMedia(
    deps.db,
    {
      orgId: caller.orgId,
      kind: query.kind,
      catalogIds,
      hiddenCatalogIds: access.hidden,
      records: access.records,
      text: query.text,
      disabled: query.disabled,
      excludeIds,
    },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
  );
  resumePreviews(request, result.rows);
  return result;
}

/** `GET api/admin/v3/media/{id}`. */
export async function mediaDetail(request: Caller, id: string): Promise<MediaListRow> {
  const row = await mediaInOrg(request, id);
  resumePreviews(request, [row]);
  return row;
}

async function changed(request: Caller, id: string, changes: MediaChanges, what: string): Promise<MediaListRow> {
  const { deps, log, caller } = request;
  if (!(await updateMedia(deps.db, caller.orgId, id, changes))) throw appError('errors.library.mediaNotFound');
  log.info({ orgId: caller.orgId, mediaId: id, by: caller.id, ...changes }, what);
  return mediaInOrg(request, id);
}

/**
 * `PUT api/admin/v3/media/{id}` (editfile, editvideo): name, catalogue (of the media's kind), cover.
 * Needs `edit` in the media's catalogue, and `add` in another one it moves to.
 */
export async function changeMedia(request: Caller, row: MediaListRow, input: UpdateMediaRequest): Promise<MediaListRow> {
  const kind = row.media.kind as MediaKind;
  const access = await assertMediaRight(request, row, 'edit');
  const changes: MediaChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.catalogid !== undefined) {
    changes.catalogId = await catalogueFor(request, kind, input.catalogid);
    if (changes.catalogId !== row.media.catalogId) access.assert(changes.catalogId, 'add');
  }
  if (input.cover !== undefined) changes.cover = await coverFor(request, input.cover, row.media.cover);
  if (Object.keys(changes).length === 0) return row;
  return changed(request, row.media.id, changes, 'media changed');
}

/**
 * `POST api/admin/v3/media/{id}/disable`: a disabled media disappears for learners, not from tasks.
 * Disabling keeps the media where it is and can be undone, so it is an edit (`edit`), not a deletion.
 */
export async function setMediaDisabled(request: Caller, row: MediaListRow, disabled: number): Promise<MediaListRow> {
  await assertMediaRight(request, row, 'edit');
  return changed(request, row.media.id, { disabled }, disabled ? 'media disabled' : 'media enabled');
}

/**
 * `POST api/admin/v3/media/{id}/status`: video status verification (files have no status to verify);
 * `edit` in its catalogue. Only the processing job makes a video playable (docs/media.md "Video
 * processing"): a processing video's status is the job's (`videoProcessing`), one whose processing
 * failed cannot be marked passed (`videoNotProcessed`), and 0 processes the video again (the
 * back office's retry). A passed video may be refused (100) and passed again.
 */
export async function setMediaStatus(request: Caller, row: MediaListRow, status: number): Promise<MediaListRow> {
  const { media } = row;
  if (media.kind !== 'video') throw invalidInput('library.rules.statusVideoOnly', {}, 'status');
  await assertMediaRight(request, row, 'edit');
  if (media.status === VIDEO_STATUS.processing) throw appError('errors.library.videoProcessing');
  if (status === VIDEO_STATUS.processing) return reprocess(request, row);
  if (status === VIDEO_STATUS.passed && media.statusReason) throw appError('errors.library.videoNotProcessed');
  return changed(request, media.id, { status }, 'video status set');
}

/** Processes a video again from its original: the job takes it up; its previous rendition goes. */
async function reprocess(request: Caller, row: MediaListRow): Promise<MediaListRow> {
  const { deps, log, caller } = request;
  const queued = await queueVideo(deps.db, row.media);
  if (!queued) throw appError('errors.library.videoProcessing');
  const previous = queued.previousRendition;
  if (previous) afterCommit(() => void deps.storage.remove(previous).catch((error: unknown) => log.warn({ err: error }, 'rendition not removed')));
  log.info({ orgId: caller.orgId, mediaId: row.media.id, by: caller.id }, 'video queued for processing');
  return mediaInOrg(request, row.media.id);
}
