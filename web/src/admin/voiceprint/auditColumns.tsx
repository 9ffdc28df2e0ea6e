import { VOICEPRINT_AUDIT_STATUS, type Translate, type VoiceprintAudit } from '@peilian/shared';
import { Button, Popconfirm, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { adminTime } from '../time';
import { AuditAudio } from './AuditAudio';

/** A status's label key and tag colour, by the record's status. */
export const AUDIT_STATUSES = [
  { value: VOICEPRINT_AUDIT_STATUS.pending, key: 'pending', color: 'orange' },
  { value: VOICEPRINT_AUDIT_STATUS.passed, key: 'passed', color: 'green' },
  { value: VOICEPRINT_AUDIT_STATUS.rejected, key: 'rejected', color: 'red' },
  { value: VOICEPRINT_AUDIT_STATUS.autoPassed, key: 'autoPassed', color: 'cyan' },
  { value: VOICEPRINT_AUDIT_STATUS.expired, key: 'expired', color: 'default' },
] as const;

/** Whether the record may still be decided: pending and not past the expiry. */
export const decidable = (row: VoiceprintAudit) => row.status === VOICEPRINT_AUDIT_STATUS.pending && !row.overdue;

function StatusTag({ row, t }: { row: VoiceprintAudit; t: Translate }) {
  const status = AUDIT_STATUSES.find((known) => known.value === row.status);
  if (row.overdue)
    return (
      <Tag color="volcano" data-testid={`vp-status-${row.id}`}>
        {t('voiceprintAdmin.overdue')}
      </Tag>
    );
  return (
    <Tag color={status?.color} data-testid={`vp-status-${row.id}`}>
      {status ? t(`voiceprintAdmin.statuses.${status.key}`) : row.status}
    </Tag>
  );
}

interface Actions {
  decide: (row: VoiceprintAudit, status: 1 | 2) => Promise<unknown>;
}

/** The audit list's columns: whose voiceprint, both samples, the score, who decided when, and pass or reject while pending. */
export function auditColumns(t: Translate, actions: Actions): TableColumnsType<VoiceprintAudit> {
  const confirm = (row: VoiceprintAudit, status: 1 | 2) => (
    <Popconfirm
      title={t(status === 1 ? 'voiceprintAdmin.passConfirm' : 'voiceprintAdmin.rejectConfirm', { name: row.username })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: status === 2, 'data-testid': 'vp-decide-confirm' }}
      onConfirm={() => actions.decide(row, status)}
    >
      <Button type="link" size="small" danger={status === 2} data-testid={`vp-${status === 1 ? 'pass' : 'reject'}-${row.id}`}>
        {t(status === 1 ? 'voiceprintAdmin.pass' : 'voiceprintAdmin.reject')}
      </Button>
    </Popconfirm>
  );
  return [
    {
      key: 'user',
      title: t('voiceprintAdmin.user'),
      width: 160,
      render: (_, row) => (
        <div>
          {clippedText(row.username, 1)}
          <Typography.Text type="secondary">{row.account}</Typography.Text>
        </div>
      ),
    },
    { key: 'department', title: t('voiceprintAdmin.department'), width: 130, render: (_, row) => clippedText(row.departmentname, 1) },
    {
      key: 'original',
      title: t('voiceprintAdmin.original'),
      width: 220,
      render: (_, row) =>
        row.hasoriginal ? <AuditAudio id={row.id} which="original" /> : <Typography.Text type="secondary">{t('voiceprintAdmin.noOriginal')}</Typography.Text>,
    },
    { key: 'new', title: t('voiceprintAdmin.renewed'), width: 220, render: (_, row) => <AuditAudio id={row.id} which="new" /> },
    { key: 'score', title: t('voiceprintAdmin.score'), width: 90, dataIndex: 'score' },
    { key: 'createdate', title: t('voiceprintAdmin.createdate'), width: COLUMN_PX.date, render: (_, row) => adminTime(row.createdate) },
    { key: 'handler', title: t('voiceprintAdmin.handler'), width: 110, render: (_, row) => clippedText(row.handlername, 1) },
    { key: 'handledate', title: t('voiceprintAdmin.handledate'), width: COLUMN_PX.date, render: (_, row) => (row.handledate ? adminTime(row.handledate) : '') },
    { key: 'status', title: t('voiceprintAdmin.status'), width: 110, render: (_, row) => <StatusTag row={row} t={t} /> },
    actionsColumn<VoiceprintAudit>(t('voiceprintAdmin.actions'), 120, (row) =>
      decidable(row) ? (
        <Space size={0}>
          {confirm(row, 1)}
          {confirm(row, 2)}
        </Space>
      ) : null,
    ),
  ];
}
