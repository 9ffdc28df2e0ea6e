import type { ImportSource } from '../blocks/import/importWizard';

/** The bank's .xlsx import: the exam question import's wizard on the FAQ endpoints. */
export const FAQ_IMPORT: ImportSource = {
  area: 'faq',
  subject: 'faq',
  title: 'faqAdmin.import.title',
};
