import type { NamespaceResource } from '@peilian/shared'
import { dialogueZhCN } from '../../../shared/src/i18n/dialogue/zhCN'
import { practiceLearnerZhCN } from '../../../shared/src/i18n/practiceLearner/zhCN'
import { practiceSessionZhCN } from '../../../shared/src/i18n/practiceSession/zhCN'

/** The zh-CN `practice` namespace; only the practice subpackage's pages import it. */
export const PRACTICE_ZH_CN = { dialogue: dialogueZhCN, practiceSession: practiceSessionZhCN, practiceLearner: practiceLearnerZhCN } satisfies NamespaceResource
