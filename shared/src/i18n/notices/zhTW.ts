import type { Messages } from '../messages.js';

export const noticesZhTW: Messages['notices'] = {
  rules: {
    linkInvalid: '連結已失效，請重新掃碼或開啟',
    accountRequired: '請先輸入帳號',
    passwordRequired: '請輸入確認密碼',
    mobileRequired: '請輸入手機號',
    codeRequired: '請輸入驗證碼',
  },
  title: '消息通知',
  mine: '消息通知',
  unreadCount: '{count}則未讀',
  bell: '消息通知，{count}則未讀',
  bellNone: '消息通知',
  empty: '暫無消息',
  readAll: '全部已讀',
  unreadTag: '未讀',
  more: '載入更多',
  loadFailed: '消息載入失敗，請重試',
  fresh: '收到新消息',
  arrived: '新消息：{text}',
  kind: {
    taskPublished: {
      title: '新任務',
      body: '培訓任務「{title}」已發佈給您',
    },
    taskEnding: {
      title: '任務即將結束',
      body: '培訓任務「{title}」將於{end}結束，請盡快完成',
    },
    appealAnswered: {
      title: '申訴已處理',
      body: '您對「{title}」的申訴已有回覆',
    },
    levelUp: {
      title: '等級提升',
      body: '恭喜您升級為{level}',
    },
    badgeEarned: {
      title: '獲得勳章',
      body: '恭喜您獲得勳章「{badge}」',
    },
  },
  follow: {
    card: '任務消息',
    subscribed: '已開啟微信任務消息提醒',
    prompt: '掃碼關注公眾號，及時接收任務消息',
    longPress: '長按識別二維碼，關注公眾號接收任務消息',
    qrLabel: '關注公眾號的二維碼',
    show: '關注公眾號',
  },
  verify: {
    title: '訂閱驗證',
    intro: '驗證身份後，{orgname}的任務消息將推送到此微信',
    byPassword: '帳號密碼驗證',
    bySms: '手機驗證碼驗證',
    account: '帳號',
    password: '密碼',
    submit: '驗證',
    passed: '驗證通過',
    failed: '驗證失敗，請重試',
    redirecting: '正在前往微信授權…',
  },
  message: {
    taskPublished: '您有新的培訓任務：{title}',
    taskEnding: '培訓任務即將結束，請盡快完成：{title}',
    appealAnswered: '您的申訴已處理：{title}',
    levelUp: '恭喜，您已升至 {level}',
    badgeEarned: '恭喜，您獲得了勳章 {badge}',
    remark: '點擊查看詳情',
  },
};

export const noticesErrorsZhTW: Messages['errors']['notices'] = {
  notFound: '該訊息不存在',
  linkInvalid: '連結已失效，驗證失敗，請重試',
  unavailable: '本企業未開啟微信任務訊息',
};
