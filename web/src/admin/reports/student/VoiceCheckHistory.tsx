import type { Translate } from '@peilian/shared';
import { Card, type TableColumnsType } from 'antd';
import { useT } from '../../../app';
import { COLUMN_PX, textColumn } from '../../blocks/columns';
import { ListTable } from '../../blocks/ListTable';
import { allRows } from '../columns';
import { timeText } from '../format';
import type { StudentDashboard } from '../reportTypes';
import { VoiceCheckTag } from './VoiceCheckTag';

/** A practice session of the learner whose voice was checked, as the dashboard lists it. */
export type VoiceCheckRow = NonNullable<StudentDashboard['voicechecks']>[number];

const voiceCheckColumns = (t: Translate): TableColumnsType<VoiceCheckRow> => [
  textColumn<VoiceCheckRow>(t('reports.student.voiceCheck.scenario'), 'scenarioname'),
  { key: 'at', title: t('reports.student.voiceCheck.startedAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.startedat) },
  { key: 'result', title: t('reports.student.voiceCheck.result'), render: (_, row) => <VoiceCheckTag check={row.voicecheck} /> },
];

/** The learner's practice sessions of the period whose turns were voice-checked, newest first, each with what the check found. */
export function VoiceCheckHistory({ sessions }: { sessions: readonly VoiceCheckRow[] }) {
  const t = useT();
  return (
    <Card size="small" title={t('reports.student.voiceCheck.title')}>
      <ListTable<VoiceCheckRow>
        rowKey="sessionid"
        columns={voiceCheckColumns(t)}
        data={allRows(sessions)}
        loading={false}
        emptyText={t('reports.student.voiceCheck.empty')}
        testId="dashboard-voicechecks"
      />
    </Card>
  );
}
