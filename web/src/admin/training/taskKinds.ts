import { PACKAGE_TASKTYPES, type MessageKey, type PackageTasktype } from '@peilian/shared';

/** One of the three task lists of admin §2 and its hidden editor route. */
export interface TaskKind {
  name: 'train' | 'exam' | 'practice';
  tasktype: PackageTasktype;
  /** Menu key of the list (`/admin/train/<listKey>`). */
  listKey: string;
  /** Menu key of the hidden editor (`/admin/train/<editKey>?id=`). */
  editKey: string;
  /** The list's title: the menu label of its function. */
  title: MessageKey;
  editTitle: MessageKey;
  createTitle: MessageKey;
}

export const TASK_KINDS: readonly TaskKind[] = [
  {
    name: 'train',
    tasktype: PACKAGE_TASKTYPES.train,
    listKey: 'trainmanagement-train',
    editKey: 'edittraincom-train',
    title: 'people.functions.trainmanagement-train',
    editTitle: 'trainingAdmin.editTitles.train',
    createTitle: 'trainingAdmin.createTitles.train',
  },
  {
    name: 'exam',
    tasktype: PACKAGE_TASKTYPES.exam,
    listKey: 'trainmanagement-exame',
    editKey: 'edittraincom-exam',
    title: 'people.functions.trainmanagement-exame',
    editTitle: 'trainingAdmin.editTitles.exam',
    createTitle: 'trainingAdmin.createTitles.exam',
  },
  {
    name: 'practice',
    tasktype: PACKAGE_TASKTYPES.practice,
    listKey: 'trainmanagement-practice',
    editKey: 'edittraincom-practice',
    title: 'people.functions.trainmanagement-practice',
    editTitle: 'trainingAdmin.editTitles.practice',
    createTitle: 'trainingAdmin.createTitles.practice',
  },
];

export const listPath = (kind: TaskKind) => `/admin/train/${kind.listKey}`;

/** The editor of a package, or of a new one when `id` is omitted. */
export const editPath = (kind: TaskKind, id?: string) => `/admin/train/${kind.editKey}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
