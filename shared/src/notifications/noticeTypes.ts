import type { StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { PAGE_SIZES } from '../limits.js';
import type { SocketListen } from '../realtime/table.js';
import type { Notice, RealtimeAddressResponse } from '../schemas/notices.js';

/** The learner's notice calls (the learner table's `notices` group), injected into the store. */
export type NoticeCalls = Pick<BoundTable<LearnerEndpoints>['notices'], 'list' | 'read' | 'readAll' | 'socket'>;

/** Where the live connection goes (`GET api/trainning/system/socket`): '' url = this origin. */
export type RealtimeAddress = Pick<RealtimeAddressResponse, 'url' | 'path'>;

/** One open live connection as the store uses it: its pushes, and closing it. */
export interface NoticeSocketPort {
  listen: SocketListen;
  close(): void;
}

/** Opens the platform's socket.io connection (signed in as the learner) to an address. */
export type NoticeConnect = (address: RealtimeAddress) => NoticeSocketPort;

/**
 * The store's live updates: started when the first page holds the store, handed the store's
 * `receive` and a way to say whether it is connected; answers how to stop (the last release).
 */
export type NoticeLive = (receive: (notice: Notice, unread: number) => void, setLive: (connected: boolean) => void) => () => void;

export interface NoticesState {
  /** Newest first; pages appended, live ones prepended. */
  rows: Notice[];
  total: number;
  /** Notices not yet read (the badge). */
  unread: number;
  page: number;
  loading: boolean;
  failure: { error: unknown } | null;
  /** The last notice pushed live (the app shows it once as a toast), with its arrival's number. */
  arrived: { notice: Notice; seq: number } | null;
  /** Whether a live connection is open. */
  live: boolean;
  /** The first page again and the unread count. */
  load(): Promise<void>;
  /** The next page, when there is one. */
  more(): Promise<void>;
  /** Marks one read: the row and the count follow the server's answer. */
  read(id: string): Promise<void>;
  /** Marks all read. */
  readAll(): Promise<void>;
  /** A notice pushed live: prepended (once) and the unread count set. */
  receive(notice: Notice, unread: number): void;
  /** Keeps the live updates on while the returned release is not called: the first holder starts them, the last release stops them. */
  hold(): () => void;
}

export type NoticesStore = StoreApi<NoticesState>;

export interface NoticesOptions {
  calls: NoticeCalls;
  /** The live updates (`socketNotices`); without them `hold` does nothing, and `receive` is fed by the app. */
  live?: NoticeLive;
  /** Rows a page, one of the sizes the lists allow; `PAGE_SIZE_DEFAULT` by default. */
  pageSize?: (typeof PAGE_SIZES)[number];
}
