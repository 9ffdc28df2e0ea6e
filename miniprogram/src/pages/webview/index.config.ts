import { createTranslator } from '@peilian/shared/i18n'

export default definePageConfig({ navigationBarTitleText: createTranslator('zh-CN')('app.name') })
