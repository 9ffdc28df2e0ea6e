import type { NamespaceResource } from '@peilian/shared'
import { faqLearnerZhCN } from '@peilian/shared/i18n/zhCNSections'

/** The zh-CN `faqLearner` section of the `practice` namespace; only the quick Q&A page imports it, so it is downloaded with that page. */
export const FAQ_ZH_CN = { faqLearner: faqLearnerZhCN } satisfies NamespaceResource
