import type { AigcDraft, MessageKey } from '@peilian/shared';
import { Alert, Card, Descriptions, Empty, message, Spin } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { PageTitle } from '../blocks/PageTitle';
import { SectionTitle } from '../blocks/SectionTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { AcceptBar } from './AcceptBar';
import { DraftCard } from './DraftCard';
import { DraftEditDialog } from './DraftEditDialog';
import { AIGC_POLL_MS, settingsText, StatusTag, underWay } from './labels';
import { AIGC_PATH } from './paths';
import { FileNames } from './taskColumns';

/**
 * A generation task and the review of its drafts (admin §2 `aigc-bank-detail`): read again while it
 * generates; each draft may be edited or discarded, and the chosen ones accepted into a catalogue of
 * the bank — only what is accepted here enters a bank, once.
 */
export function AigcDetailPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const id = useSearchParams()[0].get('id') ?? '';
  const read = useAdminQuery('aigcBank', 'drafts', id ? { id } : null, { pollMs: (data) => (data && underWay(data.task) ? AIGC_POLL_MS : false) });
  const discard = useAdminMutation('aigcBank', 'discard');
  const accept = useAdminMutation('aigcBank', 'accept');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<AigcDraft | null>(null);
  const task = read.data?.task;
  const said = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const choose = (draftId: string, on: boolean) =>
    setChosen((current) => new Set([...current].filter((other) => other !== draftId || on).concat(on ? [draftId] : [])));
  const acceptChosen = (catalogid: string) =>
    void accept.run({ id }, { draftids: [...chosen], catalogid }).then(
      (answer) => {
        setChosen(new Set());
        void notice.success(t('aigcBank.review.accepted', { count: answer.accepted }));
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  return (
    <div>
      {holder}
      <PageTitle testId="aigc-detail-title">{t('aigcBank.detailTitle')}</PageTitle>
      <Link to={AIGC_PATH}>{t('aigcBank.actions.back')}</Link>
      {read.error && !read.data && <Alert type="warning" showIcon title={read.error} data-testid="aigc-refused" />}
      {!id && <Empty description={t('errors.aigcBank.notFound')} />}
      {id && !task && !read.error && <Spin />}
      {task && (
        <>
          <Card size="small" style={{ margin: '12px 0' }}>
            <Descriptions column={{ xs: 1, lg: 2 }} size="small" data-testid="aigc-summary">
              <Descriptions.Item label={t('aigcBank.columns.name')}>{task.name}</Descriptions.Item>
              <Descriptions.Item label={t('aigcBank.columns.status')}>
                <StatusTag task={task} t={t} />
                {t('aigcBank.progress', { generated: task.generated, dropped: task.dropped, accepted: task.accepted })}
              </Descriptions.Item>
              <Descriptions.Item label={t('aigcBank.columns.settings')}>{settingsText(task, t)}</Descriptions.Item>
              <Descriptions.Item label={t('aigcBank.columns.pages')}>
                <span data-testid="aigc-detail-pages">{t('aigcBank.pagesText', { pages: task.pages })}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('aigcBank.columns.files')} span={2}>
                <FileNames task={task} t={t} />
              </Descriptions.Item>
            </Descriptions>
            {task.error && <Alert type="error" showIcon title={t(task.error as MessageKey)} />}
          </Card>
          <SectionTitle>{t('aigcBank.review.heading')}</SectionTitle>
          <Alert type="info" showIcon title={underWay(task) ? t('aigcBank.review.waiting') : t('aigcBank.review.hint')} style={{ marginBottom: 12 }} />
          <AcceptBar task={task} chosen={chosen.size} accepting={accept.pending} onAccept={acceptChosen} />
          {read.data?.rows.length === 0 && !underWay(task) && <Empty description={t('aigcBank.review.empty')} />}
          {read.data?.rows.map((draft) => (
            <DraftCard
              key={draft.id}
              draft={draft}
              t={t}
              selected={chosen.has(draft.id)}
              onSelect={(on) => choose(draft.id, on)}
              onEdit={() => setEditing(draft)}
              onDiscard={() => void said(discard.run({ id, draftid: draft.id }), t('aigcBank.draftStatuses.discarded'))}
            />
          ))}
        </>
      )}
      {editing && <DraftEditDialog taskId={id} draft={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
