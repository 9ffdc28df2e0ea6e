import { AVATAR_UPLOAD_BYTES, IMAGE_UPLOAD_BYTES, isBannerRatio, ok, type UploadFiletype } from '@peilian/shared';
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import type { Context } from 'koa';
import { authenticateToken } from '../../auth/session.js';
import { invalidInput } from '../../errors/index.js';
import { publicRoute } from '../../http/contract.js';
import { rateLimit, REQUEST_BUDGETS } from '../../http/rateLimit.js';
import { uploadedFiles } from '../../http/validate.js';
import { assertImageDimensions, readImageInfo } from '../../lib/imageInfo.js';
import { storageKey, type FolderKind } from '../../storage/keys.js';
import type { Routers } from '../../http/routers.js';
import { assertMayUploadImage, IMAGE_LIMITS } from './imageAccess.js';

/**
 * The public kinds, uploaded before their account exists, and their folders outside any
 * organisation: the enterprise registration's logo, the mini-program registration's avatar (which
 * the registration moves into its organisation's avatars).
 */
const PUBLIC_FOLDERS = { logo: 'logo', registrationavatar: 'avatar' } as const satisfies Record<string, FolderKind>;
type PublicKind = keyof typeof PUBLIC_FOLDERS;

const isPublicKind = (filetype: unknown): filetype is PublicKind => typeof filetype === 'string' && Object.hasOwn(PUBLIC_FOLDERS, filetype);

/** The folder of a signed-in upload: the caller's organisation's, once they may upload this kind. */
async function signedInFolder(ctx: Context, filetype: Exclude<UploadFiletype, PublicKind>): Promise<{ orgId: string; saveDir: FolderKind }> {
  const { user } = await authenticateToken(ctx.deps, ctx.get('token') || undefined);
  await assertMayUploadImage(ctx.deps, user, filetype);
  return { orgId: user.orgId, saveDir: filetype };
}

/**
 * The largest file the body parser accepts for this request while it streams in: the public
 * uploads at the image limit, other image uploads at the largest image limit (each kind's own limit
 * is checked afterwards, with the spec's message). Other requests keep the default.
 */
export function uploadLimitFor(ctx: Context): number | undefined {
  if (ctx.path !== '/api/file/upload') return undefined;
  return isPublicKind(ctx.query.filetype) ? IMAGE_UPLOAD_BYTES : AVATAR_UPLOAD_BYTES;
}

/**
 * `POST api/file/upload?filetype=` (multipart field `file`), admin §3 upload folders: public for the
 * registrations' `logo` and `registrationavatar` only (2 MB); `avatar` for any signed-in user (10 MB);
 * covers (`filecover`, `videocover`, `mission`) and `banner` for administrators of those functions
 * (2 MB; banners 20:3 within 2 %), `individuate` (the personalisation's logos and login background)
 * for administrators of the settings (2 MB). One jpg or png, checked by its bytes, refused before it is stored;
 * stored under `orgless/logo/<yyyymmdd>/…`, `orgless/avatar/<yyyymmdd>/…` or
 * `<org id>/<filetype>/<yyyymmdd>/<random>.<ext>`, served at `/files/...`.
 */
async function upload(ctx: Context, filetype: UploadFiletype) {
  const folder = isPublicKind(filetype) ? { orgId: null, saveDir: PUBLIC_FOLDERS[filetype] } : await signedInFolder(ctx, filetype);
  const files = uploadedFiles(ctx, 'file');
  const [file] = files;
  if (!file || files.length !== 1) throw invalidInput('validation.required', {}, 'file');
  const limit = IMAGE_LIMITS[filetype];
  if (file.size > limit) throw invalidInput('register.fileTooLarge', { size: limit / 1024 / 1024 }, 'file');
  const image = await readImageInfo(file.filepath);
  if (!image) throw invalidInput('register.imageFormat', {}, 'file');
  assertImageDimensions(image);
  if (filetype === 'banner' && !isBannerRatio(image.width, image.height)) {
    throw invalidInput('library.rules.bannerRatio', { width: image.width, height: image.height }, 'file');
  }
  const key = storageKey({ ...folder, filename: `image.${image.type}`, now: ctx.deps.clock.now() });
  const stored = await ctx.deps.storage.put(file.filepath, key);
  ctx.log.info({ key, size: stored.size }, `${filetype} uploaded`);
  return ok(stored);
}

export function registerFileRoutes(routers: Routers): void {
  // The IP's budget is spent before the file is looked at.
  publicRoute(routers, LEARNER_ENDPOINTS.files.upload, { guards: [rateLimit('upload', REQUEST_BUDGETS.upload)] }, async ({ query }, ctx) =>
    upload(ctx, query().filetype),
  );
}
