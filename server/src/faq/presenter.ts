import type { AdminFaq } from '@peilian/shared';
import type { FaqWithNames } from '../data/faqs.js';

/**
 * The only way FAQ bank rows leave the server to the back office. Images are stored as the public
 * path the upload handed out (`/files/<key>`), so they go out as they are. The learner's drill
 * shows its own copy of a question (`faq/drill`), never this shape: it carries the answers.
 */

/** A bank FAQ for the back office (shared `adminFaqSchema`). */
export function presentFaq({ faq, catalogName, creatorName }: FaqWithNames): AdminFaq {
  return {
    id: faq.id,
    catalogid: faq.catalogId ?? '',
    catalogname: catalogName ?? '',
    question: faq.question,
    answer: faq.answer,
    sort: faq.sort,
    emotion: faq.emotion,
    keywords: faq.keywords,
    similar: faq.similar.map((pair) => ({ question: pair.question, answer: pair.answer })),
    extended: faq.extended.map((pair) => ({ question: pair.question, answer: pair.answer })),
    images: faq.images.map((image) => ({ path: image.path, description: image.description })),
    thinking: faq.thinking,
    description: faq.description,
    disabled: faq.disabled,
    creator: creatorName ?? '',
    createdate: faq.createdAt.getTime(),
  };
}
