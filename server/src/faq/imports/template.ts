import { createTranslator, LANGUAGES, normaliseHeader, templateMarker, type MessageKey, type Translate } from '@peilian/shared';

/**
 * The FAQ import's Excel template (docs/faq.md "Import"): its columns, the header row the server
 * writes in the caller's language (hints in brackets, ignored when read back), and the marker cell
 * `#faq-v1` closing it. Bump the version whenever the columns change: files made from an older
 * template are then refused as outdated, like the exam imports' (`import.templateOutdated`).
 */

export type FaqColumnKey = 'category' | 'kind' | 'question' | 'answer' | 'keywords' | 'sort' | 'thinking' | 'description';

export interface FaqColumn {
  key: FaqColumnKey;
  /** The header must be present (a cell may still be empty where a default applies). */
  required: boolean;
}

export const FAQ_IMPORT_TEMPLATE: { id: 'faq'; version: number; columns: readonly FaqColumn[] } = {
  id: 'faq',
  version: 1,
  columns: [
    { key: 'category', required: false },
    { key: 'kind', required: true },
    { key: 'question', required: true },
    { key: 'answer', required: true },
    { key: 'keywords', required: false },
    { key: 'sort', required: false },
    { key: 'thinking', required: false },
    { key: 'description', required: false },
  ],
};

/** The hints some headers carry in brackets (how to fill the column). */
const HINTS: Partial<Record<FaqColumnKey, MessageKey>> = {
  category: 'faqAdmin.importFile.hint.category',
  kind: 'faqAdmin.importFile.hint.kind',
  keywords: 'faqAdmin.importFile.hint.keywords',
  thinking: 'faqAdmin.importFile.hint.thinking',
};

/** A column's name in the caller's language. */
export function faqColumnLabel(key: FaqColumnKey, t: Translate): string {
  return t(`faqAdmin.importFile.column.${key}`);
}

/** The marker cell closing the header row. */
export const faqTemplateMarker = () => templateMarker(FAQ_IMPORT_TEMPLATE);

/** The header row of the template and of the failed-rows file (before its reason column): names with hints, then the marker. */
export function faqTemplateHeader(t: Translate): string[] {
  const cells = FAQ_IMPORT_TEMPLATE.columns.map(({ key }) => {
    const hint = HINTS[key];
    return hint ? `${faqColumnLabel(key, t)}(${t(hint)})` : faqColumnLabel(key, t);
  });
  return [...cells, faqTemplateMarker()];
}

let headerIndex: Map<string, FaqColumnKey> | undefined;

/** The column a header cell names, in any interface language or by its key; null for any other text. */
export function faqColumnForHeader(cell: string): FaqColumnKey | null {
  if (!headerIndex) {
    headerIndex = new Map();
    const translators = LANGUAGES.map((language) => createTranslator(language));
    for (const { key } of FAQ_IMPORT_TEMPLATE.columns) {
      for (const label of [key, ...translators.map((t) => faqColumnLabel(key, t))]) headerIndex.set(normaliseHeader(label), key);
    }
  }
  return headerIndex.get(normaliseHeader(cell)) ?? null;
}

/** Words of every language for one choice (a kind, yes or no), folded for matching. */
export function choiceWords(keys: readonly MessageKey[], extra: readonly string[]): Set<string> {
  const translators = LANGUAGES.map((language) => createTranslator(language));
  return new Set([...extra, ...keys.flatMap((key) => translators.map((t) => t(key)))].map(foldChoice));
}

/** A choice cell folded: full-width to half-width, case and spaces ignored. */
export const foldChoice = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
