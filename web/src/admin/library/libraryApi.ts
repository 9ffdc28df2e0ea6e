import {
  CATALOG_TYPES,
  type AdminMedia,
  type Banner,
  type BannerListResponse,
  type CatalogNode,
  type ImageFiletype,
  type ImageFolder,
  type ImageItem,
  type MediaKind,
  type MediaListResponse,
  type ViewKeyResponse,
} from '@peilian/shared';
import { requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';
import { ADMIN_ENDPOINTS, adminApi, adminUrl } from '../api';

/** The content library's calls (docs/training.md) through the admin endpoint table. */

export const catalogTypeOf = (kind: MediaKind) => (kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file);

export async function fetchCatalogueTree(kind: MediaKind): Promise<CatalogNode[]> {
  return (await adminApi.catalogs.tree({ type: catalogTypeOf(kind) })).rows;
}

export async function createCatalogue(kind: MediaKind, name: string, parentid: string): Promise<CatalogNode> {
  return (await adminApi.catalogs.create({}, { type: catalogTypeOf(kind), name, parentid })).catalog;
}

export async function renameCatalogue(id: string, name: string): Promise<CatalogNode> {
  return (await adminApi.catalogs.update({ id }, { name })).catalog;
}

export async function deleteCatalogue(id: string): Promise<void> {
  await adminApi.catalogs.remove({ id });
}

export interface MediaQuery {
  kind: MediaKind;
  catalogid: string;
  text: string;
  disabled: '' | 0 | 1;
  page: number;
  rows: number;
}

export async function fetchMediaList(query: MediaQuery): Promise<MediaListResponse> {
  return adminApi.media.list(query);
}

export async function fetchMedia(id: string): Promise<AdminMedia> {
  return (await adminApi.media.read({ id })).media;
}

export async function updateMedia(id: string, values: { name: string; catalogid: string; cover: string }): Promise<AdminMedia> {
  return (await adminApi.media.update({ id }, values)).media;
}

export async function setMediaDisabled(id: string, disabled: 0 | 1): Promise<AdminMedia> {
  return (await adminApi.media.disable({ id }, { disabled })).media;
}

export async function setMediaStatus(id: string, status: 0 | 1 | 100): Promise<AdminMedia> {
  return (await adminApi.media.status({ id }, { status })).media;
}

export async function fetchViewKey(id: string): Promise<ViewKeyResponse> {
  return adminApi.media.viewkey({ fileid: id, time: Date.now() });
}

export async function fetchImageFolders(filetype: ImageFiletype): Promise<ImageFolder[]> {
  return (await adminApi.images.folders({ type: filetype })).rows;
}

export async function fetchImages(filetype: ImageFiletype, folder: string): Promise<ImageItem[]> {
  return (await adminApi.images.list({ id: folder, type: filetype })).rows;
}

/** `POST api/file/upload?filetype=` with progress; resolves the stored path. */
export async function uploadImage(filetype: ImageFiletype, image: Blob, fileName: string, onProgress: (percent: number) => void): Promise<string> {
  const answer = await uploadFile<unknown>({
    url: adminUrl(ADMIN_ENDPOINTS.images.upload, {}, { filetype, animate: 'true' }),
    file: image,
    fileName,
    headers: requestHeaders(),
    onProgress,
  });
  return ADMIN_ENDPOINTS.images.upload.response.parse(answer).path;
}

export interface BannerQuery {
  platform: '' | 1 | 2;
  title: string;
  page: number;
  rows: number;
}

export async function fetchBanners(query: BannerQuery): Promise<BannerListResponse> {
  return adminApi.banners.list(query);
}

export interface BannerValues {
  title: string;
  image: string;
  platform: number;
  click: number;
  clicktype: number;
  clickid: string;
  clickurl: string;
  sort: number;
}

export async function saveBanner(id: string | null, values: BannerValues): Promise<Banner> {
  const answer = id ? await adminApi.banners.update({ id }, values) : await adminApi.banners.create({}, values);
  return answer.banner;
}

export async function setBannerDisabled(id: string, disabled: 0 | 1): Promise<Banner> {
  return (await adminApi.banners.disable({ id }, { disabled })).banner;
}

export async function deleteBanner(id: string): Promise<void> {
  await adminApi.banners.remove({ id });
}

/** Task packages a banner may open (the three task lists; a list the caller may not see is skipped). */
export async function fetchBannerPackages(title: string): Promise<{ id: string; title: string }[]> {
  const lists = await Promise.allSettled([1, 2, 3].map(async (tasktype) => (await adminApi.packages.list({ tasktype, title, page: 1, rows: 30 })).rows));
  return lists.flatMap((list) => (list.status === 'fulfilled' ? list.value.map(({ id, title: name }) => ({ id, title: name })) : []));
}
