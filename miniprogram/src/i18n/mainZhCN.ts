import type { Namespace, NamespaceResource } from '@peilian/shared'
import { commonZhCN } from '@peilian/shared/i18n/common'
// shared exposes only `common` as a module of its own; these sections are read from its tree so
// the main package carries them and not the whole zh-CN resource.
import { learnerTrainingZhCN } from '../../../shared/src/i18n/learnerTraining/zhCN'
import { practiceLearnerZhCN } from '../../../shared/src/i18n/practiceLearner/zhCN'
import { tasksZhCN } from '../../../shared/src/i18n/tasks/zhCN'

/**
 * The zh-CN strings of the main package's pages and of the shared components and services they
 * use: all of `common`, all of `training` (the training centre and the task, file and video pages
 * of the training centre), and of `practice` only `practiceLearner` (both tabs offer free
 * practice); the practice subpackage adds the rest of its namespace.
 */
export const MAIN_ZH_CN = {
  common: commonZhCN,
  training: { tasks: tasksZhCN, learnerTraining: learnerTrainingZhCN },
  practice: { practiceLearner: practiceLearnerZhCN },
} satisfies Partial<Record<Namespace, NamespaceResource>>
