export default definePageConfig({ navigationBarTitleText: '培训中心' })
