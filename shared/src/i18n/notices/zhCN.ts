/** The learner's notices and WeChat task-message subscription (`notices`, training namespace; docs/notifications.md). */
export const noticesZhCN = {
  rules: {
    linkInvalid: '链接已失效，请重新扫码或打开',
    accountRequired: '请先输入账号',
    passwordRequired: '请输入确认密码',
    mobileRequired: '请输入手机号',
    codeRequired: '请输入验证码',
  },
  /** The WeChat task message (the official account's template: first, keyword1 task, keyword2 time, remark). */
  message: {
    taskPublished: '您有新的培训任务：{title}',
    taskEnding: '培训任务即将结束，请尽快完成：{title}',
    appealAnswered: '您的申诉已处理：{title}',
    levelUp: '恭喜，您已升至 {level}',
    badgeEarned: '恭喜，您获得了勋章 {badge}',
    remark: '点击查看详情',
  },
} as const;

/** The errors of the notices and the task-message subscription (errors.notices). */
export const noticesErrorsZhCN = {
  notFound: '该消息不存在',
  linkInvalid: '链接已失效，验证失败，请重试',
  unavailable: '本企业未开启微信任务消息',
} as const;
