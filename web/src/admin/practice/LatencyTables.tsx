import type { LatencySession, LatencyStage, LatencyTurn, MessageKey, Translate } from '@peilian/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';

/** The tables of the latency view: stages (p50 / p95 / count), sessions, and a session's turns. */

const stageKey = (stage: LatencyStage['stage']): MessageKey => `practiceWeb.latency.${stage}`;
const msText = (value: number | null) => (value === null ? '—' : String(value));

export function StageTable({ t, stages, testId }: { t: Translate; stages: LatencyStage[]; testId: string }) {
  const columns: TableColumnsType<LatencyStage> = [
    { title: t('practiceWeb.latency.stage'), dataIndex: 'stage', render: (stage: LatencyStage['stage']) => t(stageKey(stage)) },
    { title: t('practiceWeb.latency.p50'), dataIndex: 'p50', width: 120, align: 'right', render: msText },
    { title: t('practiceWeb.latency.p95'), dataIndex: 'p95', width: 120, align: 'right', render: msText },
    { title: t('practiceWeb.latency.count'), dataIndex: 'count', width: 100, align: 'right' },
  ];
  return (
    <Table<LatencyStage>
      rowKey="stage"
      size="small"
      columns={columns}
      dataSource={stages}
      pagination={false}
      data-testid={testId}
      onRow={(row) => ({ 'data-testid': `${testId}-${row.stage}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

export function sessionColumns(t: Translate, open: (session: LatencySession) => void): TableColumnsType<LatencySession> {
  return [
    { title: t('practiceWeb.latency.learner'), dataIndex: 'learnername' },
    { title: t('practiceWeb.latency.started'), dataIndex: 'startedat', width: 160, render: (value: number) => dayjs(value).format('YYYY-MM-DD HH:mm') },
    { title: t('practiceWeb.latency.turns'), dataIndex: 'turns', width: 80, align: 'right' },
    { title: t('practiceWeb.latency.p50'), dataIndex: 'p50', width: 110, align: 'right', render: msText },
    { title: t('practiceWeb.latency.p95'), dataIndex: 'p95', width: 110, align: 'right', render: msText },
    {
      title: t('practiceWeb.common.actions'),
      key: 'actions',
      width: 80,
      render: (_, session) => (
        <Button type="link" onClick={() => open(session)} data-testid={`latency-session-${session.id}`}>
          {t('practiceWeb.latency.detail')}
        </Button>
      ),
    },
  ];
}

export function TurnTable({ t, turns }: { t: Translate; turns: LatencyTurn[] }) {
  const columns: TableColumnsType<LatencyTurn> = [
    { title: t('practiceWeb.latency.seq'), dataIndex: 'seq', width: 70 },
    { title: t('practiceWeb.latency.answer'), dataIndex: 'learnertext', ellipsis: true },
    { title: t('practiceWeb.latency.recognition'), dataIndex: 'recognition', width: 120, align: 'right', render: msText },
    { title: t('practiceWeb.latency.engine'), dataIndex: 'engine', width: 120, align: 'right' },
    { title: t('practiceWeb.latency.audio'), dataIndex: 'audio', width: 120, align: 'right' },
    { title: t('practiceWeb.latency.send'), dataIndex: 'send', width: 120, align: 'right' },
    { title: t('practiceWeb.latency.total'), dataIndex: 'total', width: 120, align: 'right' },
  ];
  return <Table<LatencyTurn> rowKey="seq" size="small" columns={columns} dataSource={turns} pagination={false} data-testid="latency-turns" />;
}
