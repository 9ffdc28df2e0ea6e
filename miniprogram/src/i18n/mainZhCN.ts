import type { Namespace, NamespaceResource } from '@peilian/shared'
import {
  appealsZhCN,
  assistantMainZhCN,
  checkinZhCN,
  learnerCommonZhCN,
  learnerTrainingZhCN,
  noticesMainZhCN,
  practiceLearnerMainZhCN,
  tasksZhCN,
  voiceprintCardZhCN,
} from '@peilian/shared/i18n/zhCNSections'

/**
 * The zh-CN strings of the main package's pages and of the shared components and services they
 * use: `common` but the server's errors of the back office's areas (`learnerCommonZhCN`) and of
 * `voiceprint` only the personal centre's card (registration adds the rest from its subpackage), all of `training` (the training centre and the task, file and video pages
 * of the training centre, the check-in tasks' strings the personal centre's entry and their subpackage show,
 * and the appeals' — the personal centre's 我的申诉 and the results' 申诉 entry — and of the notices only the
 * personal centre's row and the live toast: the notices subpackage adds the rest; of the assistant only the
 * personal centre's entry: its subpackage adds the rest), and of `practice` only `practiceLearner` but its report (both tabs
 * offer free practice); the practice subpackage adds the rest of its namespace.
 */
export const MAIN_ZH_CN = {
  common: { ...learnerCommonZhCN, voiceprint: voiceprintCardZhCN },
  training: {
    tasks: tasksZhCN,
    learnerTraining: learnerTrainingZhCN,
    checkin: checkinZhCN,
    appeals: appealsZhCN,
    notices: noticesMainZhCN,
    assistant: assistantMainZhCN,
  },
  practice: { practiceLearner: practiceLearnerMainZhCN },
} satisfies Partial<Record<Namespace, NamespaceResource>>
