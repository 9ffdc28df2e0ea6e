import { List, Space, Tag, Typography } from 'antd';
import { useT } from '../../app';
import { AnswerAudio } from './AnswerAudio';
import type { FaqDrillDetail } from './faqQueries';

type Item = FaqDrillDetail['items'][number];

/** One question of a drill: the question, the learner's answer (played when spoken), its score, the keywords hit and missed, the standard answer. */
export function DrillItem({ drillId, item }: { drillId: string; item: Item }) {
  const t = useT();
  const answer = item.answer;
  const said =
    !answer || answer.outcome === 'empty' ? t('faqAdmin.drills.noAnswer') : answer.outcome === 'timeout' ? t('faqAdmin.drills.timeout') : answer.text;
  return (
    <List.Item
      data-testid={`faq-drill-item-${item.seq}`}
      extra={answer && <Tag color="blue">{t('faqAdmin.drills.questionScore', { score: answer.score })}</Tag>}
    >
      <List.Item.Meta
        title={`${item.seq}. ${item.question}`}
        description={
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            <div>
              <Typography.Text strong>{t('faqAdmin.drills.learnerAnswer')}：</Typography.Text>
              {answer && <Tag>{t(answer.mode === 'voice' ? 'faqAdmin.drills.voice' : 'faqAdmin.drills.typed')}</Tag>}
              <span data-testid={`faq-drill-answer-${item.seq}`}>{said}</span>
            </div>
            {answer?.mode === 'voice' && answer.recording === 1 && <AnswerAudio drillId={drillId} seq={item.seq} />}
            {answer && answer.matched.length + answer.missed.length > 0 && (
              <div>
                {answer.matched.map((word) => (
                  <Tag key={`hit-${word}`} color="green" title={t('faqAdmin.drills.matched')}>
                    {word}
                  </Tag>
                ))}
                {answer.missed.map((word) => (
                  <Tag key={`miss-${word}`} color="red" title={t('faqAdmin.drills.missed')}>
                    {word}
                  </Tag>
                ))}
              </div>
            )}
            <div>
              <Typography.Text strong>{t('faqAdmin.drills.standard')}：</Typography.Text>
              {item.standard}
            </div>
            {item.keywords && (
              <Typography.Text type="secondary">
                {t('faqAdmin.drills.keywords')}：{item.keywords}
              </Typography.Text>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}
