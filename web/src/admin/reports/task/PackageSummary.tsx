import { taskListLabel } from '@peilian/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from '../../../app';
import { figureTitle } from '../columns';
import { durationText, rateOf, rateText, scoreText, timeText } from '../format';
import type { TaskReportDetail } from '../reportTypes';

/** A package's headline: its list and period, then its progress as figures. */
export function PackageSummary({ row }: { row: TaskReportDetail['package'] }) {
  const t = useT();
  const figures = [
    { key: 'range', label: figureTitle(t, 'rangeLearners'), value: String(row.range) },
    { key: 'started', label: figureTitle(t, 'startedLearners'), value: String(row.started) },
    { key: 'completed', label: figureTitle(t, 'completedLearners'), value: String(row.completed) },
    { key: 'passed', label: figureTitle(t, 'passedLearners'), value: String(row.passed) },
    { key: 'rate', label: figureTitle(t, 'completionRate'), value: rateText(rateOf(row.completed, row.range)) },
    { key: 'score', label: figureTitle(t, 'avgScore'), value: scoreText(row.avgscore) },
    { key: 'time', label: figureTitle(t, 'avgTime'), value: durationText(row.avgseconds) },
  ];
  return (
    <Card size="small" title={<span data-testid="task-detail-package">{row.title}</span>}>
      <Typography.Paragraph type="secondary">
        {t(taskListLabel(row.tasktype))} · {timeText(row.startat)} ~ {timeText(row.endat)}
      </Typography.Paragraph>
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={6} xl={3}>
            <Statistic title={figure.label} value={figure.value} data-testid={`task-detail-${figure.key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
