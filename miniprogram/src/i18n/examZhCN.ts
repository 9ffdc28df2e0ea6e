import type { NamespaceResource } from '@peilian/shared'
import { examLearnerZhCN, examWebZhCN, examZhCN } from '@peilian/shared/i18n/zhCNSections'

/** The zh-CN `exam` namespace; only the exam subpackage imports it, so it is downloaded with that page. */
export const EXAM_ZH_CN = { exam: examZhCN, examLearner: examLearnerZhCN, examWeb: examWebZhCN } satisfies NamespaceResource
