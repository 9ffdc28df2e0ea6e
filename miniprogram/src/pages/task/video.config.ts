import { createTranslator } from '@peilian/shared/i18n'

// Build-time default title; the page retitles itself in the session's language.
export default definePageConfig({ navigationBarTitleText: createTranslator('zh-CN')('tasks.childType.video') })
