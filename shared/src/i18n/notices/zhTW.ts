import type { Messages } from '../messages.js';

export const noticesZhTW: Messages['notices'] = {
  rules: {
    linkInvalid: '連結已失效，請重新掃碼或開啟',
    accountRequired: '請先輸入帳號',
    passwordRequired: '請輸入確認密碼',
    mobileRequired: '請輸入手機號',
    codeRequired: '請輸入驗證碼',
  },
};
