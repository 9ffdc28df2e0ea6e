import { canUseFunction, VIDEO_STATUS } from '@peilian/shared';
import { permissionContext, permissionUser } from '../auth/functions.js';
import { assertAccountUsable, assertOrganisationOpen } from '../auth/session.js';
import type { Db } from '../db/client.js';
import type { MediaRow, UserRow } from '../db/schema/index.js';
import { findMediaInOrg, incrementViewCount } from '../data/media.js';
import { findOrganisationById } from '../data/organisations.js';
import { findUserInOrg } from '../data/users.js';
import { appError } from '../errors/index.js';
import type { AppDeps } from '../http/context.js';
import { isUuid } from '../http/request.js';
import { issueViewKey, verifyViewKey } from './viewKeys.js';

/** The function that manages the content library (admin §2 studysystem; editfile/editvideo follow it). */
export const LIBRARY_FUNCTION = 'studysystem';

/** True when the user may manage (and so view, even disabled) the organisation's content library. */
export async function mayManageLibrary(deps: AppDeps, user: UserRow): Promise<boolean> {
  const org = await findOrganisationById(deps.db, user.orgId);
  return Boolean(org && canUseFunction(permissionUser(user), LIBRARY_FUNCTION, permissionContext(deps.config, org)));
}

/**
 * Whether a learner may open a media outside the back office — decided by the training centre (the
 * media belongs to a child task in the learner's range that is open to them). The training centre
 * registers its rule with `allowLearnerMediaAccess`; until one does, only library managers view.
 */
export type LearnerMediaAccess = (db: Db, user: UserRow, media: MediaRow) => Promise<boolean>;
const learnerAccessRules: LearnerMediaAccess[] = [];

/** Registers a rule that lets learners view a media (any rule saying yes is enough). */
export function allowLearnerMediaAccess(rule: LearnerMediaAccess): void {
  if (!learnerAccessRules.includes(rule)) learnerAccessRules.push(rule);
}

/**
 * Refuses a video learners cannot play yet: still processing (`videoProcessing`) or failed or not
 * passed (`videoUnavailable`); files and passed videos go on.
 */
export function assertPlayable(media: MediaRow): void {
  if (media.kind !== 'video' || media.status === VIDEO_STATUS.passed) return;
  throw appError(media.status === VIDEO_STATUS.processing ? 'errors.library.videoProcessing' : 'errors.library.videoUnavailable');
}

/** A media of the viewer's organisation that is not disabled, else `errors.library.mediaNotFound`. */
export async function viewableMedia(db: Db, viewer: UserRow, mediaId: string, options: { includeDisabled?: boolean } = {}): Promise<MediaRow> {
  const media = isUuid(mediaId) ? await findMediaInOrg(db, viewer.orgId, mediaId) : undefined;
  if (!media || (media.disabled && !options.includeDisabled)) throw appError('errors.library.mediaNotFound');
  return media;
}

/**
 * The stored file `content` serves: a processed video's playable rendition (docs/media.md "Video
 * processing"), else the original; `original` asks for the uploaded file itself (library managers).
 */
export function contentOf(media: MediaRow, original = false): { key: string; format: string } {
  if (media.kind === 'video' && media.renditionKey && !original) return { key: media.renditionKey, format: 'mp4' };
  return { key: media.storageKey, format: media.format };
}

/** What a viewer gets: a key and the URLs it opens (`previewUrl` '' when there is no PDF rendition). */
export interface MediaViewing {
  media: MediaRow;
  key: string;
  expires: number;
  contentUrl: string;
  previewUrl: string;
}

/** A fresh viewing key for a media and its content and preview URLs. */
export async function viewingOf(deps: AppDeps, viewer: UserRow, media: MediaRow): Promise<MediaViewing> {
  const { key, expires } = await issueViewKey(deps.db, media.id, { orgId: media.orgId, userId: viewer.id }, deps.clock.now());
  const query = `?key=${encodeURIComponent(key)}`;
  const hasPreview = media.format === 'pdf' || media.previewStatus === 'ready';
  return {
    media,
    key,
    expires,
    contentUrl: `/api/media/${media.id}/content${query}`,
    previewUrl: hasPreview ? `/api/media/${media.id}/preview${query}` : '',
  };
}

/**
 * For the training centre's mediatask calls, once they have decided the learner may see this media
 * (its child task is in the learner's range and open): the media (same organisation, not disabled)
 * with a viewing key and URLs; `countView` counts one view.
 */
export async function mediaForViewer(deps: AppDeps, viewer: UserRow, mediaId: string, options: { countView?: boolean } = {}): Promise<MediaViewing> {
  const media = await viewableMedia(deps.db, viewer, mediaId);
  assertPlayable(media);
  if (options.countView) await incrementViewCount(deps.db, media.orgId, media.id);
  return viewingOf(deps, viewer, media);
}

/**
 * `api/trainning/v3/media/viewkey`: library managers view any media of their organisation (also
 * disabled ones, to check them); anyone else needs a learner access rule saying yes, and counts a view.
 */
export async function viewKeyFor(deps: AppDeps, viewer: UserRow, mediaId: string): Promise<MediaViewing> {
  if (await mayManageLibrary(deps, viewer)) return viewingOf(deps, viewer, await viewableMedia(deps.db, viewer, mediaId, { includeDisabled: true }));
  const media = await viewableMedia(deps.db, viewer, mediaId);
  const results = await Promise.all(learnerAccessRules.map((rule) => rule(deps.db, viewer, media)));
  if (!results.some(Boolean)) throw appError('errors.library.mediaNotFound');
  assertPlayable(media);
  await incrementViewCount(deps.db, media.orgId, media.id);
  return viewingOf(deps, viewer, media);
}

/**
 * The checks of `/api/media/{id}/content|preview?key=`: a genuine, unexpired key for this media,
 * issued to a usable user of the media's organisation who may still view it; when the request also
 * carries a session (`sessionUserId`), it must be that user's. The key names the organisation the
 * media is found in.
 */
export async function mediaForKey(deps: AppDeps, mediaId: string, key: string, sessionUserId?: string): Promise<MediaRow> {
  const verified = isUuid(mediaId) ? await verifyViewKey(deps.db, mediaId, key, deps.clock.now()) : undefined;
  if (!verified || !isUuid(verified.orgId) || !isUuid(verified.userId)) throw appError('errors.library.viewKeyInvalid');
  const media = await findMediaInOrg(deps.db, verified.orgId, mediaId);
  if (!media) throw appError('errors.library.mediaNotFound');
  if (sessionUserId !== undefined && sessionUserId !== verified.userId) throw appError('errors.library.viewKeyInvalid');
  const found = await findUserInOrg(deps.db, media.orgId, verified.userId);
  if (!found) throw appError('errors.library.viewKeyInvalid');
  try {
    assertAccountUsable(found.user, deps.clock.now());
    assertOrganisationOpen(found, deps.clock.now(), false);
  } catch {
    throw appError('errors.library.viewKeyInvalid');
  }
  if ((media.disabled || (media.kind === 'video' && media.status !== VIDEO_STATUS.passed)) && !(await mayManageLibrary(deps, found.user))) {
    if (media.disabled) throw appError('errors.library.mediaNotFound');
    assertPlayable(media);
  }
  return media;
}
