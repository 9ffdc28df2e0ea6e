import type { PracticeCoach } from '@peilian/shared';
import { Typography } from 'antd';
import { useT } from '../../../app';

const SUBTITLE = { level: 3, style: { fontSize: 14, marginTop: 12 } } as const;

/** The coach's review: per criterion the comment and the learner's own words, better wordings of the weakest turns, the next thing to practise. */
export function CoachFeedback({ coach }: { coach: PracticeCoach }) {
  const t = useT();
  return (
    <Typography>
      {coach.criteria.map((criterion) => (
        <div key={criterion.name} data-testid="roleplay-coach-criterion">
          <Typography.Title {...SUBTITLE}>{criterion.name}</Typography.Title>
          <Typography.Paragraph>{criterion.comment}</Typography.Paragraph>
          {criterion.quotes.length > 0 && (
            <>
              <Typography.Text type="secondary">{t('reports.student.roleplay.quotes')}</Typography.Text>
              {criterion.quotes.map((quote) => (
                <blockquote key={quote}>{quote}</blockquote>
              ))}
            </>
          )}
        </div>
      ))}
      {coach.rewrites.length > 0 && <Typography.Title {...SUBTITLE}>{t('reports.student.roleplay.rewrites')}</Typography.Title>}
      {coach.rewrites.map((rewrite) => (
        <div key={rewrite.turn} data-testid="roleplay-coach-rewrite">
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {t('reports.student.roleplay.said', { turn: rewrite.turn })}
            <q>{rewrite.said}</q>
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t('reports.student.roleplay.better')}
            <Typography.Text strong>
              <q>{rewrite.better}</q>
            </Typography.Text>
          </Typography.Paragraph>
        </div>
      ))}
      {coach.next && (
        <>
          <Typography.Title {...SUBTITLE}>{t('reports.student.roleplay.next')}</Typography.Title>
          <Typography.Paragraph data-testid="roleplay-coach-next">{coach.next}</Typography.Paragraph>
        </>
      )}
    </Typography>
  );
}
