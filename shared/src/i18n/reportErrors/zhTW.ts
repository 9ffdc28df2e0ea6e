import type { Messages } from '../messages.js';

export const reportErrorsZhTW: Messages['errors']['reports'] = {
  packageNotFound: '任務包不存在或已刪除',
  childNotFound: '子任務不存在或已刪除',
  studentNotFound: '學員不存在',
  modelNotConfigured: '未設定AI模型，無法產生AI報告，請聯絡管理員',
  modelFailed: 'AI模型暫時沒有回應，請稍後再試',
  exportBusy: '正在匯出的報表過多，請稍後再試',
};
