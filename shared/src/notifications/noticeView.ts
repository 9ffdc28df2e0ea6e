import type { MessageKey, MessageParams, Translate } from '../i18n/messages.js';
import type { Notice } from '../schemas/notices.js';
import type { NoticeKind } from './domain.js';

/**
 * How both learner surfaces word a notice (docs/notifications.md "On the learner's surfaces"): its
 * kind's title and a line filled from its params, in the learner's language. The params each kind
 * carries: a task's `title` (and `end`, the day it ends, for `taskEnding`), the appealed record's
 * `title`, the new `level`, the badge's `badge`; one missing is left blank, never shown as `{name}`.
 */
export const NOTICE_PARAMS: Readonly<Record<NoticeKind, readonly string[]>> = {
  taskPublished: ['title'],
  taskEnding: ['title', 'end'],
  appealAnswered: ['title'],
  levelUp: ['level'],
  badgeEarned: ['badge'],
};

/** The kind's short title (新任务, 申诉已处理…). */
export const noticeTitleKey = (notice: Pick<Notice, 'kind'>): MessageKey => `notices.kind.${notice.kind}.title`;

/** The notice's line: its kind's sentence with the params filled in. */
export function noticeText(t: Translate, notice: Pick<Notice, 'kind' | 'params'>): string {
  const params: MessageParams = {};
  for (const name of NOTICE_PARAMS[notice.kind]) params[name] = notice.params[name] ?? '';
  return t(`notices.kind.${notice.kind}.body`, params);
}

/** Not yet read (shown bold with a dot, counted in the badge). */
export const isNoticeUnread = (notice: Pick<Notice, 'read'>): boolean => notice.read === 0;

/** The badge's text: the count, `99+` above 99, nothing at 0. */
export const unreadBadge = (unread: number): string => (unread <= 0 ? '' : unread > 99 ? '99+' : String(unread));
