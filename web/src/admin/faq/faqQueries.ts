import { PAGE_SIZE_DEFAULT, type FaqSimilarBody } from '@peilian/shared';
import type { AdminAnswer, AdminBody } from '../data/types';

/** The bank's question list query as the URL keeps it ('' = any catalogue or status). */
export const FAQ_QUERY = { text: '', catalogid: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
export type FaqQuery = typeof FAQ_QUERY;

/** The practice records' query as the URL keeps it (a link may open it on a task). */
export const DRILL_QUERY = { packageid: '', childtaskid: '', name: '', page: 1, rows: PAGE_SIZE_DEFAULT };
export type FaqDrillQuery = typeof DRILL_QUERY;

/** A question's body as `faqBodySchema` takes it. */
export type FaqBodyInput = AdminBody<'faq', 'create'>;
/** What the AI similar-question dialog asks for: suggestions like `text`, none of `exclude`. */
export type SimilarRequest = Pick<FaqSimilarBody, 'type' | 'text' | 'exclude'>;
export type FaqDrillDetail = AdminAnswer<'faqDrills', 'read'>;
export type DrillRow = AdminAnswer<'faqDrills', 'list'>['rows'][number];
