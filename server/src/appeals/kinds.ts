import type { AppealType } from '@peilian/shared';
import { examRecords } from './examRecords.js';
import { faqRecords } from './faqRecords.js';
import { practiceRecords } from './practiceRecords.js';
import type { RecordKind } from './recordKinds.js';

export type { AppealableRecord, RecordKind } from './recordKinds.js';

/** The kinds of record a learner may appeal. */
export const RECORD_KINDS: Record<AppealType, RecordKind> = { practice: practiceRecords, exam: examRecords, faq: faqRecords };
