import { reviewAnswerWords, type ExaminationPaperRow, type ExamResultResponse } from '@peilian/shared';
import { Alert, Descriptions, Drawer, List, Spin, Tag, Typography } from 'antd';
import { adminSeconds } from '../time';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';

interface Props {
  /** The handed-in paper whose learner's result is shown; null closes the drawer. */
  row: ExaminationPaperRow | null;
  onClose: () => void;
}

const when = adminSeconds;

/** A learner's latest handed-in paper of the row's exam task: score and the full review (the learner result call). */
export function ExamResultDrawer({ row, onClose }: Props) {
  const t = useT();
  const read = useAdminQuery('examinations', 'result', row ? { id: row.childId, userid: row.userid } : null);
  // While another row's result loads, the previous one is not shown as this one's.
  const current: { result: ExamResultResponse | undefined; error: string } | null = read.loading
    ? null
    : { result: read.error ? undefined : read.data, error: read.error };
  return (
    <Drawer open={row !== null} onClose={onClose} size={560} title={row ? `${t('examAdmin.results.detail')} · ${row.name}` : ''} destroyOnHidden>
      <div data-testid="exam-result-drawer">
        {!current && <Spin />}
        {current?.error && <Alert type="error" title={current.error} />}
        {current?.result && (
          <>
            <Typography.Paragraph type="secondary">{t('examAdmin.results.latestNote')}</Typography.Paragraph>
            <ResultSummary row={row} result={current.result} />
            <ResultReview review={current.result.review} />
          </>
        )}
      </div>
    </Drawer>
  );
}

/** The result's task, score, pass or fail, and when the paper was started and handed in. */
function ResultSummary({ row, result }: { row: ExaminationPaperRow | null; result: ExamResultResponse }) {
  const t = useT();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'task', label: t('examAdmin.results.task'), children: row ? `${row.packageTitle} / ${row.childTitle}` : '' },
        {
          key: 'score',
          label: t('examAdmin.results.score'),
          children: (
            <>
              <span data-testid="exam-result-drawer-score">{result.score}</span> / {result.paper.total}
            </>
          ),
        },
        {
          key: 'result',
          label: t('examAdmin.results.result'),
          children: (
            <>
              <Tag color={result.passed ? 'green' : 'red'}>{t(result.passed ? 'examAdmin.results.passed' : 'examAdmin.results.failed')}</Tag>
              {t('examAdmin.results.correctCount', { correct: result.correctCount, count: result.questionCount })}
            </>
          ),
        },
        { key: 'started', label: t('examAdmin.results.startedAt'), children: when(result.startedAt) },
        { key: 'submitted', label: t('examAdmin.results.submittedAt'), children: when(result.submittedAt) },
      ]}
    />
  );
}

type ReviewItem = ExamResultResponse['review'][number];

/** Each question with the learner's answer, the correct one and the points earned. */
function ResultReview({ review }: { review: ExamResultResponse['review'] }) {
  return (
    <List
      style={{ marginTop: 16 }}
      dataSource={review}
      data-testid="exam-result-drawer-review"
      renderItem={(item, index) => <ReviewRow key={item.questionid} item={item} index={index} />}
    />
  );
}

/** One reviewed question, its answers worded as the learner's review words them (正确/错误, 未作答). */
function ReviewRow({ item, index }: { item: ReviewItem; index: number }) {
  const t = useT();
  const { yours, correct } = reviewAnswerWords(item, t);
  return (
    <List.Item
      key={item.questionid}
      extra={
        <Tag color={item.correct ? 'green' : 'red'}>
          {t(item.correct ? 'examAdmin.results.right' : 'examAdmin.results.wrong')} {item.earned}/{item.score}
        </Tag>
      }
    >
      <List.Item.Meta
        title={`${index + 1}. ${item.text}`}
        description={
          <>
            <div>
              {t('examAdmin.results.yourAnswer')}: {yours}
            </div>
            <div>
              {t('examAdmin.results.correctAnswer')}: {correct ?? '—'}
            </div>
          </>
        }
      />
    </List.Item>
  );
}
