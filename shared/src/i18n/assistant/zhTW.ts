import type { Messages } from '../messages.js';

export const assistantZhTW: Messages['assistant'] = {
  rules: {
    questionRequired: '請輸入您的問題',
    questionTooLong: '問題不能超過500個字元',
    searchRequired: '請輸入搜尋內容',
    searchTooLong: '搜尋內容不能超過100個字元',
  },
  knowledge: '智慧知識',
  service: '智慧客服',
  search: '搜尋',
};

export const assistantErrorsZhTW: Messages['errors']['assistant'] = {
  disabled: '智慧助手未啟用，請聯絡管理員設定大模型服務',
  notDealer: '本企業未開通智慧知識',
  tokenInvalid: '智慧客服連結已失效，請關閉後重新開啟',
};
