import { ApiError } from '../api/client.js';
import type { Notice } from '../schemas/notices.js';
import type { NoticeCalls, NoticeConnect, RealtimeAddress } from './noticeTypes.js';

/** A notice as the learner's calls answer it: an unread task published, unless overridden. */
export function aNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 'n1',
    kind: 'taskPublished',
    params: { title: '新人培训' },
    link: '/user/dashboard/task?id=p1',
    createdate: 1_764_000_000_000,
    read: 0,
    ...overrides,
  };
}

/**
 * The learner's notice calls over an in-memory server, and a socket whose pushes the test sends, for
 * the store's tests (and the apps'): `down` fails every call as a lost connection does; `push` sends
 * `notice:new` to every open connection (or any payload, to see a bad one dropped).
 */
export function fakeNoticeServer(address: RealtimeAddress = { url: '', path: '/socket.io' }) {
  const state = { down: false, notices: [] as Notice[], connections: [] as RealtimeAddress[], open: 0, addressAsked: 0 };
  const handlers = new Set<(payload: unknown) => void>();
  const offline = () => new ApiError(0, '', 0, 'errors.network');
  const unread = () => state.notices.filter((notice) => !notice.read).length;
  const calls: NoticeCalls = {
    list: async (query: { page?: unknown; rows?: unknown } = {}) => {
      const page = Number(query.page ?? 1);
      const rows = Number(query.rows ?? 30);
      if (state.down) throw offline();
      const slice = state.notices.slice((page - 1) * rows, page * rows);
      return { successed: true, rows: slice.map((notice) => ({ ...notice })), total: state.notices.length, unread: unread() };
    },
    read: async ({ id }) => {
      if (state.down) throw offline();
      state.notices = state.notices.map((notice) => (notice.id === id ? { ...notice, read: 1 } : notice));
      return { successed: true, unread: unread() };
    },
    readAll: async () => {
      if (state.down) throw offline();
      state.notices = state.notices.map((notice) => ({ ...notice, read: 1 }));
      return { successed: true, unread: unread() };
    },
    socket: async () => {
      state.addressAsked += 1;
      if (state.down) throw offline();
      return { successed: true, ...address };
    },
  };
  const connect: NoticeConnect = (to) => {
    state.connections.push(to);
    state.open += 1;
    const mine = new Set<(payload: unknown) => void>();
    return {
      listen(event, handler) {
        if (event !== 'notice:new') return () => undefined;
        mine.add(handler);
        handlers.add(handler);
        return () => {
          mine.delete(handler);
          handlers.delete(handler);
        };
      },
      close() {
        state.open -= 1;
        for (const handler of mine) handlers.delete(handler);
      },
    };
  };
  /** A notice made on the server: stored first, then pushed with the count. */
  function publish(notice: Notice): void {
    state.notices.unshift(notice);
    push({ notice, unread: unread() });
  }
  function push(payload: unknown): void {
    for (const handler of [...handlers]) handler(payload);
  }
  return { state, calls, connect, publish, push, listeners: () => handlers.size };
}
