import { Col, Row, Space } from 'antd';
import { useT } from '../../../app';
import { ReportChart } from '../charts/ReportChart';
import { callQuery } from '../../data/urlQuery';
import { ReportFilters } from '../ReportFilters';
import { ReportPage } from '../ReportPage';
import { useAdminQuery } from '../../data/queries';
import { useReportId } from '../useReportId';
import { useUrlQuery } from '../../data/useUrlQuery';
import { abilityModel, dailyModel } from './dashboardCharts';
import { ExamHistory, StudentTasks } from './dashboardTables';
import { RoleplayHistory } from './RoleplayHistory';
import { StudentCard } from './StudentCard';
import { VoiceCheckHistory } from './VoiceCheckHistory';

const DEFAULTS = { start: '', end: '', departmentid: '', positionid: '' };
const KEEP = ['id'];

/** A learner's dashboard (dashboard): their card, daily time and score, ability radar, tasks, exams, role-plays and voiceprint checks. */
export function DashboardPage() {
  const t = useT();
  const id = useReportId();
  const [query, setQuery] = useUrlQuery(DEFAULTS, KEEP);
  const { data, error } = useAdminQuery('reports', 'student', id ? { id, ...callQuery(query) } : null);
  return (
    <ReportPage title={t('reports.titles.dashboard')} testId="dashboard-title" asof={data?.asof} statsuntil={data?.statsuntil} error={error}>
      <ReportFilters value={query} onChange={setQuery} periodOnly />
      {data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <StudentCard student={data.student} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <ReportChart title={t('reports.student.daily')} model={dailyModel(data, t)} testId="dashboard-daily" />
            </Col>
            <Col xs={24} xl={10}>
              <ReportChart title={t('reports.student.abilities')} model={abilityModel(data, t)} testId="dashboard-radar" />
            </Col>
          </Row>
          <StudentTasks tasks={data.tasks} />
          <ExamHistory exams={data.exams} />
          <RoleplayHistory learnerId={data.student.userid} roleplays={data.roleplays} />
          <VoiceCheckHistory sessions={data.voicechecks ?? []} />
        </Space>
      )}
    </ReportPage>
  );
}
