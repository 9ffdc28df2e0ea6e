import { CATALOG_TYPES, type MediaKind, type MediaListQuery, type UpdateMediaRequest } from '@peilian/shared';
import { listCatalogues } from '../../data/catalogues.js';
import { findMediaListRow, listMedia, updateMedia, type MediaChanges, type MediaListRow } from '../../data/media.js';
import { appError, invalidInput } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import { catalogueAndBelow } from '../catalogues/commands.js';
import { previewQueue } from '../preview.js';
import { catalogueFor, coverFor } from '../uploads/commands.js';
import type { Caller } from '../../lib/caller.js';
import { loadRecord, recordLoader } from '../../http/records.js';

/** A media of the caller's organisation with its names, else `errors.library.mediaNotFound`; its routes load it for `:id`. */
export const mediaRecord = recordLoader('errors.library.mediaNotFound', (db, orgId, id) => findMediaListRow(db, orgId, id));

/** A media of the caller's organisation with its names, else `errors.library.mediaNotFound`. */
export function mediaInOrg(request: Caller, id: string): Promise<MediaListRow> {
  return loadRecord(mediaRecord, request, id);
}

/** A conversion left pending by a stopped process is started again when the media is looked at. */
function resumePreviews(request: Caller, rows: readonly MediaListRow[]): void {
  for (const { media } of rows) if (media.previewStatus === 'pending') previewQueue(request.deps).enqueue(media.id);
}

/** `GET api/admin/v3/media`: one kind, optionally in a catalogue (and those below it), by name and status. */
export async function mediaList(request: Caller, query: MediaListQuery): Promise<{ rows: MediaListRow[]; total: number }> {
  const { deps, caller } = request;
  let catalogIds: string[] | undefined;
  if (query.catalogid) {
    const type = query.kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file;
    catalogIds = isUuid(query.catalogid) ? catalogueAndBelow(await listCatalogues(deps.db, caller.orgId, type), query.catalogid) : [];
  }
  const excludeIds = query.excludeid
    .split(',')
    .map((id) => id.trim())
    .filter(isUuid);
  const result = await listMedia(
    deps.db,
    { orgId: caller.orgId, kind: query.kind, catalogIds, text: query.text, disabled: query.disabled, excludeIds },
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

/** `PUT api/admin/v3/media/{id}` (editfile, editvideo): name, catalogue (of the media's kind), cover. */
export async function changeMedia(request: Caller, row: MediaListRow, input: UpdateMediaRequest): Promise<MediaListRow> {
  const kind = row.media.kind as MediaKind;
  const changes: MediaChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.catalogid !== undefined) changes.catalogId = await catalogueFor(request, kind, input.catalogid);
  if (input.cover !== undefined) changes.cover = await coverFor(request, input.cover, row.media.cover);
  if (Object.keys(changes).length === 0) return row;
  return changed(request, row.media.id, changes, 'media changed');
}

/** `POST api/admin/v3/media/{id}/disable`: a disabled media disappears for learners, not from tasks. */
export const setMediaDisabled = (request: Caller, row: MediaListRow, disabled: number) =>
  changed(request, row.media.id, { disabled }, disabled ? 'media disabled' : 'media enabled');

/** `POST api/admin/v3/media/{id}/status`: video status verification (files have no status to verify). */
export async function setMediaStatus(request: Caller, row: MediaListRow, status: number): Promise<MediaListRow> {
  if (row.media.kind !== 'video') throw invalidInput('library.rules.statusVideoOnly', {}, 'status');
  return changed(request, row.media.id, { status }, 'video status set');
}
