import { dialogue, type FaqDrillQuestion, type MessageKey } from '@peilian/shared';
import { useT } from '../app';
import { avatarUrl } from '../lib/avatar';

/** The customer: a drawn bust (no image to download, no emoji font needed), ringed in the emotion's colour. */
function CustomerAvatar({ emotion }: { emotion: string }) {
  return (
    <svg className={`faq-avatar faq-avatar-${emotion}`} viewBox="0 0 44 44" aria-hidden="true">
      <circle cx="22" cy="22" r="21" />
      <circle cx="22" cy="17" r="7" fill="#fff" />
      <path d="M9 36c2-7 7-10 13-10s11 3 13 10" fill="#fff" />
    </svg>
  );
}

/**
 * The question being asked: the customer (a face for the emotion, the emotion named), the question
 * text, and its images with their descriptions.
 */
export function QuestionCard({ question, index, total }: { question: FaqDrillQuestion; index: number; total: number }) {
  const t = useT();
  const emotion = dialogue.EMOTIONS[question.emotion] ?? 'normal';
  return (
    <section className="faq-card" data-testid="faq-question" data-seq={question.seq}>
      <div className="faq-progress">{t('faqLearner.progress', { current: index + 1, total })}</div>
      <div className="faq-customer">
        <CustomerAvatar emotion={emotion} />
        <div className="faq-customer-text">
          <div className="faq-label">
            {t('faqLearner.question')}
            {emotion !== 'normal' && (
              <span className={`faq-emotion faq-emotion-${emotion}`} data-testid="faq-emotion">
                {t(`dialogue.emotions.${emotion}` as MessageKey)}
              </span>
            )}
          </div>
          <div className="faq-question-text" data-testid="faq-question-text">
            {question.question}
          </div>
        </div>
      </div>
      {question.images.length > 0 && (
        <div className="faq-images">
          {question.images.map((image) => (
            <figure key={image.path} className="faq-image">
              <img src={avatarUrl(image.path)} alt={image.description || t('faqLearner.imageAlt')} loading="lazy" />
              {image.description && <figcaption>{image.description}</figcaption>}
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
