import { CHILD_TASK_TYPES, type CheckinItem, type CheckinRequest, type CheckinResponse } from '@peilian/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { Named } from '../editor/packageForm';

/** The check-in form as antd holds it (docs/checkin.md "The task"). */
export interface CheckinFields {
  title: string;
  days: [Dayjs, Dayjs] | null;
  kind: number;
  /** The scenario (kind 1) or quick Q&A catalogue (kind 3). */
  refid: string | undefined;
  minscore: number;
  departments: string[];
  positions: string[];
  users: Named[];
  enabled: boolean;
}

export const DAY_FORMAT = 'YYYY-MM-DD';

export const NEW_CHECKIN: CheckinFields = {
  title: '',
  days: null,
  kind: CHILD_TASK_TYPES.scenario,
  refid: undefined,
  minscore: 0,
  departments: [],
  positions: [],
  users: [],
  enabled: true,
};

/** The form of a saved task, from its read. */
export function fieldsOf({ task, range }: Pick<CheckinResponse, 'task' | 'range'>): CheckinFields {
  return {
    title: task.title,
    days: [dayjs(task.startday), dayjs(task.endday)],
    kind: task.kind,
    refid: task.refid || undefined,
    minscore: task.minscore,
    departments: range.departments.map((item) => item.id),
    positions: range.positions.map((item) => item.id),
    users: range.users,
    enabled: task.enabled === 1,
  };
}

/** The request body of the form; the server checks it again with the same schema. */
export function bodyOf(fields: CheckinFields): CheckinRequest {
  return {
    title: fields.title.trim(),
    startday: fields.days?.[0].format(DAY_FORMAT) ?? '',
    endday: fields.days?.[1].format(DAY_FORMAT) ?? '',
    kind: fields.kind as CheckinRequest['kind'],
    refid: fields.refid ?? '',
    minscore: fields.minscore ?? 0,
    range: { departments: fields.departments ?? [], positions: fields.positions ?? [], users: (fields.users ?? []).map((user) => user.id) },
    enabled: fields.enabled ? 1 : 0,
  };
}

/** How many of the task's learners checked in today, as a percentage ('—' for a task reaching no one). */
export const todayRate = (task: Pick<CheckinItem, 'learners' | 'todaychecked'>): string =>
  task.learners === 0 ? '—' : `${Math.round((task.todaychecked / task.learners) * 100)}%`;

export const CHECKIN_LIST_PATH = '/admin/train/clockinout';
export const CHECKIN_DETAIL_PATH = '/admin/train/clockinout-detail';
export const detailPath = (id: string, userid = '') =>
  `${CHECKIN_DETAIL_PATH}?id=${encodeURIComponent(id)}${userid ? `&userid=${encodeURIComponent(userid)}` : ''}`;
