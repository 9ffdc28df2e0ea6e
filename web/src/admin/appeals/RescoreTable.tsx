import type { AppealCriterion, AppealRecordView, Translate } from '@peilian/shared';
import { InputNumber, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useT } from '../../app';
import type { RescoreDraftView, ScoreDraft } from './appealForm';
import { criterionLabel } from './labels';

interface Props {
  record: AppealRecordView;
  /** The criteria the learner's appeal points at: marked. */
  pointed: ReadonlySet<string>;
  /** The typed new scores, and what they make of the record; no inputs without `onDraft` (a closed appeal). */
  draft: ScoreDraft;
  view: RescoreDraftView;
  onDraft?: (key: string, score: number | null) => void;
}

function ScoreInput({ row, props, t }: { row: AppealCriterion; props: Props; t: Translate }) {
  const issue = props.view.issues[row.key];
  return (
    <div>
      <InputNumber
        value={props.draft[row.key] ?? null}
        precision={props.record.whole ? 0 : 1}
        status={issue ? 'error' : undefined}
        placeholder={String(row.score)}
        aria-label={t('appealsAdmin.record.newScoreOf', { label: criterionLabel(row.label, t) })}
        onChange={(value) => props.onDraft?.(row.key, typeof value === 'number' ? value : null)}
        style={{ width: 110 }}
        data-testid={`appeal-score-${row.key}`}
      />
      {issue && (
        <Typography.Text type="danger" style={{ display: 'block' }} data-testid={`appeal-score-issue-${row.key}`}>
          {t(issue)}
        </Typography.Text>
      )}
    </div>
  );
}

function columns(t: Translate, props: Props): TableColumnsType<AppealCriterion> {
  const { record, pointed, onDraft } = props;
  const label = (row: AppealCriterion) => (
    <>
      {criterionLabel(row.label, t)}
      {pointed.has(row.key) && (
        <Tag color="gold" style={{ marginLeft: 8 }}>
          {t('appealsAdmin.record.pointed')}
        </Tag>
      )}
    </>
  );
  const weight = {
    key: 'weight',
    title: t('appealsAdmin.record.weight'),
    width: 90,
    render: (_: unknown, row: AppealCriterion) => (row.weight === null ? '' : `${row.weight}%`),
  };
  const input = {
    key: 'new',
    title: t('appealsAdmin.record.newScore'),
    width: 200,
    render: (_: unknown, row: AppealCriterion) => <ScoreInput row={row} props={props} t={t} />,
  };
  return [
    { key: 'label', title: t('appealsAdmin.record.criterion'), render: (_, row) => label(row) },
    ...(record.formula === 'weighted' ? [weight] : []),
    { key: 'range', title: t('appealsAdmin.record.range'), width: 110, render: (_, row) => `${row.min}–${row.max}` },
    { key: 'score', title: t('appealsAdmin.record.current'), width: 100, dataIndex: 'score' },
    ...(onDraft ? [input] : []),
  ];
}

/** The record's criteria with their ranges and scores now, and while the appeal is open an input for each new score and the new total. */
export function RescoreTable(props: Props) {
  const t = useT();
  const { record, view, onDraft, pointed } = props;
  return (
    <>
      <Table<AppealCriterion>
        rowKey="key"
        size="small"
        pagination={false}
        columns={columns(t, props)}
        dataSource={record.criteria}
        rowClassName={(row) => (pointed.has(row.key) ? 'appeal-pointed' : '')}
        locale={{ emptyText: t('appealsAdmin.record.noCriteria') }}
        data-testid="appeal-criteria"
      />
      {onDraft && record.criteria.length > 0 && (
        <Space size="large" style={{ marginTop: 12 }}>
          <span>
            {t('appealsAdmin.record.newTotal')}{' '}
            <Typography.Text strong data-testid="appeal-new-total">
              {view.total}
            </Typography.Text>
          </span>
          <Typography.Text type="secondary">
            {t('appealsAdmin.record.total')} {record.total}
          </Typography.Text>
        </Space>
      )}
    </>
  );
}
