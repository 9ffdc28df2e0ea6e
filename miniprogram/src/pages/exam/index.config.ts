import { createTranslator } from '@peilian/shared/i18n'

// Build-time default title; the page retitles itself in the session's language.
// A result can be forwarded to a chat (ResultShare answers onShareAppMessage).
export default definePageConfig({ navigationBarTitleText: createTranslator('zh-CN')('examLearner.title'), enableShareAppMessage: true })
