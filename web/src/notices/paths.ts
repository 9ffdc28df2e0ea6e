/** 消息通知, from the personal centre and the training centre's bell (inside the learner's tab layout). */
export const NOTICES_PATH = '/user/notices';
