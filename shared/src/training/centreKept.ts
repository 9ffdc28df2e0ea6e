import type { CenterResponse } from '../schemas/learnerTasks.js';

const GROUP_KEYS = ['inprogress', 'notstarted', 'ended'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasIds = (value: unknown): value is { id: string }[] => Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.id === 'string');

/**
 * The shape check of a kept centre read back from the device, for an app whose first load carries
 * no zod: an answer of the centre's shape (banners and the three groups, every item with an id), or
 * null. What was kept had passed the response schema when it arrived.
 */
export function looksLikeCentre(body: unknown): CenterResponse | null {
  if (!isRecord(body) || body.successed !== true || !hasIds(body.banners) || !isRecord(body.groups)) return null;
  const groups = body.groups;
  return GROUP_KEYS.every((key) => hasIds(groups[key])) ? (body as CenterResponse) : null;
}

/** The image of an answer's first banner (the centre's largest paint), read without a schema, or null. */
export function firstBannerOf(body: unknown): string | null {
  const image: unknown = looksLikeCentre(body)?.banners[0]?.image;
  return typeof image === 'string' && image !== '' ? image : null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** `next`, with every item equal to the one of the same id in `previous` replaced by that one (the list too when nothing changed). */
function reuse<T extends { id: string }>(previous: readonly T[], next: T[]): T[] {
  const byId = new Map(previous.map((item) => [item.id, item]));
  const merged = next.map((item) => {
    const old = byId.get(item.id);
    return old && same(old, item) ? old : item;
  });
  return merged.length === previous.length && merged.every((item, index) => item === previous[index]) ? (previous as T[]) : merged;
}

/**
 * The fresh answer with what did not change kept as the objects already on screen: the same
 * banners and packages (React's memoised cards do not re-render), and the previous answer itself
 * when nothing changed at all (no re-render).
 */
export function keepUnchanged(previous: CenterResponse | null, next: CenterResponse): CenterResponse {
  if (!previous) return next;
  const banners = reuse(previous.banners, next.banners);
  const groups = {
    inprogress: reuse(previous.groups.inprogress, next.groups.inprogress),
    notstarted: reuse(previous.groups.notstarted, next.groups.notstarted),
    ended: reuse(previous.groups.ended, next.groups.ended),
  };
  const groupsSame = GROUP_KEYS.every((key) => groups[key] === previous.groups[key]);
  if (banners === previous.banners && groupsSame) return previous;
  return { ...next, banners, groups: groupsSame ? previous.groups : groups };
}
