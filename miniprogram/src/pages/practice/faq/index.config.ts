import { createTranslator } from '@peilian/shared/i18n'

// Build-time default title; the page retitles itself in the session's language (a task's drill with its title).
export default definePageConfig({ navigationBarTitleText: createTranslator('zh-CN')('faqLearner.title') })
