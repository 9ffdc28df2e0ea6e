import { PAGE_SIZE_DEFAULT } from '@peilian/shared';

/** The question bank's query as the URL keeps it ('' = any type, level, catalogue or status). */
export const QUESTION_QUERY = { text: '', type: '', level: '', catalogid: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
export type QuestionQuery = typeof QUESTION_QUERY;
