import type { NamespaceResource } from '@peilian/shared'
import { voiceprintZhCN } from '@peilian/shared/i18n/zhCNSections'

/** The zh-CN `voiceprint` section of `common`; only the registration page (practice subpackage) imports it. The main package has the card's part. */
export const VOICEPRINT_ZH_CN = { voiceprint: voiceprintZhCN } satisfies NamespaceResource
