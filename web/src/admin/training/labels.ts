import { CHILD_TASK_TYPES, PUBLISH_STATES, RUN_STATES, type MessageKey } from '@peilian/shared';
import dayjs from 'dayjs';

const PUBLISH_STATE_LABELS: Record<number, MessageKey> = {
  [PUBLISH_STATES.unpublished]: 'tasks.publishState.unpublished',
  [PUBLISH_STATES.scheduled]: 'tasks.publishState.scheduled',
  [PUBLISH_STATES.publishing]: 'tasks.publishState.publishing',
  [PUBLISH_STATES.published]: 'tasks.publishState.published',
};
const PUBLISH_STATE_COLORS: Record<number, string> = {
  [PUBLISH_STATES.unpublished]: 'default',
  [PUBLISH_STATES.scheduled]: 'orange',
  [PUBLISH_STATES.publishing]: 'processing',
  [PUBLISH_STATES.published]: 'green',
};
const RUN_STATE_LABELS: Record<number, MessageKey> = {
  [RUN_STATES.notStarted]: 'tasks.runState.notStarted',
  [RUN_STATES.inProgress]: 'tasks.runState.inProgress',
  [RUN_STATES.ended]: 'tasks.runState.ended',
};
const CHILD_TYPE_LABELS: Record<number, MessageKey> = {
  [CHILD_TASK_TYPES.scenario]: 'tasks.childType.scenario',
  [CHILD_TASK_TYPES.exam]: 'tasks.childType.exam',
  [CHILD_TASK_TYPES.faq]: 'tasks.childType.faq',
  [CHILD_TASK_TYPES.file]: 'tasks.childType.file',
  [CHILD_TASK_TYPES.video]: 'tasks.childType.video',
};

export const publishStateLabel = (state: number): MessageKey => PUBLISH_STATE_LABELS[state] ?? 'tasks.publishState.unpublished';
export const publishStateColor = (state: number): string => PUBLISH_STATE_COLORS[state] ?? 'default';
export const runStateLabel = (state: number): MessageKey => RUN_STATE_LABELS[state] ?? 'tasks.runState.notStarted';
export const childTypeLabel = (type: number): MessageKey => CHILD_TYPE_LABELS[type] ?? 'tasks.childType.file';

/** The publish states the list filter offers, in the order of admin §4. */
export const PUBLISH_STATE_OPTIONS = Object.values(PUBLISH_STATES);

/** An ISO instant of the server as the admin reads it: local `YYYY-MM-DD HH:mm` ('' stays ''). */
export function timeText(iso: string): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}
