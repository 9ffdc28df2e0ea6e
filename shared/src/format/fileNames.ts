import type { Translate } from '../i18n/messages.js';

/** What an import's files are named after (`admin.files.subjects`). */
export const IMPORT_FILE_SUBJECTS = ['question', 'exam', 'faq', 'users', 'batchusers', 'synonyms', 'speeches', 'scenario'] as const;
export type ImportFileSubject = (typeof IMPORT_FILE_SUBJECTS)[number];

/** A name a file can be saved under on any system: no path or reserved characters, at most 80 characters. */
export function safeFileName(title: string, extension: string): string {
  const stem =
    title
      .replace(/[\\/:*?"<>|\r\n]+/g, '_')
      .trim()
      .slice(0, 80) || '_';
  return `${stem}.${extension}`;
}

/** An import's template or failed-rows workbook named in the reader's language (题目导入模板.xlsx, 用户导入错误行.xlsx). */
export function importFileName(t: Translate, file: 'template' | 'errors', subject: ImportFileSubject): string {
  return safeFileName(t(`admin.files.${file}`, { name: t(`admin.files.subjects.${subject}`) }), 'xlsx');
}
