import { isNoticeUnread, noticeText, noticeTitleKey, zonedTimeText, type Notice } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useT, useTimeZone } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { NavBar } from '../components/NavBar';
import { errorMessage } from '../lib/errorMessage';
import { noticesStore } from './notices';
import { useNoticesLive } from './useNoticesLive';
import './notices.css';

/** One notice: its kind, its line and time; unread ones bold with a tag. Opening one marks it read (and follows its link). */
function NoticeRow({ notice }: { notice: Notice }) {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const unread = isNoticeUnread(notice);
  const open = () => {
    void noticesStore
      .getState()
      .read(notice.id)
      .catch((error: unknown) => console.warn('[notices] marking read failed', error));
    if (notice.link) navigate(notice.link);
  };
  return (
    <li className={unread ? 'notice-row notice-unread' : 'notice-row'} data-testid="notice-row" data-read={notice.read}>
      <button type="button" className="notice-open" onClick={open}>
        <span className="notice-head">
          <span className="notice-title">{t(noticeTitleKey(notice))}</span>
          {unread && (
            <span className="notice-tag" data-testid="notice-unread">
              {t('notices.unreadTag')}
            </span>
          )}
        </span>
        <span className="notice-text" data-testid="notice-text">
          {noticeText(t, notice)}
        </span>
        <span className="notice-time">{zonedTimeText(notice.createdate, zone)}</span>
      </button>
    </li>
  );
}

/** 消息通知 (/user/notices): every notice, newest first, live while open; one or all marked read. */
export function NoticesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { rows, total, unread, loading, failure, page, more, readAll } = useStore(noticesStore);
  useNoticesLive(false);

  let body;
  if (page === 0 && failure) body = <EmptyState title={errorMessage(failure.error, t, 'notices.loadFailed')} />;
  else if (page === 0) body = <Loading />;
  else if (rows.length === 0) body = <EmptyState title={t('notices.empty')} />;
  else
    body = (
      <>
        <div className="notices-bar">
          <span data-testid="notices-unread" aria-live="polite">
            {t('notices.unreadCount', { count: unread })}
          </span>
          <Button className="notices-read-all" disabled={unread === 0} onClick={() => void readAll().catch(() => undefined)} data-testid="notices-read-all">
            {t('notices.readAll')}
          </Button>
        </div>
        <ul className="notice-list">
          {rows.map((notice) => (
            <NoticeRow key={notice.id} notice={notice} />
          ))}
        </ul>
        {rows.length < total && (
          <Button block loading={loading} onClick={() => void more()} data-testid="notices-more">
            {t('notices.more')}
          </Button>
        )}
      </>
    );
  return (
    <section className="learner-page notices-page" data-testid="notices">
      <NavBar onBack={() => navigate(-1)}>{t('notices.title')}</NavBar>
      {body}
    </section>
  );
}
