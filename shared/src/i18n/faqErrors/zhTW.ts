import type { Messages } from '../messages.js';

export const faqErrorsZhTW: Messages['errors']['faq'] = {
  notFound: '題目不存在',
  drillNotFound: '練習不存在',
  questionUnknown: '沒有這道題',
  bankEmpty: '題庫中沒有可抽取的題目，請聯繫管理員',
  drillFinished: '本次練習已結束',
  inUse: '該題目已被快問快答任務使用，不能刪除',
  refsUnknown: '所選的題目分類或題目不存在',
  modelNotConfigured: '未設定AI模型，無法生成相似問題，請聯繫管理員',
  modelFailed: 'AI模型暫時沒有回應，請稍後再試',
};
