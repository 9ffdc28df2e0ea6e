import { faqSummaryRows, type FaqDrill } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../app';
import { AppealEntry } from '../appeals';
import { Words } from './Feedback';

interface Props {
  drill: FaqDrill;
  /** Free practice: draw a new drill. Null for a task's drill. */
  onAgain: (() => void) | null;
  onBack: () => void;
}

/**
 * The finished drill: its score against the pass score, and every question with the learner's
 * answer, its score and the standard answer; then practise again (free practice) or back to the task.
 */
export function Summary({ drill, onAgain, onBack }: Props) {
  const t = useT();
  const passed = drill.passed === 1;
  return (
    <section className="faq-summary" data-testid="faq-summary" data-passed={passed ? 'true' : 'false'}>
      <div className={`faq-summary-head ${passed ? 'faq-pass' : 'faq-fail'}`}>
        <div className="faq-summary-score" data-testid="faq-total">
          {t('faqLearner.scoreValue', { score: drill.score ?? 0 })}
        </div>
        <div className="faq-summary-verdict" data-testid="faq-verdict">
          {t(passed ? 'faqLearner.passed' : 'faqLearner.failed')}
        </div>
        <div className="faq-pass-line">{t('faqLearner.passLine', { score: drill.passscore })}</div>
      </div>
      <ol className="faq-summary-list">
        {faqSummaryRows(drill).map((row) => (
          <li key={row.seq} className="faq-summary-item" data-testid="faq-summary-item" data-seq={row.seq}>
            <div className="faq-summary-question">
              <span>{row.question}</span>
              <strong>{t('faqLearner.scoreValue', { score: row.score })}</strong>
            </div>
            {row.blocks.map((block) => (
              <div key={block.kind} className="faq-block">
                <span className="faq-label">{t(block.label)}</span>
                <Words words={block.words} testId={block.kind === 'standard' ? 'faq-summary-standard' : undefined} />
              </div>
            ))}
          </li>
        ))}
      </ol>
      {drill.status === 1 && drill.score !== null && <AppealEntry type="faq" recordid={drill.id} />}
      <div className="faq-actions">
        {onAgain ? (
          <Button block color="primary" onClick={onAgain} data-testid="faq-again">
            {t('faqLearner.again')}
          </Button>
        ) : (
          <Button block color="primary" onClick={onBack} data-testid="faq-back">
            {t('faqLearner.back')}
          </Button>
        )}
      </div>
    </section>
  );
}
