import type { FaqAnswerResult } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../app/hooks';
import { Keywords } from './Keywords';

/** What the learner answered, in words: the text, or why there is none. */
export function AnswerText({ answer }: { answer: Pick<FaqAnswerResult, 'text' | 'outcome'> | null }) {
  const t = useT();
  if (answer?.text) return <span>{answer.text}</span>;
  return <span className="faq-none">{t(answer?.outcome === 'timeout' ? 'faqLearner.timeout' : 'faqLearner.empty')}</span>;
}

/**
 * The scored answer, at once: the score, the keywords hit (green) and missed (red), the learner's
 * answer beside the standard one, and the way on — the next question, or the result after the last.
 */
export function Feedback({ answer, last, onNext }: { answer: FaqAnswerResult; last: boolean; onNext: () => void }) {
  const t = useT();
  return (
    <section className="faq-feedback" data-testid="faq-feedback" data-seq={answer.seq}>
      <div className="faq-score-line">
        <span className="faq-label">{t('faqLearner.score')}</span>
        <strong className="faq-score" data-testid="faq-score" data-score={answer.score}>
          {t('faqLearner.scoreValue', { score: answer.score })}
        </strong>
      </div>
      <Keywords kind="matched" words={answer.matched} />
      <Keywords kind="missed" words={answer.missed} />
      <div className="faq-block">
        <div className="faq-label">{t('faqLearner.yourAnswer')}</div>
        <AnswerText answer={answer} />
      </div>
      <div className="faq-block">
        <div className="faq-label">{t('faqLearner.standard')}</div>
        <div data-testid="faq-standard">{answer.standard}</div>
      </div>
      <Button block color="primary" onClick={onNext} data-testid="faq-next">
        {t(last ? 'faqLearner.finish' : 'faqLearner.next')}
      </Button>
    </section>
  );
}
