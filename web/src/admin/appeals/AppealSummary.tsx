import type { AdminAppeal } from '@peilian/shared';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useT } from '../../app';
import { adminTime } from '../time';
import { criterionLabel, DueText, scoreChangeText, StatusTag } from './labels';
import { SectionTitle } from '../blocks/SectionTitle';

/** The appeal itself: who, which record, why, which items, when it was made and is due, and how it stands. */
export function AppealSummary({ appeal }: { appeal: AdminAppeal }) {
  const t = useT();

  const items = [
    {
      key: 'learner',
      label: t('appealsAdmin.detail.learner'),
      children: `${appeal.username}（${appeal.account}）${appeal.departmentname ? ` · ${appeal.departmentname}` : ''}`,
    },
    { key: 'type', label: t('appealsAdmin.detail.type'), children: t(`appeals.type.${appeal.type}`) },
    { key: 'record', label: t('appealsAdmin.detail.record'), children: appeal.recordtitle },
    { key: 'package', label: t('appealsAdmin.detail.package'), children: appeal.packagetitle || '—' },
    {
      key: 'reason',
      label: t('appealsAdmin.detail.reason'),
      span: 2,
      children: <Typography.Text data-testid="appeal-detail-reason">{appeal.reason}</Typography.Text>,
    },
    {
      key: 'items',
      label: t('appealsAdmin.detail.items'),
      span: 2,
      children: appeal.items.length
        ? appeal.items.map((item) => (
            <Tag key={item.key} color="gold" data-testid={`appeal-item-${item.key}`}>
              {criterionLabel(item.label, t)}
            </Tag>
          ))
        : t('appealsAdmin.detail.wholeRecord'),
    },
    { key: 'submitted', label: t('appealsAdmin.detail.submitted'), children: adminTime(appeal.createdate) },
    { key: 'due', label: t('appealsAdmin.detail.due'), children: <DueText appeal={appeal} t={t} /> },
    { key: 'status', label: t('appealsAdmin.detail.status'), children: <StatusTag status={appeal.status} t={t} testId="appeal-detail-status" /> },
    { key: 'handler', label: t('appealsAdmin.detail.handler'), children: appeal.handlername || '—' },
    ...(appeal.handledate
      ? [
          { key: 'handled', label: t('appealsAdmin.detail.handled'), children: adminTime(appeal.handledate) },
          { key: 'score', label: t('appealsAdmin.detail.score'), children: scoreChangeText(appeal.scorebefore, appeal.scoreafter) || '—' },
          { key: 'opinion', label: t('appealsAdmin.detail.opinion'), span: 2, children: appeal.opinion },
        ]
      : []),
  ];
  return (
    <Card title={<SectionTitle>{t('appealsAdmin.detail.appeal')}</SectionTitle>} size="small">
      <Descriptions column={2} size="small" bordered items={items} data-testid="appeal-summary" />
    </Card>
  );
}
