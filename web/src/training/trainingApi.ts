import { ApiError, errorKeyForCode, isSuccessResponse, type CallOptions, type MediaReportResponse, type ProgressReport } from '@peilian/shared';
import { learnerApi, learnerArea, learnerUrl, requestHeaders } from '../app';

/** The learner's training calls (docs/training.md), each answer checked against its shared schema. */

const { training } = learnerApi;

export const fetchCentre = (options?: CallOptions) => training.centre({ platform: 'mobile' }, options);

export const fetchTask = (id: string) => training.task({ id });

export const fetchMediaTask = (childId: string) => training.mediaTask({ id: childId });

export const fetchMediaItem = (childId: string, mediaId: string) => training.mediaItem({ id: childId, mediaId });

/** A fresh viewing key when the one the page holds has expired. */
export const fetchViewKey = (mediaId: string) => training.viewKey({ fileid: mediaId, time: Date.now() });

/**
 * A fetch that outlives the page (`keepalive`), for the report sent as the page is hidden or closed.
 * `navigator.sendBeacon` cannot carry the token header or a PUT, so this is fetch with keepalive. The
 * endpoint table is loaded by then (the page loaded its media through it), so the request still
 * starts while the page is being hidden.
 */
async function putKeepalive(report: ProgressReport, body: Record<string, unknown>): Promise<unknown> {
  const training = await learnerArea('training');
  let response: Response;
  try {
    response = await fetch(learnerUrl(training.mediaReport, { id: report.childId, mediaId: report.mediaId }), {
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

/** Position and the seconds studied since the last report (the training table's `mediaReport`). */
export async function sendProgress(report: ProgressReport, { keepalive }: { keepalive: boolean }): Promise<MediaReportResponse> {
  const body = { position: report.position, seconds: report.seconds, finish: report.finish };
  if (!keepalive) return training.mediaReport({ id: report.childId, mediaId: report.mediaId }, body);
  const answer = await putKeepalive(report, body);
  return (await learnerArea('training')).mediaReport.response.parse(answer);
}
