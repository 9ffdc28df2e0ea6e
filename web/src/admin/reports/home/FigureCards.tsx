import { PACKAGE_TASKTYPES, type MessageKey } from '@peilian/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useT } from '../../../app/hooks';
import { durationText, rateText, scoreText } from '../format';
import { ONLINE_PATH, STUDENT_REPORT_PATH, TASK_REPORT_PATH } from '../paths';
import { ReportLink } from '../ReportLink';
import type { HomeReport } from '../reportTypes';

interface Figure {
  key: string;
  label: MessageKey;
  value: string;
  /** The report the figure comes from. */
  to: string;
}

function figuresOf({ figures }: HomeReport): Figure[] {
  return [
    { key: 'active', label: 'reports.home.activeLearners', value: String(figures.activelearners), to: ONLINE_PATH },
    { key: 'learning', label: 'reports.home.learningTime', value: durationText(figures.learningseconds), to: STUDENT_REPORT_PATH },
    { key: 'tasks', label: 'reports.home.tasksCompleted', value: String(figures.taskscompleted), to: TASK_REPORT_PATH },
    { key: 'exams', label: 'reports.home.examPassRate', value: rateText(figures.exampassrate), to: `${TASK_REPORT_PATH}?tasktype=${PACKAGE_TASKTYPES.exam}` },
    { key: 'practice', label: 'reports.home.practiceSessions', value: String(figures.practicesessions), to: STUDENT_REPORT_PATH },
    { key: 'score', label: 'reports.home.practiceAvgScore', value: scoreText(figures.practiceavgscore), to: `${STUDENT_REPORT_PATH}?sort=avgscore` },
  ];
}

/** The dashboard's six figures of the period, each leading to the report it comes from (when the admin may open it). */
export function FigureCards({ report }: { report: HomeReport }) {
  const t = useT();
  return (
    <Row gutter={[12, 12]}>
      {figuresOf(report).map((figure) => (
        <Col key={figure.key} xs={12} md={8} xl={4}>
          <Card size="small" data-testid={`home-figure-${figure.key}`}>
            <ReportLink to={figure.to} testId={`home-figure-${figure.key}-link`}>
              <Statistic title={t(figure.label)} value={figure.value} />
            </ReportLink>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
