import type { Notice, NoticeKind } from '@peilian/shared';
import type { NoticeRow } from '../db/schema/index.js';

/** A notice as the learner's clients read it (`noticeSchema`). */
export function presentNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    params: row.params,
    link: row.link,
    createdate: row.createdAt.getTime(),
    read: row.readAt ? 1 : 0,
  };
}
