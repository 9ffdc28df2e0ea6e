import { CHILD_TASK_TYPES, STUDENT_TASK_STATUS, type LearnerChildTask, type MessageKey, type Translate } from '@peilian/shared';
import { taskTime } from '../training/format';

const TYPE_KEYS: Record<number, MessageKey> = {
  [CHILD_TASK_TYPES.scenario]: 'tasks.childType.scenario',
  [CHILD_TASK_TYPES.exam]: 'tasks.childType.exam',
  [CHILD_TASK_TYPES.faq]: 'tasks.childType.faq',
  [CHILD_TASK_TYPES.file]: 'tasks.childType.file',
  [CHILD_TASK_TYPES.video]: 'tasks.childType.video',
};

const STATUS: Record<number, { key: MessageKey; color: 'default' | 'primary' | 'success' | 'danger' }> = {
  [STUDENT_TASK_STATUS.notStarted]: { key: 'tasks.studentStatus.notStarted', color: 'default' },
  [STUDENT_TASK_STATUS.inProgress]: { key: 'tasks.studentStatus.inProgress', color: 'primary' },
  [STUDENT_TASK_STATUS.passed]: { key: 'tasks.studentStatus.passed', color: 'success' },
  [STUDENT_TASK_STATUS.failed]: { key: 'tasks.studentStatus.failed', color: 'danger' },
};

/** The child task type's name. */
export const childTypeText = (type: number, t: Translate) => t(TYPE_KEYS[type] ?? 'tasks.childType.file');

/** The learner's status of a child task and the tag colour it shows in. */
export const childStatus = (status: number) => STATUS[status] ?? STATUS[STUDENT_TASK_STATUS.notStarted]!;

/** Why a child task cannot be opened, in words ('' when it can). */
export function lockText(child: Pick<LearnerChildTask, 'lockreason' | 'fronttasktitle' | 'starttime'>, t: Translate): string {
  switch (child.lockreason) {
    case 'frontpackage':
      return t('tasks.lockReason.frontPackage');
    case 'fronttask':
      return child.fronttasktitle ? t('errors.tasks.frontTaskNotPassed', { title: child.fronttasktitle }) : t('tasks.lockReason.frontTask');
    case 'notstarted':
      return `${t('tasks.lockReason.notStarted')} · ${taskTime(child.starttime)}`;
    case 'ended':
      return t('tasks.lockReason.ended');
    default:
      return '';
  }
}
