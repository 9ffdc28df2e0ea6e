import { z } from 'zod';
import { CHILD_TASK_TYPES, type ChildTaskType } from '../domain/training.js';
import { retakeRulesSchema } from '../exam/retake.js';
import { REVIEW_MODES } from '../exam/review.js';
import type { MessageKey } from '../i18n/messages.js';
import {
  CHILD_MEDIA_REFS_MAX,
  CHILD_SETTINGS_MAX_CHARS,
  FAQ_ANSWER_SECONDS,
  FAQ_DRAW_MAX,
  FAQ_THINKING_SECONDS,
  PASS_SCORE_MAX,
  REQUIRED_SECONDS,
} from '../limits.js';
import type { ValidationIssue } from '../validators/rules.js';

/**
 * What a child task runs (`refs`) and its options (`settings`), by type:
 * - 4 file reading, 5 video: `[{ mediaid, seconds }]`, 1–20 media of the organisation's content
 *   library, each to be read/watched for `seconds` (the required time);
 * - 1 scenario, 2 exam: `[{ refid }]`, exactly one id of the scenario or paper it runs;
 * - 3 quick Q&A: `[{ refid }]`, 1–100 ids of the bank's catalogues or of its questions (settings
 *   `source`) the drill draws from. Only the shape is checked here; the features that run those
 *   tasks resolve the ids.
 * Settings: video `{ allowseek: 0 | 1 }` (0: no seeking past what was watched); file `{}`; exam
 * `{ retry, noRetakeAfterPass, review }` (docs/exam.md); quick Q&A `{ source, count, passscore,
 * answerseconds, thinkingseconds }` (docs/faq.md); a scenario keeps a small JSON object.
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

/** A failed check of a child task's content, with the part it is about. */
export interface ContentIssue extends ValidationIssue {
  field: 'refs' | 'settings';
}

/**
 * An exam child task's settings: the shared retake rules (`retry` 0–99999, `noRetakeAfterPass`
 * 0/1) and what the learner sees of a finished attempt (`review` 0/1/2, default 1: marks).
 */
export const examChildSettingsSchema = retakeRulesSchema.extend({
  review: z.coerce
    .number()
    .pipe(z.union([z.literal(REVIEW_MODES.scoreOnly), z.literal(REVIEW_MODES.marks), z.literal(REVIEW_MODES.answers)]))
    .default(REVIEW_MODES.marks),
});
export type ExamChildSettings = z.output<typeof examChildSettingsSchema>;

/** The message of each exam setting when it is wrong. */
const EXAM_SETTING_MESSAGES = {
  retry: 'exam.retake.retryInvalid',
  noRetakeAfterPass: 'tasks.rules.settingsInvalid',
  review: 'tasks.rules.settingsInvalid',
} as const satisfies Record<keyof ExamChildSettings, MessageKey>;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A quick Q&A child task's settings: where it draws from (`catalog`: the refs are catalogues of
 * the bank, with the ones below them; `list`: the refs are the questions), how many questions each
 * learner gets (0 < N ≤ 100, random per learner), the pass score and the answer and thinking times.
 */
export const faqChildSettingsSchema = z.object({
  source: z.enum(['catalog', 'list']).default('catalog'),
  count: z.coerce.number().int().min(1).max(FAQ_DRAW_MAX).default(10),
  passscore: z.coerce.number().gt(0).max(PASS_SCORE_MAX).default(60),
  answerseconds: z.coerce.number().int().min(FAQ_ANSWER_SECONDS.min).max(FAQ_ANSWER_SECONDS.max).default(FAQ_ANSWER_SECONDS.default),
  thinkingseconds: z.coerce.number().int().min(FAQ_THINKING_SECONDS.min).max(FAQ_THINKING_SECONDS.max).default(FAQ_THINKING_SECONDS.default),
});
export type FaqChildSettings = z.output<typeof faqChildSettingsSchema>;

/** The message of each quick Q&A setting when it is wrong. */
const FAQ_SETTING_MESSAGES = {
  source: ['tasks.rules.settingsInvalid', {}],
  count: ['tasks.rules.faqCountRange', { max: FAQ_DRAW_MAX }],
  passscore: ['tasks.rules.passScoreRange', { max: PASS_SCORE_MAX }],
  answerseconds: ['tasks.rules.faqAnswerSeconds', { min: FAQ_ANSWER_SECONDS.min, max: FAQ_ANSWER_SECONDS.max }],
  thinkingseconds: ['tasks.rules.faqThinkingSeconds', { min: FAQ_THINKING_SECONDS.min, max: FAQ_THINKING_SECONDS.max }],
} as const satisfies Record<keyof FaqChildSettings, readonly [MessageKey, Record<string, number>]>;

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

function mediaRefs(refs: readonly unknown[], issues: ContentIssue[]): MediaRef[] {
  if (refs.length === 0) issues.push({ key: 'tasks.rules.refsRequired', field: 'refs' });
  if (refs.length > CHILD_MEDIA_REFS_MAX) issues.push({ key: 'tasks.rules.refsTooMany', params: { max: CHILD_MEDIA_REFS_MAX }, field: 'refs' });
  const out: MediaRef[] = [];
  for (const ref of refs) {
    const item = record(ref);
    const mediaid = typeof item?.mediaid === 'string' ? item.mediaid.trim() : '';
    const seconds = Number(item?.seconds);
    if (!ID_PATTERN.test(mediaid)) {
      issues.push({ key: 'tasks.rules.refsRequired', field: 'refs' });
      continue;
    }
    if (!Number.isInteger(seconds) || seconds < REQUIRED_SECONDS.min || seconds > REQUIRED_SECONDS.max) {
      issues.push({ key: 'tasks.rules.requiredSeconds', params: { ...REQUIRED_SECONDS }, field: 'refs' });
      continue;
    }
    if (out.some((existing) => existing.mediaid === mediaid)) issues.push({ key: 'tasks.rules.refDuplicate', field: 'refs' });
    else out.push({ mediaid, seconds });
  }
  return out;
}

function contentRefs(refs: readonly unknown[], issues: ContentIssue[]): ContentRef[] {
  const item = refs.length === 1 ? record(refs[0]) : null;
  const refid = typeof item?.refid === 'string' ? item.refid.trim() : '';
  if (!ID_PATTERN.test(refid)) {
    issues.push({ key: 'tasks.rules.refIdRequired', field: 'refs' });
    return [];
  }
  return [{ refid }];
}

function faqRefs(refs: readonly unknown[], issues: ContentIssue[]): ContentRef[] {
  const ids = refs.map((ref) => {
    const id = record(ref)?.refid;
    return typeof id === 'string' ? id.trim() : '';
  });
  if (ids.length === 0 || ids.some((id) => !ID_PATTERN.test(id))) issues.push({ key: 'tasks.rules.faqRefsRequired', field: 'refs' });
  else if (ids.length > FAQ_DRAW_MAX) issues.push({ key: 'tasks.rules.refsTooMany', params: { max: FAQ_DRAW_MAX }, field: 'refs' });
  else if (new Set(ids).size !== ids.length) issues.push({ key: 'tasks.rules.refDuplicate', field: 'refs' });
  else return ids.map((refid) => ({ refid }));
  return [];
}

/** A number, or text holding one: the retake rules coerce, and a blank, boolean or object must not pass as 0 or 1. */
const numeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** An exam's settings checked by the shared retake rules and review modes; unknown keys are dropped. */
function examSettingsOf(given: Record<string, unknown>, issues: ContentIssue[]): ChildSettings {
  const parsed = examChildSettingsSchema.safeParse(given);
  const failed = new Set<string>(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const [name, key] of Object.entries(EXAM_SETTING_MESSAGES)) {
    if (failed.has(name) || (given[name] !== undefined && !numeric(given[name]))) issues.push({ key, field: 'settings' });
  }
  return parsed.success ? { ...parsed.data } : {};
}

/** Quick Q&A settings by the schema above, each wrong one with its own message; unknown keys dropped. */
function faqSettingsOf(given: Record<string, unknown>, issues: ContentIssue[]): ChildSettings {
  const parsed = faqChildSettingsSchema.safeParse(given);
  const failed = new Set<string>(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const [name, [key, params]] of Object.entries(FAQ_SETTING_MESSAGES)) {
    if (failed.has(name) || (name !== 'source' && given[name] !== undefined && !numeric(given[name]))) issues.push({ key, params, field: 'settings' });
  }
  return parsed.success ? { ...parsed.data } : {};
}

function settingsOf(type: number, settings: unknown, issues: ContentIssue[]): ChildSettings {
  const given = settings === undefined || settings === null ? {} : record(settings);
  if (!given) {
    issues.push({ key: 'tasks.rules.settingsInvalid', field: 'settings' });
    return {};
  }
  if (type === CHILD_TASK_TYPES.video) {
    const allowseek = given.allowseek ?? 0;
    if (![0, 1, '0', '1', true, false].includes(allowseek as never)) issues.push({ key: 'tasks.rules.settingsInvalid', field: 'settings' });
    const on = allowseek === 1 || allowseek === '1' || allowseek === true;
    return { allowseek: on ? 1 : 0 } satisfies VideoSettings as ChildSettings;
  }
  if (type === CHILD_TASK_TYPES.file) return {};
  if (type === CHILD_TASK_TYPES.exam) return examSettingsOf(given, issues);
  if (type === CHILD_TASK_TYPES.faq) return faqSettingsOf(given, issues);
  if (JSON.stringify(given).length > CHILD_SETTINGS_MAX_CHARS) issues.push({ key: 'tasks.rules.settingsInvalid', field: 'settings' });
  return given;
}

/**
 * Checks and normalises a child task's refs and settings for its type. Returns the clean values and
 * the issues (i18n keys) — empty when valid.
 */
export function normaliseChildContent(type: number, refs: unknown, settings: unknown): { refs: ChildRef[]; settings: ChildSettings; issues: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  if (!isChildTaskType(type)) return { refs: [], settings: {}, issues: [{ key: 'tasks.rules.childType', field: 'refs' }] };
  const list = Array.isArray(refs) ? refs : refs === undefined || refs === null || refs === '' ? [] : [refs];
  const clean = isMediaChildType(type) ? mediaRefs(list, issues) : type === CHILD_TASK_TYPES.faq ? faqRefs(list, issues) : contentRefs(list, issues);
  return { refs: clean, settings: settingsOf(type, settings, issues), issues };
}

/** The media refs of a stored child task (file/video), ignoring anything malformed. */
export function mediaRefsOf(type: number, refs: readonly unknown[]): MediaRef[] {
  if (!isMediaChildType(type)) return [];
  return refs.flatMap((ref) => {
    const item = record(ref);
    return item && typeof item.mediaid === 'string' && typeof item.seconds === 'number' ? [{ mediaid: item.mediaid, seconds: item.seconds }] : [];
  });
}

/** Whether a stored video child task lets the learner seek past what was watched. */
export function allowsSeeking(type: number, settings: Readonly<Record<string, unknown>>): boolean {
  return type !== CHILD_TASK_TYPES.video || settings.allowseek === 1;
}
