import type { NamespaceResource } from '@peilian/shared'
import { dialogueZhCN, practiceLearnerZhCN, practiceSessionZhCN } from '@peilian/shared/i18n/zhCNSections'

/** The zh-CN `practice` namespace; only the practice subpackage's pages import it. */
export const PRACTICE_ZH_CN = { dialogue: dialogueZhCN, practiceSession: practiceSessionZhCN, practiceLearner: practiceLearnerZhCN } satisfies NamespaceResource
