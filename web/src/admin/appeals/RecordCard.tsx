import { canUseFunction, type AppealRecordView } from '@peilian/shared';
import { Card, Space, Tag, Typography } from 'antd';
import { usePermissionContext, useSession, useT } from '../../app';
import type { RescoreDraftView, ScoreDraft } from './appealForm';
import { RescoreTable } from './RescoreTable';
import { SectionTitle } from '../blocks/SectionTitle';
import { TranscriptLines } from './TranscriptLines';
import { DialogueAudio } from '../blocks/DialogueAudio';

interface Props {
  appealId: string;
  record: AppealRecordView;
  pointed: ReadonlySet<string>;
  draft: ScoreDraft;
  view: RescoreDraftView;
  /** Set while the appeal is open: the new scores may be typed. */
  onDraft?: (key: string, score: number | null) => void;
}

/** The appealed record as the reviewer reads it: its total against the pass score, its criteria to re-score, and its lines. */
export function RecordCard({ appealId, record, pointed, draft, view, onDraft }: Props) {
  const t = useT();
  // The whole dialogue is read through the scenario calls (`voicescene`): a reviewer without them reads the lines alone.
  const user = useSession((state) => state.user);
  const context = usePermissionContext();
  const hearsDialogue = record.sessionid !== null && user !== null && canUseFunction(user, 'voicescene', context);
  return (
    <Card title={<SectionTitle>{`${t('appealsAdmin.record.title')} · ${record.title}`}</SectionTitle>} size="small" data-testid="appeal-record">
      <Space size="large" wrap style={{ marginBottom: 12 }}>
        <span>
          {t('appealsAdmin.record.total')}{' '}
          <Typography.Text strong data-testid="appeal-record-total">
            {record.total}
          </Typography.Text>
        </span>
        <span>
          {t('appealsAdmin.record.passScore')} {record.passscore}
        </span>
        <Tag color={record.passed ? 'green' : 'red'}>{t(record.passed ? 'appealsAdmin.record.passed' : 'appealsAdmin.record.failed')}</Tag>
      </Space>
      <RescoreTable record={record} pointed={pointed} draft={draft} view={view} {...(onDraft ? { onDraft } : {})} />
      {hearsDialogue && record.sessionid && <DialogueAudio sessionId={record.sessionid} />}
      <Typography.Title level={3} style={{ fontSize: 14, margin: '16px 0 8px' }}>
        {t('appealsAdmin.lines.title')}
      </Typography.Title>
      <TranscriptLines appealId={appealId} lines={record.lines} pointed={pointed} />
    </Card>
  );
}
