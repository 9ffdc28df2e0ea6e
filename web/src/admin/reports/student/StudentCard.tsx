import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from '../../../app';
import { figurePair, figureTitle } from '../columns';
import { durationText, scoreText } from '../format';
import type { StudentDashboard } from '../reportTypes';

/** Who the learner is (department, level, stars, experience) and their figures up to yesterday. */
export function StudentCard({ student }: { student: StudentDashboard['student'] }) {
  const t = useT();
  const figures = [
    { key: 'level', label: t('reports.student.level'), value: student.levelname || '-' },
    { key: 'stars', label: t('reports.student.stars'), value: String(student.stars) },
    { key: 'experience', label: t('reports.student.experience'), value: String(student.experience) },
    { key: 'learning', label: figureTitle(t, 'learningTime'), value: durationText(student.learningseconds) },
    { key: 'completed', label: figurePair(t, 'childTasksPassed', 'childTasksAssigned'), value: `${student.completed}/${student.tasks}` },
    { key: 'score', label: figureTitle(t, 'learnerAvgScore'), value: scoreText(student.avgscore) },
    { key: 'practice', label: figureTitle(t, 'practiceSessions'), value: String(student.practicesessions) },
    { key: 'exams', label: figurePair(t, 'passedExams', 'exams'), value: `${student.passedexams}/${student.exams}` },
  ];
  return (
    <Card size="small" data-testid="dashboard-student">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {student.name} <Typography.Text type="secondary">{`${student.account} · ${student.departmentname}`}</Typography.Text>
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={6} xl={3}>
            <Statistic title={figure.label} value={figure.value} data-testid={`dashboard-${figure.key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
