import type { NamespaceResource } from '@peilian/shared'
import { examWebZhCN } from '../../../shared/src/i18n/examWeb/zhCN'
import { examLearnerZhCN } from '../../../shared/src/i18n/examLearner/zhCN'
import { examZhCN } from '../../../shared/src/i18n/exam/zhCN'

/** The zh-CN `exam` namespace; only the exam subpackage imports it, so it is downloaded with that page. */
export const EXAM_ZH_CN = { exam: examZhCN, examLearner: examLearnerZhCN, examWeb: examWebZhCN } satisfies NamespaceResource
