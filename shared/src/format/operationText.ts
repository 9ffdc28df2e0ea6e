import type { Translate } from '../i18n/messages.js';
import { OPERATION_SUBJECTS, OPERATION_VERBS, type OperationSubject, type OperationSummary, type OperationVerb } from '../schemas/operationLogs.js';

const isVerb = (name: string): name is OperationVerb => (OPERATION_VERBS as readonly string[]).includes(name);
const isSubject = (table: string): table is OperationSubject => (OPERATION_SUBJECTS as readonly string[]).includes(table);
/** The other tables an admin's write changes, named on the changes' cards (`operationLogs.tables`). */
const OTHER_TABLES = [
  'organisations',
  'scenarios',
  'user_positions',
  'paper_questions',
  'package_ranges',
  'student_packages',
  'student_tasks',
  'practice_words',
  'uploads',
  'user_badges',
  'voice_clips',
  'wechat_links',
  'recycle_bin',
  'recycle_bin_rows',
] as const;
const isTable = (table: string): table is (typeof OTHER_TABLES)[number] => (OTHER_TABLES as readonly string[]).includes(table);
const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** What the operation log knows of one operation: its method, its endpoint's name and what it changed. */
export interface OperationWords {
  method: string;
  /** The endpoint's name in the endpoint table (`batchDelete`), '' when unknown. */
  verb: string;
  summary: OperationSummary | null;
}

/**
 * What an operation did, in the reader's language: the endpoint's verb, then — when it changed
 * records the log names — their kind and the first names (批量删除 用户 韦艳、曾秀丽; 恢复 用户 赵然、
 * 钱多、孙丽 等 5 项). An operation logged before its words were kept says its verb alone. The page
 * and the export both say it so.
 */
export function operationText(t: Translate, { method, verb, summary }: OperationWords): string {
  const known = METHODS.find((candidate) => candidate === method);
  const action = isVerb(verb) ? t(`operationLogs.verbs.${verb}`) : known ? t(`operationLogs.methods.${known}`) : method;
  if (!summary || !isSubject(summary.table) || summary.names.length === 0) return action;
  const more = summary.count > summary.names.length ? t('operationLogs.andMore', { count: summary.count }) : '';
  const names = summary.names.join(t('operationLogs.nameSeparator')) + more;
  return t('operationLogs.summary', { verb: action, subject: t(`operationLogs.subjects.${summary.table}`), names });
}

/** A table by the kind of record it holds, where the log names it (用户, 轮播图); another by its own name. */
export const operationTableLabel = (t: Translate, table: string): string => {
  if (isSubject(table)) return t(`operationLogs.subjects.${table}`);
  return isTable(table) ? t(`operationLogs.tables.${table}`) : table;
};
