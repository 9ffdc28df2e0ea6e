import { childTypeLabel, publishStateLabel, taskListLabel } from '../domain/taskLabels.js';
import { QUESTION_TYPES, type QuestionTypeName } from '../exam/constants.js';
import type { MessageKey, Translate } from '../i18n/messages.js';
import type { OperationChange } from '../schemas/operationLogs.js';
import { functionLabelKey } from '../schemas/roles.js';

/**
 * A logged change in the manager's words (admin §2 操作日志 "变更"): each changed column by its
 * label, each value as the pages show it — states and types by their names, records by their names,
 * instants in the organisation's time — and the bookkeeping (keys, who and when, storage) left out.
 */

/** The columns of the logged records a change names (`operationLogs.fields`). */
// prettier-ignore
export const OPERATION_FIELDS = [
  'name', 'title', 'account', 'department_id', 'position_id', 'role_id', 'manager_id', 'avatar', 'sex', 'gender', 'mobile', 'email', 'work_no',
  'isadmin', 'orgowner', 'adminuser', 'funcs', 'rolename', 'apps', 'entry_date', 'language', 'voiceprint', 'voiceflag', 'openai', 'aillm',
  'terminal', 'valid_until', 'disabled', 'status', 'need_change_password', 'review_status', 'wechat_name', 'memo', 'company', 'job_title',
  'deleted_at', 'parent_id', 'sort', 'type', 'kind', 'description', 'audit', 'notify', 'tasktype', 'cover', 'pass_score', 'front_package_id',
  'start_at', 'end_at', 'publish_state', 'publish_at', 'package_id', 'weight', 'required', 'front_task_id', 'refs', 'settings', 'catalog_id',
  'minute', 'limit_minute', 'text', 'level', 'score', 'promotion', 'answer', 'choices', 'question', 'emotion', 'keywords', 'similar', 'extended',
  'images', 'image', 'thinking', 'category', 'difficulty', 'voice_no', 'trade_time', 'digital_human_id', 'attributes', 'items', 'age', 'timbre',
  'speech_voice', 'question_voice', 'source', 'example', 'isfree', 'voiced', 'size', 'duration_ms', 'word', 'replace', 'homophone', 'pinyin',
  'priority', 'base', 'words', 'icon', 'experience', 'condition', 'count', 'enabled', 'access', 'platform', 'click', 'clicktype', 'clickid',
  'clickurl', 'format', 'duration_seconds', 'pages', 'code', 'max_count', 'revoked_at', 'business_type', 'logo', 'licensed_functions',
  'contact_name', 'contact_mobile', 'review_reason', 'reviewed_at', 'expires_at', 'user_id', 'paper_id', 'question_id', 'position',
  'customer_id', 'scoring_rule_id', 'background_audio_id', 'ringtone_id', 'document', 'excellent_recording', 'excellent_description', 'target_id',
] as const;
export type OperationField = (typeof OPERATION_FIELDS)[number];

/** Columns a change leaves out: keys, what the log's own row says (who, when), storage and processing internals. */
// prettier-ignore
export const OPERATION_HIDDEN_FIELDS = [
  'id', 'org_id', 'created_at', 'updated_at', 'creator_id', 'created_by', 'deleted_by', 'published_at', 'recycled_state', 'password_hash', 'password_changed_at',
  'storage_key', 'preview_key', 'preview_status', 'view_count', 'used_count', 'scanned_at', 'claimed_until',
  'synth_status', 'synth_done', 'synth_total', 'synth_error', 'synth_started_at', 'synth_finished_at',
  'status_reason', 'process_progress', 'rendition_key', 'process_attempts', 'process_claim_token', 'process_claimed_until',
  'in_arrears',
] as const;

/** The top-level keys of an organisation's settings a change names (`operationLogs.settings`). */
// prettier-ignore
export const OPERATION_SETTINGS = [
  'loginLogRetentionDays', 'recycleBinDays', 'strongPassword', 'voiceprint', 'waterprint', 'watercontent', 'watertext', 'look', 'timeZone',
  'dataPermission', 'rankVisible', 'rankScope', 'scene', 'practiceSpecialRules', 'practiceAlgorithm', 'dailyPush',
] as const;
type OperationSetting = (typeof OPERATION_SETTINGS)[number];

const isIn = <T extends string>(list: readonly T[], name: string): name is T => (list as readonly string[]).includes(name);

const ON_OFF: Readonly<Record<number, MessageKey>> = { 0: 'operationLogs.values.enabled', 1: 'operationLogs.values.disabled' };
const SEX: Readonly<Record<number, MessageKey>> = { 1: 'operationLogs.values.male', 0: 'operationLogs.values.female' };
const REVIEW: Readonly<Record<string, MessageKey>> = {
  approved: 'operationLogs.values.approved',
  pending: 'operationLogs.values.pending',
  rejected: 'operationLogs.values.rejected',
};
const SCENARIO_STATUS: Readonly<Record<string, MessageKey>> = {
  draft: 'operationLogs.values.draft',
  enabled: 'operationLogs.values.enabled',
  disabled: 'operationLogs.values.disabled',
};
const MEDIA_STATUS: Readonly<Record<number, MessageKey>> = {
  0: 'operationLogs.values.processing',
  1: 'operationLogs.values.ready',
  100: 'operationLogs.values.failed',
};
const QUESTION_TYPE_NAMES = new Map(Object.entries(QUESTION_TYPES).map(([name, type]) => [type as number, name as QuestionTypeName]));

/** The words of a coded value, by `table.column` first, then by column; undefined for a value shown as it is. */
const CODED: Readonly<Record<string, (value: number | string) => MessageKey | undefined>> = {
  disabled: (value) => ON_OFF[Number(value)],
  'roles.status': (value) => ON_OFF[Number(value)],
  'hot_words.status': (value) => ON_OFF[Number(value)],
  'synonyms.status': (value) => ON_OFF[Number(value)],
  'papers.status': (value) => (Number(value) === 1 ? 'tasks.publishState.published' : 'tasks.publishState.unpublished'),
  'media.status': (value) => MEDIA_STATUS[Number(value)],
  publish_state: (value) => (Number(value) === -1 ? 'operationLogs.values.recycled' : publishStateLabel(Number(value))),
  tasktype: (value) => taskListLabel(Number(value)),
  'child_tasks.type': (value) => childTypeLabel(Number(value)),
  'questions.type': (value) => {
    const name = QUESTION_TYPE_NAMES.get(Number(value));
    return name ? `exam.type.${name}` : undefined;
  },
  sex: (value) => SEX[Number(value)],
  gender: (value) => SEX[Number(value)],
  review_status: (value) => REVIEW[String(value)],
  'scenarios.status': (value) => SCENARIO_STATUS[String(value)],
};
/** Columns holding function keys, shown by the functions' names. */
const FUNCTION_LISTS = new Set(['funcs', 'licensed_functions']);

/** What a change's values need besides the translator: the names of the records they refer to, and how an instant reads. */
export interface ChangeReading {
  /** Record ids (the changed records and those their fields refer to) → their names. */
  names: Readonly<Record<string, string>>;
  /** An instant (`2026-11-26T08:00:00+00:00`) in the organisation's time. */
  time: (instant: string) => string;
}

/** One changed field as the drawer shows it. */
export interface ChangeField {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** An object value (a scenario's flow, a scoring rule's items) is shown this far. */
const OBJECT_CHARS = 200;
const shortened = (text: string) => (text.length > OBJECT_CHARS ? `${text.slice(0, OBJECT_CHARS)}…` : text);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The fields of either side of a change, each once. */
const keysOf = (...sides: (Readonly<Record<string, unknown>> | null | undefined)[]) => [...new Set(sides.flatMap((side) => Object.keys(side ?? {})))];

/** A value as the pages show it; a missing one as a dash. */
function valueText(t: Translate, reading: ChangeReading, table: string, column: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'operationLogs.values.yes' : 'operationLogs.values.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    const each = (item: unknown) =>
      FUNCTION_LISTS.has(column) && typeof item === 'string' ? t(functionLabelKey(item)) : valueText(t, reading, table, '', item);
    return value.map(each).join(t('operationLogs.nameSeparator'));
  }
  if (isObject(value)) return shortened(JSON.stringify(value));
  const coded = (CODED[`${table}.${column}`] ?? CODED[column])?.(value as number | string);
  if (coded) return t(coded);
  if (typeof value !== 'string') return String(value);
  if (reading.names[value] !== undefined) return reading.names[value];
  return INSTANT.test(value) ? reading.time(value) : value;
}

function labelOf(t: Translate, column: string): string {
  return isIn(OPERATION_FIELDS, column) ? t(`operationLogs.fields.${column}`) : column;
}

function settingLabel(t: Translate, key: string): string {
  return `${t('operationLogs.fields.settings')} · ${isIn<OperationSetting>(OPERATION_SETTINGS, key) ? t(`operationLogs.settings.${key}`) : key}`;
}

/**
 * The fields of a change, before and after, in the manager's words; an organisation's settings as
 * one row per changed setting. Hidden columns are left out.
 */
export function changeFields(t: Translate, change: OperationChange, reading: ChangeReading): ChangeField[] {
  const { before, after, table } = change;
  const field = (key: string, label: string, column: string, was: unknown, is: unknown): ChangeField => ({
    key,
    label,
    before: valueText(t, reading, table, column, was),
    after: valueText(t, reading, table, column, is),
  });
  return keysOf(before, after)
    .filter((column) => !isIn(OPERATION_HIDDEN_FIELDS, column))
    .flatMap((column) => {
      const [was, is] = [before?.[column], after?.[column]];
      if (column !== 'settings' || !(isObject(was) || isObject(is))) return [field(column, labelOf(t, column), column, was, is)];
      const [wasSet, isSet] = [isObject(was) ? was : null, isObject(is) ? is : null];
      return keysOf(wasSet, isSet).map((key) => field(`settings.${key}`, settingLabel(t, key), key, wasSet?.[key], isSet?.[key]));
    });
}
