/** The learner's notices and WeChat task-message subscription (`notices`, training namespace; docs/notifications.md). */
export const noticesZhCN = {
  rules: {
    linkInvalid: '链接已失效，请重新扫码或打开',
    accountRequired: '请先输入账号',
    passwordRequired: '请输入确认密码',
    mobileRequired: '请输入手机号',
    codeRequired: '请输入验证码',
  },
} as const;
