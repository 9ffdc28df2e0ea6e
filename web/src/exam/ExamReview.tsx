import { reviewAnswerWords, type ExamResultResponse } from '@peilian/shared';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useT } from '../app';

/** The per-question review: the learner's answer, the one correct answer and the tip where the exam shows them. */
export function ExamReview({ review }: { review: ExamResultResponse['review'] }) {
  const t = useT();
  return (
    <List header={t('examLearner.reviewTitle')} data-testid="exam-review">
      {review.map((item, index) => {
        const { yours, correct } = reviewAnswerWords(item, t);
        return (
          <List.Item
            key={item.questionid}
            data-testid={`exam-review-${item.questionid}`}
            description={
              <>
                <div data-testid="exam-review-yours">
                  {t('exam.taking.yourAnswer')}: {yours}
                </div>
                {correct !== null && (
                  <div data-testid="exam-review-correct">
                    {t('exam.taking.correctAnswer')}: {correct}
                  </div>
                )}
                {item.promotion && <div>{item.promotion}</div>}
              </>
            }
            extra={
              <Tag color={item.correct ? 'success' : 'danger'}>
                {t(item.correct ? 'examLearner.right' : 'examLearner.wrong')} {item.earned}/{item.score}
              </Tag>
            }
          >
            {index + 1}. {item.text}
          </List.Item>
        );
      })}
    </List>
  );
}
