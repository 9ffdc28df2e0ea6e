import { BANNER_CLICK, BANNER_CLICKTYPES, FILE_REFERENCE_RULES, type BannerListQuery, type BannerRequest } from '@peilian/shared';
import {
  deleteBanner,
  findBannerInOrg,
  findPackageTitleInOrg,
  insertBanner,
  listBanners,
  updateBanner,
  type NewBanner,
  type BannerListRow,
} from '../../data/banners.js';
import { appError } from '../../errors/index.js';
import { isUuid } from '../../http/request.js';
import type { Caller } from '../../auth/caller.js';
import { checkFileReference } from '../../storage/fileReferences.js';
import { loadRecord, recordLoader } from '../../http/records.js';

/** A banner of the caller's organisation, else `errors.library.bannerNotFound`; its routes load it for `:id`. */
export const bannerRecord = recordLoader('errors.library.bannerNotFound', (db, orgId, id) => findBannerInOrg(db, orgId, id));

/** A banner of the caller's organisation, else `errors.library.bannerNotFound`. */
export function bannerInOrg(request: Caller, id: string): Promise<BannerListRow> {
  return loadRecord(bannerRecord, request, id);
}

export async function bannerList({ deps, caller }: Caller, query: BannerListQuery) {
  return listBanners(
    deps.db,
    { orgId: caller.orgId, platform: query.platform, title: query.title },
    { offset: (query.page - 1) * query.rows, limit: query.rows },
  );
}

/**
 * The stored fields of a banner request (admin §3 Banner): the image is a 20:3 banner upload of
 * this organisation (its ratio and size were checked when it was uploaded) or a built-in banner;
 * a click that opens a task names a package of this organisation; one that opens a URL keeps it.
 * Fields a click type does not use are stored empty.
 */
async function bannerFields(request: Caller, input: BannerRequest): Promise<Omit<NewBanner, 'orgId'>> {
  const { deps, caller } = request;
  const image = input.image;
  await checkFileReference(deps.storage, caller.orgId, image, FILE_REFERENCE_RULES.bannerImage, 'image');
  const opens = input.click === BANNER_CLICK.trigger;
  const opensUrl = opens && input.clicktype === BANNER_CLICKTYPES.url;
  if (opensUrl) await checkFileReference(deps.storage, caller.orgId, input.clickurl, FILE_REFERENCE_RULES.bannerClickUrl, 'clickurl');
  const opensTask = opens && !opensUrl;
  if (opensTask && !(isUuid(input.clickid) && (await findPackageTitleInOrg(deps.db, caller.orgId, input.clickid)) !== undefined)) {
    throw appError('errors.library.bannerTaskNotFound');
  }
  return {
    title: input.title,
    image,
    platform: input.platform,
    click: input.click,
    clicktype: opens ? input.clicktype : BANNER_CLICKTYPES.task,
    clickid: opensTask ? input.clickid : '',
    clickurl: opensUrl ? input.clickurl : '',
    sort: input.sort,
  };
}

export async function createBanner(request: Caller, input: BannerRequest): Promise<BannerListRow> {
  const { deps, log, caller } = request;
  const created = await insertBanner(deps.db, { ...(await bannerFields(request, input)), orgId: caller.orgId });
  log.info({ orgId: caller.orgId, bannerId: created.id, by: caller.id }, 'banner created');
  return bannerInOrg(request, created.id);
}

export async function changeBanner(request: Caller, row: BannerListRow, input: BannerRequest): Promise<BannerListRow> {
  const { deps, log, caller } = request;
  if (!(await updateBanner(deps.db, caller.orgId, row.banner.id, await bannerFields(request, input)))) throw appError('errors.library.bannerNotFound');
  log.info({ orgId: caller.orgId, bannerId: row.banner.id, by: caller.id }, 'banner changed');
  return bannerInOrg(request, row.banner.id);
}

export async function setBannerDisabled(request: Caller, row: BannerListRow, disabled: number): Promise<BannerListRow> {
  const { deps, log, caller } = request;
  if (!(await updateBanner(deps.db, caller.orgId, row.banner.id, { disabled }))) throw appError('errors.library.bannerNotFound');
  log.info({ orgId: caller.orgId, bannerId: row.banner.id, by: caller.id, disabled }, 'banner status set');
  return bannerInOrg(request, row.banner.id);
}

export async function removeBanner(request: Caller, row: BannerListRow): Promise<void> {
  const { deps, log, caller } = request;
  if (!(await deleteBanner(deps.db, caller.orgId, row.banner.id))) throw appError('errors.library.bannerNotFound');
  log.info({ orgId: caller.orgId, bannerId: row.banner.id, by: caller.id }, 'banner deleted');
}
