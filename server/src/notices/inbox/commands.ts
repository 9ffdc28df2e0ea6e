import type { Notice, NoticeListQuery } from '@peilian/shared';
import type { Caller } from '../../auth/caller.js';
import { countUnread, listNotices, markAllNoticesRead, markNoticeRead } from '../../data/notices.js';
import { appError } from '../../errors/index.js';
import { presentNotice } from '../presenter.js';

/** `GET api/trainning/v3/notice`: the caller's notices, newest first, with the unread count. */
export async function myNotices({ deps, orgId, userId }: Caller, query: NoticeListQuery): Promise<{ rows: Notice[]; total: number; unread: number }> {
  const { rows, total } = await listNotices(deps.db, orgId, userId, (query.page - 1) * query.rows, query.rows);
  return { rows: rows.map(presentNotice), total, unread: await countUnread(deps.db, orgId, userId) };
}

/** `PUT api/trainning/v3/notice/{id}/read`: one of the caller's notices read (another's is notFound); the unread count after. */
export async function readNotice({ deps, orgId, userId }: Caller, id: string): Promise<{ unread: number }> {
  if (!(await markNoticeRead(deps.db, orgId, userId, id, deps.clock.now()))) throw appError('errors.notices.notFound');
  return { unread: await countUnread(deps.db, orgId, userId) };
}

/** `PUT api/trainning/v3/notice/read`: every notice of the caller read. */
export async function readAllNotices({ deps, orgId, userId }: Caller): Promise<{ unread: number }> {
  await markAllNoticesRead(deps.db, orgId, userId, deps.clock.now());
  return { unread: 0 };
}
