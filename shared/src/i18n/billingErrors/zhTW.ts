import type { Messages } from '../messages.js';

export const billingErrorsZhTW: Messages['errors']['billing'] = {
  disabled: '私有化部署不計費',
  orgNotFound: '企業不存在',
  noteRequired: '調整、凍結和解凍須填寫原因',
  freezeTooMuch: '凍結金額不能超過現金餘額',
  unfreezeTooMuch: '解凍金額不能超過已凍結金額',
  negativeNotAdjust: '只有調整可以扣減金額',
};
