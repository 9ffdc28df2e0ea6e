import { CHILD_TASK_TYPES, type ChildTaskType } from '../domain/training.js';
import { CHILD_MEDIA_REFS_MAX, CHILD_SETTINGS_MAX_CHARS, REQUIRED_SECONDS } from '../limits.js';
import type { ValidationIssue } from '../validators/rules.js';

/**
 * What a child task runs (`refs`) and its options (`settings`), by type:
 * - 4 file reading, 5 video: `[{ mediaid, seconds }]`, 1–20 media of the organisation's content
 *   library, each to be read/watched for `seconds` (the required time);
 * - 1 scenario, 2 exam, 3 quick Q&A: `[{ refid }]`, exactly one id of the scenario, paper or
 *   question bank it runs. Only the shape is checked here; the features that run those tasks
 *   resolve the id.
 * Settings: video `{ allowseek: 0 | 1 }` (0: no seeking past what was watched); file `{}`; the
 * other types keep a small JSON object for their own features.
 */

export interface MediaRef {
  mediaid: string;
  seconds: number;
}
export interface ContentRef {
  refid: string;
}
export type ChildRef = MediaRef | ContentRef;

export interface VideoSettings {
  allowseek: 0 | 1;
}
export type ChildSettings = Record<string, unknown>;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True for the media-backed types (file reading, video). */
export function isMediaChildType(type: number): type is 4 | 5 {
  return type === CHILD_TASK_TYPES.file || type === CHILD_TASK_TYPES.video;
}

/** True for a known child task type. */
export function isChildTaskType(type: number): type is ChildTaskType {
  return (Object.values(CHILD_TASK_TYPES) as number[]).includes(type);
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function mediaRefs(refs: readonly unknown[], issues: ValidationIssue[]): MediaRef[] {
  if (refs.length === 0) issues.push({ key: 'tasks.rules.refsRequired' });
  if (refs.length > CHILD_MEDIA_REFS_MAX) issues.push({ key: 'tasks.rules.refsTooMany', params: { max: CHILD_MEDIA_REFS_MAX } });
  const out: MediaRef[] = [];
  for (const ref of refs) {
    const item = record(ref);
    const mediaid = typeof item?.mediaid === 'string' ? item.mediaid.trim() : '';
    const seconds = Number(item?.seconds);
    if (!ID_PATTERN.test(mediaid)) {
      issues.push({ key: 'tasks.rules.refsRequired' });
      continue;
    }
    if (!Number.isInteger(seconds) || seconds < REQUIRED_SECONDS.min || seconds > REQUIRED_SECONDS.max) {
      issues.push({ key: 'tasks.rules.requiredSeconds', params: { ...REQUIRED_SECONDS } });
      continue;
    }
    if (out.some((existing) => existing.mediaid === mediaid)) issues.push({ key: 'tasks.rules.refDuplicate' });
    else out.push({ mediaid, seconds });
  }
  return out;
}

function contentRefs(refs: readonly unknown[], issues: ValidationIssue[]): ContentRef[] {
  const item = refs.length === 1 ? record(refs[0]) : null;
  const refid = typeof item?.refid === 'string' ? item.refid.trim() : '';
  if (!ID_PATTERN.test(refid)) {
    issues.push({ key: 'tasks.rules.refIdRequired' });
    return [];
  }
  return [{ refid }];
}

function settingsOf(type: number, settings: unknown, issues: ValidationIssue[]): ChildSettings {
  const given = settings === undefined || settings === null ? {} : record(settings);
  if (!given) {
    issues.push({ key: 'tasks.rules.settingsInvalid' });
    return {};
  }
  if (type === CHILD_TASK_TYPES.video) {
    const allowseek = given.allowseek ?? 0;
    if (![0, 1, '0', '1', true, false].includes(allowseek as never)) issues.push({ key: 'tasks.rules.settingsInvalid' });
    const on = allowseek === 1 || allowseek === '1' || allowseek === true;
    return { allowseek: on ? 1 : 0 } satisfies VideoSettings as ChildSettings;
  }
  if (type === CHILD_TASK_TYPES.file) return {};
  if (JSON.stringify(given).length > CHILD_SETTINGS_MAX_CHARS) issues.push({ key: 'tasks.rules.settingsInvalid' });
  return given;
}

/**
 * Checks and normalises a child task's refs and settings for its type. Returns the clean values and
 * the issues (i18n keys) — empty when valid.
 */
export function normaliseChildContent(
  type: number,
  refs: unknown,
  settings: unknown,
): { refs: ChildRef[]; settings: ChildSettings; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  if (!isChildTaskType(type)) return { refs: [], settings: {}, issues: [{ key: 'tasks.rules.childType' }] };
  const list = Array.isArray(refs) ? refs : refs === undefined || refs === null || refs === '' ? [] : [refs];
  const clean = isMediaChildType(type) ? mediaRefs(list, issues) : contentRefs(list, issues);
  return { refs: clean, settings: settingsOf(type, settings, issues), issues };
}

/** The media refs of a stored child task (file/video), ignoring anything malformed. */
export function mediaRefsOf(type: number, refs: readonly unknown[]): MediaRef[] {
  if (!isMediaChildType(type)) return [];
  return refs.flatMap((ref) => {
    const item = record(ref);
    return item && typeof item.mediaid === 'string' && typeof item.seconds === 'number'
      ? [{ mediaid: item.mediaid, seconds: item.seconds }]
      : [];
  });
}

/** Whether a stored video child task lets the learner seek past what was watched. */
export function allowsSeeking(type: number, settings: Readonly<Record<string, unknown>>): boolean {
  return type !== CHILD_TASK_TYPES.video || settings.allowseek === 1;
}
