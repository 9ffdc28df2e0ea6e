import {
  bannerListResponseSchema,
  bannerResponseSchema,
  CATALOG_TYPES,
  catalogResponseSchema,
  catalogTreeResponseSchema,
  imageCatalogResponseSchema,
  imageListResponseSchema,
  mediaListResponseSchema,
  mediaResponseSchema,
  packageListResponseSchema,
  uploadResponseSchema,
  viewKeyResponseSchema,
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
import { api, requestHeaders } from '../../app/services';
import { uploadFile } from '../../lib/upload';

/** The content library's calls (docs/training.md), answers checked by the shared schemas. */

export const catalogTypeOf = (kind: MediaKind) => (kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file);

export async function fetchCatalogueTree(kind: MediaKind): Promise<CatalogNode[]> {
  return catalogTreeResponseSchema.parse(await api.get('api/admin/material/catalog', { type: catalogTypeOf(kind) })).rows;
}

export async function createCatalogue(kind: MediaKind, name: string, parentid: string): Promise<CatalogNode> {
  return catalogResponseSchema.parse(await api.post('api/admin/material/catalog', { type: catalogTypeOf(kind), name, parentid })).catalog;
}

export async function renameCatalogue(id: string, name: string): Promise<CatalogNode> {
  return catalogResponseSchema.parse(await api.put(`api/admin/material/catalog/${id}`, { name })).catalog;
}

export async function deleteCatalogue(id: string): Promise<void> {
  await api.delete(`api/admin/material/catalog/${id}`, {});
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
  return mediaListResponseSchema.parse(await api.get('api/admin/v3/media', { ...query }));
}

export async function fetchMedia(id: string): Promise<AdminMedia> {
  return mediaResponseSchema.parse(await api.get(`api/admin/v3/media/${id}`)).media;
}

export async function updateMedia(id: string, values: { name: string; catalogid: string; cover: string }): Promise<AdminMedia> {
  return mediaResponseSchema.parse(await api.put(`api/admin/v3/media/${id}`, values)).media;
}

export async function setMediaDisabled(id: string, disabled: 0 | 1): Promise<AdminMedia> {
  return mediaResponseSchema.parse(await api.post(`api/admin/v3/media/${id}/disable`, { disabled })).media;
}

export async function setMediaStatus(id: string, status: 0 | 1 | 100): Promise<AdminMedia> {
  return mediaResponseSchema.parse(await api.post(`api/admin/v3/media/${id}/status`, { status })).media;
}

export async function fetchViewKey(id: string): Promise<ViewKeyResponse> {
  return viewKeyResponseSchema.parse(await api.get('api/trainning/v3/media/viewkey', { fileid: id, time: Date.now() }));
}

export async function fetchImageFolders(filetype: ImageFiletype): Promise<ImageFolder[]> {
  return imageCatalogResponseSchema.parse(await api.get('api/admin/basic/catalog', { type: filetype })).rows;
}

export async function fetchImages(filetype: ImageFiletype, folder: string): Promise<ImageItem[]> {
  return imageListResponseSchema.parse(await api.get(`api/admin/basic/catalog/${folder}/images`, { type: filetype })).rows;
}

/** `POST api/file/upload?filetype=` with progress; resolves the stored path. */
export async function uploadImage(filetype: ImageFiletype, image: Blob, fileName: string, onProgress: (percent: number) => void): Promise<string> {
  const answer = await uploadFile<unknown>({ url: `/api/file/upload?filetype=${filetype}&animate=true`, file: image, fileName, headers: requestHeaders(), onProgress });
  return uploadResponseSchema.parse(answer).path;
}

export interface BannerQuery {
  platform: '' | 1 | 2;
  title: string;
  page: number;
  rows: number;
}

export async function fetchBanners(query: BannerQuery): Promise<BannerListResponse> {
  return bannerListResponseSchema.parse(await api.get('api/admin/system/banner', { ...query }));
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
  const body = { ...values };
  const answer = id ? await api.put(`api/admin/system/banner/${id}`, body) : await api.post('api/admin/system/banner', body);
  return bannerResponseSchema.parse(answer).banner;
}

export async function setBannerDisabled(id: string, disabled: 0 | 1): Promise<Banner> {
  return bannerResponseSchema.parse(await api.post(`api/admin/system/banner/${id}/disable`, { disabled })).banner;
}

export async function deleteBanner(id: string): Promise<void> {
  await api.delete(`api/admin/system/banner/${id}`, {});
}

/** Task packages a banner may open (the three task lists; a list the caller may not see is skipped). */
export async function fetchBannerPackages(title: string): Promise<{ id: string; title: string }[]> {
  const lists = await Promise.allSettled(
    [1, 2, 3].map(async (tasktype) => packageListResponseSchema.parse(await api.get('api/admin/task/package', { tasktype, title, page: 1, rows: 30 })).rows),
  );
  return lists.flatMap((list) => (list.status === 'fulfilled' ? list.value.map(({ id, title: name }) => ({ id, title: name })) : []));
}
