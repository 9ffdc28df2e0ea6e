import type { MessageKey, Translate } from '../i18n/messages.js';

/**
 * The names of a scoring rule's items are the admin's own words, stored and shown as written —
 * except the product's standard items, the items of the template rule the product seeds (the
 * scoring dimensions' own names and 语速音量, in simplified or traditional Chinese), which every
 * reader sees in their own language (docs/reports.md "Texts the
 * server stores").
 */
const STANDARD_ITEMS: Readonly<Record<string, MessageKey>> = {
  关键词: 'practiceLearner.report.dimension.keywords',
  關鍵詞: 'practiceLearner.report.dimension.keywords',
  流程完整度: 'practiceLearner.report.dimension.completeness',
  礼貌用语: 'practiceLearner.report.dimension.polite',
  禮貌用語: 'practiceLearner.report.dimension.polite',
  语速音量: 'practiceLearner.report.standardItem.paceVolume',
  語速音量: 'practiceLearner.report.standardItem.paceVolume',
};

/** A score item's name on screen: a standard item in the reader's language, any other as the admin wrote it. */
export function scoreItemName(t: Translate, name: string): string {
  const key = STANDARD_ITEMS[name.trim()];
  return key ? t(key) : name;
}
