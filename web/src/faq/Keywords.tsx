import { useT } from '../app';

/** The keywords an answer hit (green) or missed (red; a missed group of alternatives `a|b` reads "a / b"); "无" when there are none. */
export function Keywords({ kind, words }: { kind: 'matched' | 'missed'; words: readonly string[] }) {
  const t = useT();
  return (
    <div className="faq-keywords">
      <span className="faq-label">{t(kind === 'matched' ? 'faqLearner.matched' : 'faqLearner.missed')}</span>
      <span data-testid={`faq-${kind}`}>
        {words.length === 0 ? (
          <span className="faq-none">{t('faqLearner.noKeywords')}</span>
        ) : (
          words.map((word) => (
            <span key={word} className={`faq-keyword faq-keyword-${kind}`}>
              {word.split('|').join(' / ')}
            </span>
          ))
        )}
      </span>
    </div>
  );
}
