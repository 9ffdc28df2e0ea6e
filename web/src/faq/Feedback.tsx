import { faqAnswerWords, type FaqAnswerResult, type ShownWords } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../app';
import { Keywords } from './Keywords';

/** Shown words: a text as it is, or the message said instead (greyed: why there is no answer). */
export function Words({ words, testId }: { words: ShownWords; testId?: string | undefined }) {
  const t = useT();
  if ('text' in words) return <span data-testid={testId}>{words.text}</span>;
  return (
    <span className="faq-none" data-testid={testId}>
      {t(words.key)}
    </span>
  );
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
        <Words words={faqAnswerWords(answer)} />
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
