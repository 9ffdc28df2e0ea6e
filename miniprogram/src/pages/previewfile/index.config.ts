import { createTranslator } from '@peilian/shared/i18n'

// Build-time default title; usePageChrome retitles the page in the session's language.
export default definePageConfig({ navigationBarTitleText: createTranslator('zh-CN')('mediaQuestions.preview.title') })
