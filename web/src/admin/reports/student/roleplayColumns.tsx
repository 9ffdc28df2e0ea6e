import type { Translate } from '@peilian/shared';
import { Button, Tag, type TableColumnsType } from 'antd';
import { actionsColumn, COLUMN_PX, textColumn } from '../../blocks/columns';
import { figureTitle, NUMBER } from '../columns';
import { scoreText, timeText } from '../format';
import type { StudentDashboard } from '../reportTypes';
import { VoiceCheckTag } from './VoiceCheckTag';

/** A finished role-play of the learner, as the dashboard lists it. */
export type RoleplayRow = StudentDashboard['roleplays'][number];

/** The learner's role-plays: the scenario, score, passed or not, the checklist ticked of its items, the voiceprint check, when, and the coach's review. */
export const roleplayColumns = (t: Translate, onCoach: (row: RoleplayRow) => void): TableColumnsType<RoleplayRow> => [
  textColumn<RoleplayRow>(t('reports.student.roleplay.scenario'), 'scenarioname'),
  { key: 'score', title: figureTitle(t, 'score'), ...NUMBER, render: (_, row) => scoreText(row.score) },
  {
    key: 'passed',
    title: t('reports.student.result'),
    width: COLUMN_PX.status,
    // The preset colours, which global.css darkens to AA; antd's status `success` tag is not.
    render: (_, row) => <Tag color={row.passed ? 'green' : 'red'}>{t(row.passed ? 'reports.student.examPassed' : 'reports.student.examFailed')}</Tag>,
  },
  {
    key: 'checklist',
    title: t('reports.student.roleplay.checklist'),
    width: COLUMN_PX.status,
    align: 'right',
    render: (_, row) => `${row.checklistticked}/${row.checklisttotal}`,
  },
  { key: 'voicecheck', title: t('reports.student.voiceCheck.title'), render: (_, row) => <VoiceCheckTag check={row.voicecheck} /> },
  { key: 'at', title: t('reports.student.roleplay.finishedAt'), width: COLUMN_PX.date, render: (_, row) => timeText(row.finishedat) },
  actionsColumn<RoleplayRow>(t('reports.common.actions'), 110, (row) => (
    <Button
      type="link"
      onClick={() => onCoach(row)}
      aria-label={t('reports.student.roleplay.coachOf', { name: row.scenarioname })}
      data-testid={`dashboard-roleplay-coach-${row.sessionid}`}
    >
      {t('reports.student.roleplay.coach')}
    </Button>
  )),
];
