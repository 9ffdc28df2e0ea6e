import type { StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { MessageKey } from '../i18n/messages.js';
import type { PAGE_SIZES } from '../limits.js';
import type { DeviceStorage } from '../outbox/deviceStorage.js';
import type { Appeal } from '../schemas/appeals.js';
import type { AppealType } from './domain.js';
import type { AppealCriterion } from './rescore.js';

/** The learner's appeal calls (the learner table's `appeals` group), injected into the appeal stores. */
export type AppealCalls = Pick<BoundTable<LearnerEndpoints>['appeals'], 'record' | 'submit' | 'mine' | 'read'>;

/**
 * Why the last submit did not go, for the form to say: a rule of the reason or items broken (its
 * message key; nothing was sent), no connection (the reason stays in the form and on the device;
 * nothing was saved), or the server's refusal (its errmsg, already in the learner's language).
 */
export type AppealNotice = { kind: 'invalid'; key: MessageKey } | { kind: 'offline' } | { kind: 'refused'; error: unknown };

export interface AppealRecordState {
  /** `ready` once the record's appeal state is known. */
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  /** Why the record cannot be appealed now (an i18n key), null when it can be or has been. */
  refusal: string | null;
  /** What the appeal may point at: the record's criteria, turns or questions. */
  criteria: AppealCriterion[];
  /** The record's appeal once made: final, shown in place of the form. */
  appeal: Appeal | null;
  /** The reason being written, kept on the device until the server has the appeal. */
  reason: string;
  /** The criteria ticked (none: the whole record). */
  items: string[];
  submitting: boolean;
  notice: AppealNotice | null;
  /** Why loading failed (the app words it). */
  failure: { error: unknown } | null;
  /** Reads whether the record may be appealed, its criteria and its appeal. */
  load(): Promise<void>;
  setReason(text: string): void;
  toggleItem(key: string): void;
  /** Validates with `appealBodySchema` and submits once; true when the server has the appeal. */
  submit(): Promise<boolean>;
}

export type AppealRecordStore = StoreApi<AppealRecordState>;

export interface AppealRecordOptions {
  type: AppealType;
  recordid: string;
  calls: Pick<AppealCalls, 'record' | 'submit'>;
  /** Where the unsent reason is kept (localStorage, WeChat storage), so a reload or a lost connection loses nothing typed. */
  storage?: DeviceStorage;
}

export interface MyAppealsState {
  rows: Appeal[];
  total: number;
  /** Replies not yet opened (the badge). */
  unread: number;
  page: number;
  loading: boolean;
  failure: { error: unknown } | null;
  /** The appeal opened, as last read. */
  opened: Appeal | null;
  openFailure: { error: unknown } | null;
  /** The first page again (and the unread count). */
  load(): Promise<void>;
  /** The next page, when there is one. */
  more(): Promise<void>;
  /** Reads one appeal, which marks its reply read: the row and the count follow. */
  open(id: string): Promise<void>;
}

export type MyAppealsStore = StoreApi<MyAppealsState>;

export interface MyAppealsOptions {
  calls: Pick<AppealCalls, 'mine' | 'read'>;
  /** Rows a page, one of the sizes the lists allow; `PAGE_SIZE_DEFAULT` by default. */
  pageSize?: (typeof PAGE_SIZES)[number];
}
