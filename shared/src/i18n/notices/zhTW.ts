import type { Messages } from '../messages.js';

export const noticesZhTW: Messages['notices'] = {
  rules: {
    linkInvalid: '連結已失效，請重新掃碼或開啟',
    accountRequired: '請先輸入帳號',
    passwordRequired: '請輸入確認密碼',
    mobileRequired: '請輸入手機號',
    codeRequired: '請輸入驗證碼',
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
