import {
  ApiError,
  avatarResponseSchema,
  centerResponseSchema,
  errorKeyForCode,
  isSuccessResponse,
  mediaItemResponseSchema,
  mediaReportResponseSchema,
  mediaTaskResponseSchema,
  mineResponseSchema,
  rankingResponseSchema,
  taskDetailResponseSchema,
  viewKeyResponseSchema,
  type MediaReportResponse,
} from '@peilian/shared';
import { api, requestHeaders } from '../app/services';
import type { ProgressReport } from './progressReporter';

/** The learner's training calls (docs/training.md), each answer checked against its shared schema. */

export const fetchCentre = async () => centerResponseSchema.parse(await api.get('api/trainning/v3/center', { platform: 'mobile' }));

export const fetchTask = async (id: string) => taskDetailResponseSchema.parse(await api.get(`api/trainning/v3/task/${encodeURIComponent(id)}`));

export const fetchMediaTask = async (childId: string) =>
  mediaTaskResponseSchema.parse(await api.get(`api/trainning/v3/mediatask/${encodeURIComponent(childId)}`));

export const fetchMediaItem = async (childId: string, mediaId: string) =>
  mediaItemResponseSchema.parse(await api.get(`api/trainning/v3/mediatask/${encodeURIComponent(childId)}/${encodeURIComponent(mediaId)}`));

/** A fresh viewing key when the one the page holds has expired (`GET api/trainning/v3/media/viewkey`). */
export const fetchViewKey = async (mediaId: string) =>
  viewKeyResponseSchema.parse(await api.get('api/trainning/v3/media/viewkey', { fileid: mediaId, time: Date.now() }));

export const fetchRanking = async (page: number, rows: number) => rankingResponseSchema.parse(await api.get('api/trainning/v3/ranking', { page, rows }));

export const fetchMine = async () => mineResponseSchema.parse(await api.get('api/trainning/v3/mine'));

export const saveAvatar = async (avatar: string) => avatarResponseSchema.parse(await api.put('api/trainning/user/avatar', { avatar }));

const reportPath = (report: ProgressReport) =>
  `api/trainning/v3/mediatask/${encodeURIComponent(report.childId)}/${encodeURIComponent(report.mediaId)}`;

/**
 * A fetch that outlives the page (`keepalive`), for the report sent as the page is hidden or closed.
 * `navigator.sendBeacon` cannot carry the token header or a PUT, so this is fetch with keepalive.
 */
async function putKeepalive(path: string, body: Record<string, unknown>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`/${path}`, {
      method: 'PUT',
      keepalive: true,
      headers: { ...requestHeaders(), 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '', 0, 'errors.network');
  }
  const data: unknown = await response.json().catch(() => null);
  if (isSuccessResponse(response.status, data)) return data;
  const record = (typeof data === 'object' && data !== null ? data : {}) as { errcode?: unknown; errmsg?: unknown };
  const errcode = typeof record.errcode === 'number' ? record.errcode : response.status;
  throw new ApiError(errcode, typeof record.errmsg === 'string' ? record.errmsg : '', response.status, errorKeyForCode(errcode));
}

/** `PUT api/trainning/v3/mediatask/{child}/{media}`: position and the seconds studied since the last report. */
export async function sendProgress(report: ProgressReport, { keepalive }: { keepalive: boolean }): Promise<MediaReportResponse> {
  const body = { position: report.position, seconds: report.seconds, finish: report.finish };
  const data = keepalive ? await putKeepalive(reportPath(report), body) : await api.put(reportPath(report), body);
  return mediaReportResponseSchema.parse(data);
}
