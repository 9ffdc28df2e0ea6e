import type { Messages } from '../messages.js';

export const notifyAdminZhTW: Messages['notifyAdmin'] = {
  rules: {
    subjectRequired: '請輸入主題',
    subjectTooLong: '主題最多{max}個字元',
    methodInvalid: '請選擇推送方式',
    periodInvalid: '請選擇推送週期',
    sendTimeInvalid: '請選擇發送時間（時:分）',
    weekdayInvalid: '請選擇每週的發送日',
    monthdayInvalid: '每月發送日為1至28日',
    recipientsRequired: '請輸入收件人',
    recipientsTooMany: '收件人最多{max}個',
    recipientInvalid: '收件人郵箱格式不正確：{address}',
    contentRequired: '請輸入內容',
    contentTooLong: '內容最多{max}個字元',
    variableUnknown: '未知的變數：{name}',
    scopeInvalid: '請選擇有效的附件範圍',
    hostInvalid: '郵件伺服器位址不正確',
    portInvalid: '連接埠為1至65535的整數',
    securityInvalid: '請選擇加密方式',
    accountTooLong: '帳號最多{max}個字元',
    fromInvalid: '寄件人郵箱格式不正確',
    passwordTooLong: '密碼最多{max}個字元',
    webhookInvalid: '請輸入以 http:// 或 https:// 開頭的企業微信機器人位址',
    urlInvalid: '請輸入以 http:// 或 https:// 開頭的連結',
  },
};
