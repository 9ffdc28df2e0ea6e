import type { Messages } from '../messages.js';

/** The `appealsAdmin` section in Traditional Chinese. */
export const appealsAdminZhTW: Messages['appealsAdmin'] = {
  status: { '0': '待處理', '1': '處理中', '2': '已通過', '3': '已駁回' },
  event: { submitted: '提交申訴', accepted: '開始處理', completed: '重新評分並通過', rejected: '駁回' },
};
