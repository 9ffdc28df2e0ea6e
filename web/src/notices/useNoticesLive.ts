import { noticeText } from '@peilian/shared';
import { useEffect, useRef } from 'react';
import { useT } from '../app';
import { showToast } from '../components/toast';
import { noticesStore } from './notices';

/**
 * While the page using it is open: the unread count loaded, the live connection held, and each
 * notice that arrives shown at once as a toast (the badge follows the store) — but on the notices
 * page itself (`announce` false), where the notice appears at the top of the list.
 */
export function useNoticesLive(announce = true): void {
  const t = useT();
  const translate = useRef(t);
  translate.current = t;
  useEffect(() => {
    void noticesStore.getState().load();
    const release = noticesStore.getState().hold();
    let seen = noticesStore.getState().arrived?.seq ?? 0;
    const stop = noticesStore.subscribe(({ arrived }) => {
      if (!arrived || arrived.seq === seen) return;
      seen = arrived.seq;
      if (announce) showToast({ content: translate.current('notices.arrived', { text: noticeText(translate.current, arrived.notice) }), position: 'top' });
    });
    return () => {
      stop();
      release();
    };
  }, [announce]);
}
