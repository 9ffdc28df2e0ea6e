import { PACKAGE_TASKTYPES, type ReportFigureName } from '@peilian/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useT } from '../../../app';
import { figureTitle } from '../columns';
import { durationText, rateText, scoreText } from '../format';
import { ONLINE_PATH, STUDENT_REPORT_PATH, TASK_REPORT_PATH } from '../paths';
import { ReportLink } from '../ReportLink';
import type { HomeReport } from '../reportTypes';

interface Figure {
  key: string;
  /** The glossary's figure: its name, unit and definition. */
  figure: ReportFigureName;
  value: string;
  /** The report the figure comes from. */
  to: string;
}

function figuresOf({ figures }: HomeReport): Figure[] {
  return [
    { key: 'active', figure: 'activeLearners', value: String(figures.activelearners), to: ONLINE_PATH },
    { key: 'learning', figure: 'learningTime', value: durationText(figures.learningseconds), to: STUDENT_REPORT_PATH },
    { key: 'tasks', figure: 'childTasksPassed', value: String(figures.taskscompleted), to: TASK_REPORT_PATH },
    { key: 'exams', figure: 'examPassRate', value: rateText(figures.exampassrate), to: `${TASK_REPORT_PATH}?tasktype=${PACKAGE_TASKTYPES.exam}` },
    { key: 'practice', figure: 'practiceSessions', value: String(figures.practicesessions), to: STUDENT_REPORT_PATH },
    { key: 'score', figure: 'practiceAvgScore', value: scoreText(figures.practiceavgscore), to: `${STUDENT_REPORT_PATH}?sort=avgscore` },
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
              <Statistic title={figureTitle(t, figure.figure)} value={figure.value} />
            </ReportLink>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
