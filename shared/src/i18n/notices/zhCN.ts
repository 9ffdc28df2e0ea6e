import { noticesMainZhCN } from './zhCNMain.js';

/** The learner's notices and WeChat task-message subscription (`notices`, training namespace; docs/notifications.md). */
export const noticesZhCN = {
  ...noticesMainZhCN,
  rules: {
    linkInvalid: '链接已失效，请重新扫码或打开',
    accountRequired: '请先输入账号',
    passwordRequired: '请输入确认密码',
    mobileRequired: '请输入手机号',
    codeRequired: '请输入验证码',
  },
  title: '消息通知',
  bell: '消息通知，{count}条未读',
  bellNone: '消息通知',
  empty: '暂无消息',
  readAll: '全部已读',
  unreadTag: '未读',
  more: '加载更多',
  loadFailed: '消息加载失败，请重试',
  arrived: '新消息：{text}',
  kind: {
    taskPublished: {
      title: '新任务',
      body: '培训任务「{title}」已发布给您',
    },
    taskEnding: {
      title: '任务即将结束',
      body: '培训任务「{title}」将于{end}结束，请尽快完成',
    },
    appealAnswered: {
      title: '申诉已处理',
      body: '您对「{title}」的申诉已有回复',
    },
    levelUp: {
      title: '等级提升',
      body: '恭喜您升级为{level}',
    },
    badgeEarned: {
      title: '获得勋章',
      body: '恭喜您获得勋章「{badge}」',
    },
  },
  follow: {
    card: '任务消息',
    subscribed: '已开启微信任务消息提醒',
    prompt: '扫码关注公众号，及时接收任务消息',
    longPress: '长按识别二维码，关注公众号接收任务消息',
    qrLabel: '关注公众号的二维码',
    show: '关注公众号',
  },
  verify: {
    title: '订阅验证',
    intro: '验证身份后，{orgname}的任务消息将推送到此微信',
    byPassword: '账号密码验证',
    bySms: '手机验证码验证',
    account: '账号',
    password: '密码',
    submit: '验证',
    passed: '验证通过',
    failed: '验证失败，请重试',
    redirecting: '正在前往微信授权…',
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
