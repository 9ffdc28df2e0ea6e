import { createNoticesStore, ioListen, socketNotices, type IoClientSocket, type NoticeConnect } from '@peilian/shared';
import { i18n, learnerApi, sessionStore } from '../app';
import { connectPractice } from '../practice';

/** The live connection: the practice page's socket.io setup, signed in as the learner, to where `system/socket` says. */
const connect: NoticeConnect = (address) => {
  const socket = connectPractice(sessionStore.getState().user?.token ?? '', i18n.language(), address);
  return { listen: ioListen(socket as unknown as IoClientSocket), close: () => void socket.disconnect() };
};

/**
 * The PWA's one list of the learner's notices (消息通知, the personal centre's row, the centre's
 * bell); a logout reloads the page, so the next learner starts with a fresh one.
 */
export const noticesStore = createNoticesStore({
  calls: learnerApi.notices,
  live: socketNotices({
    address: () => learnerApi.notices.socket(),
    connect,
    onFailure: (error) => console.warn('[notices] no live connection', error),
  }),
});
