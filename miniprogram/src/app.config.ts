export default defineAppConfig({
  pages: ['pages/center/index', 'pages/mine/index'],
  window: {
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '陪练',
    navigationBarTextStyle: 'black',
  },
  tabBar: {
    list: [
      { pagePath: 'pages/center/index', text: '培训中心' },
      { pagePath: 'pages/mine/index', text: '个人中心' },
    ],
  },
})
