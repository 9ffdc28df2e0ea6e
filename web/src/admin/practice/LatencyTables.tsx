import type { LatencySession, LatencyStage, LatencyTurn, MessageKey, Translate } from '@peilian/shared';
import { Button, type TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { ListTable } from '../blocks/ListTable';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';

/** The tables of the latency view: stages (p50 / p95 / count), sessions, and a session's turns. */

const stageKey = (stage: LatencyStage['stage']): MessageKey => `practiceWeb.latency.${stage}`;
const msText = (value: number | null) => (value === null ? '—' : String(value));
const MS_PX = 110;

/** The stages: a short fixed list, each row marked with its stage (`<testId>-<stage>`). */
export function StageTable({ t, stages, testId }: { t: Translate; stages: LatencyStage[]; testId: string }) {
  const columns: TableColumnsType<LatencyStage> = [
    { title: t('practiceWeb.latency.stage'), dataIndex: 'stage', width: COLUMN_PX.text, render: (stage: LatencyStage['stage']) => t(stageKey(stage)) },
    { title: t('practiceWeb.latency.p50'), dataIndex: 'p50', width: MS_PX, align: 'right', render: msText },
    { title: t('practiceWeb.latency.p95'), dataIndex: 'p95', width: MS_PX, align: 'right', render: msText },
    { title: t('practiceWeb.latency.count'), dataIndex: 'count', width: COLUMN_PX.number, align: 'right' },
  ];
  return (
    <ListTable<LatencyStage>
      rowKey="stage"
      testId={testId}
      columns={columns}
      data={{ rows: stages, total: stages.length }}
      loading={false}
      rowTestId={(row) => `${testId}-${row.stage}`}
    />
  );
}

export function sessionColumns(t: Translate, open: (session: LatencySession) => void): TableColumnsType<LatencySession> {
  return [
    { title: t('practiceWeb.latency.learner'), dataIndex: 'learnername', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    {
      title: t('practiceWeb.latency.started'),
      dataIndex: 'startedat',
      width: COLUMN_PX.date,
      render: (value: number) => adminTime(value),
    },
    { title: t('practiceWeb.latency.turns'), dataIndex: 'turns', width: COLUMN_PX.number, align: 'right' },
    { title: t('practiceWeb.latency.p50'), dataIndex: 'p50', width: MS_PX, align: 'right', render: msText },
    { title: t('practiceWeb.latency.p95'), dataIndex: 'p95', width: MS_PX, align: 'right', render: msText },
    actionsColumn<LatencySession>(t('practiceWeb.common.actions'), 90, (session) => (
      <Button type="link" onClick={() => open(session)} data-testid={`latency-session-${session.id}`}>
        {t('practiceWeb.latency.detail')}
      </Button>
    )),
  ];
}

/** Where a turn's reply audio came from: the digital human's clips, voice files made before, synthesis now ('—': not recorded). */
function sourcesText(t: Translate, lines: LatencyTurn['lines']): string {
  if (!lines) return '—';
  const parts = [
    lines.clips ? t('practiceWeb.latency.fromClips', { count: lines.clips }) : '',
    lines.reused ? t('practiceWeb.latency.reused', { count: lines.reused }) : '',
    lines.synthesised ? t('practiceWeb.latency.synthesised', { count: lines.synthesised }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join('，') : '—';
}

/** A session's turns: every one shown, no pager. */
export function TurnTable({ t, turns }: { t: Translate; turns: LatencyTurn[] }) {
  const columns: TableColumnsType<LatencyTurn> = [
    { title: t('practiceWeb.latency.seq'), dataIndex: 'seq', width: 70 },
    { title: t('practiceWeb.latency.answer'), dataIndex: 'learnertext', width: COLUMN_PX.text, render: (text: string) => clippedText(text) },
    { title: t('practiceWeb.latency.recognition'), dataIndex: 'recognition', width: MS_PX, align: 'right', render: msText },
    { title: t('practiceWeb.latency.engine'), dataIndex: 'engine', width: MS_PX, align: 'right' },
    { title: t('practiceWeb.latency.audio'), dataIndex: 'audio', width: MS_PX, align: 'right' },
    { title: t('practiceWeb.latency.synthesis'), dataIndex: 'synthesis', width: MS_PX, align: 'right', render: msText },
    { title: t('practiceWeb.latency.voice'), dataIndex: 'lines', width: COLUMN_PX.name, render: (lines: LatencyTurn['lines']) => sourcesText(t, lines) },
    { title: t('practiceWeb.latency.send'), dataIndex: 'send', width: MS_PX, align: 'right' },
    { title: t('practiceWeb.latency.total'), dataIndex: 'total', width: MS_PX, align: 'right' },
  ];
  return <ListTable<LatencyTurn> rowKey="seq" testId="latency-turns" columns={columns} data={{ rows: turns, total: turns.length }} loading={false} />;
}
