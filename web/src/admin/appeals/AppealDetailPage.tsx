import { ArrowLeftOutlined } from '@ant-design/icons';
import { isAppealOpen, type AppealDetail } from '@peilian/shared';
import { Alert, Button, message, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { rescoreDraft, type ScoreDraft } from './appealForm';
import { AppealSummary } from './AppealSummary';
import { AppealTrail } from './AppealTrail';
import { DecisionPanel } from './DecisionPanel';
import { QUEUE_PATH } from './paths';
import { RecordCard } from './RecordCard';
import './appeals.css';

/**
 * An appeal (hidden function `complain-detail`, `?id=`; admin §3 Complaint, §5, §8; docs/appeals.md):
 * what the learner appealed and why, the record with its criteria, lines and recordings, the
 * re-scoring with the new total shown as it is typed, the decision with its opinion, and the audit
 * trail. A completed or rejected appeal is shown read-only.
 */
export function AppealDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const read = useAdminQuery('appeals', 'read', id ? { id } : null);
  const detail = read.data;

  return (
    <div>
      {holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="appeal-detail-title">{t('appealsAdmin.detailTitle')}</PageTitle>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(QUEUE_PATH)} data-testid="appeal-detail-back">
          {t('appealsAdmin.detail.back')}
        </Button>
      </Space>
      {(read.error || !id) && <Alert type="error" showIcon title={read.error || t('appealsAdmin.detail.missing')} data-testid="appeal-detail-error" />}
      {id && !detail && !read.error && <Spin />}
      {detail && <AppealView key={detail.appeal.id} detail={detail} onDone={(text) => void notice.success(text)} />}
    </div>
  );
}

/** The appeal once read; the typed scores are kept here and start again for another appeal. */
function AppealView({ detail, onDone }: { detail: AppealDetail; onDone: (text: string) => void }) {
  const t = useT();
  const { appeal, record, events } = detail;
  const [draft, setDraft] = useState<ScoreDraft>({});
  const open = isAppealOpen(appeal.status);
  const pointed = useMemo(() => new Set(appeal.items.map((item) => item.key)), [appeal.items]);
  const view = rescoreDraft(record ?? { criteria: [], formula: 'sum', whole: false }, draft);
  const accept = useAdminMutation('appeals', 'accept');
  const resolve = useAdminMutation('appeals', 'resolve');
  const reject = useAdminMutation('appeals', 'reject');
  const args = { id: appeal.id };
  const done = (key: 'accepted' | 'resolved' | 'rejected') => () => onDone(t(`appealsAdmin.decision.${key}`));

  return (
    <div className="appeal-detail-grid">
      <Space orientation="vertical" size="middle" style={{ width: '100%', minWidth: 0 }}>
        <AppealSummary appeal={appeal} />
        {record ? (
          <RecordCard
            appealId={appeal.id}
            record={record}
            pointed={pointed}
            draft={draft}
            view={view}
            {...(open ? { onDraft: (key: string, score: number | null) => setDraft((current) => ({ ...current, [key]: score })) } : {})}
          />
        ) : (
          <Alert type="warning" showIcon title={t('appealsAdmin.detail.noRecord')} />
        )}
      </Space>
      <Space orientation="vertical" size="middle" style={{ width: '100%', minWidth: 0 }}>
        {open ? (
          <DecisionPanel
            status={appeal.status}
            rescoreError={view.error}
            totals={record && record.criteria.length ? { before: record.total, after: view.total } : null}
            onAccept={() => accept.run(args).then(done('accepted'))}
            onResolve={(opinion) => resolve.run(args, { opinion, scores: view.changes }).then(done('resolved'))}
            onReject={(opinion) => reject.run(args, { opinion }).then(done('rejected'))}
          />
        ) : (
          <Alert type="info" showIcon title={t('appealsAdmin.decision.final')} data-testid="appeal-final" />
        )}
        <AppealTrail events={events} />
      </Space>
    </div>
  );
}
