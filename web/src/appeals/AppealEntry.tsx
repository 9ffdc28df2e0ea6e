import { appealRefusalKey, createAppealRecordStore, type AppealRecordStore, type AppealType } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { learnerApi, useSession, useT } from '../app';
import { AppealForm } from './AppealForm';
import { AppealNoticeLine } from './AppealNoticeLine';
import { AppealStatus } from './AppealStatus';
import { appealStorage } from './paths';
import './appeals.css';

interface Props {
  type: AppealType;
  recordid: string;
}

/**
 * The 申诉 entry of a scored record (a practice report, an exam result, a drill's summary): the
 * button that opens the form, or, once made, the appeal's status in its place. A record without a
 * score shows nothing; a refusal is said.
 */
export function AppealEntry({ type, recordid }: Props) {
  const userId = useSession((state) => state.user?.id ?? '');
  const [store] = useState(() => createAppealRecordStore({ type, recordid, calls: learnerApi.appeals, storage: appealStorage(userId) }));
  return <AppealEntryView store={store} />;
}

/** The entry over a record's appeal store (loaded on mount). */
export function AppealEntryView({ store }: { store: AppealRecordStore }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { phase, appeal, refusal, notice, load } = useStore(store);
  useEffect(() => void store.getState().load(), [store]);

  let body = null;
  if (phase === 'failed')
    body = (
      <div className="appeal-line">
        <span>{t('appeals.learner.loadFailed')}</span>
        <Button size="small" onClick={() => void load()}>
          {t('appeals.learner.retry')}
        </Button>
      </div>
    );
  else if (appeal)
    body = (
      <>
        <AppealStatus appeal={appeal} />
        {notice && <AppealNoticeLine notice={notice} />}
      </>
    );
  else if (phase === 'ready' && refusal !== null) {
    const key = appealRefusalKey(refusal);
    body = key && <div className="appeal-line">{t(key)}</div>;
  } else if (phase === 'ready')
    body = open ? (
      <AppealForm store={store} onCancel={() => setOpen(false)} />
    ) : (
      <Button block fill="outline" color="primary" onClick={() => setOpen(true)} data-testid="appeal-open">
        {t('appeals.learner.entry')}
      </Button>
    );
  if (!body) return null;
  return (
    <section className="appeal-entry" data-testid="appeal-entry" aria-label={t('appeals.learner.entry')}>
      {body}
    </section>
  );
}
