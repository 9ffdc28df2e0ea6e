/** The dialogue collection pages (admin §2 smart: dialogcollect, hidden dialogcollect-detail). */
export const COLLECT_PATH = '/admin/smart/dialogcollect';
export const COLLECT_DETAIL_PATH = '/admin/smart/dialogcollect-detail';

/** The detail page of a recording. */
export const collectDetailPath = (id: string): string => `${COLLECT_DETAIL_PATH}?id=${encodeURIComponent(id)}`;

/** The flow editor of a scenario (the scenario feature's page). */
export const sceneEditorPath = (id: string): string => `/admin/voice/editscene?id=${encodeURIComponent(id)}`;

/** `h:mm:ss` or `m:ss` of a duration in milliseconds. */
export function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
