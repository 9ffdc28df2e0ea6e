/** Interface languages; zh-CN is the source and default. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** True for one of the interface languages. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The label each language shows for itself in a language selector. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
};

const ALIASES: Record<string, Language> = {
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  zhcn: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-tw': 'zh-TW',
  zhtw: 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  'zh-hant': 'zh-TW',
  en: 'en',
};

/** Maps a tag such as `zh-Hant-TW`, `zhCN`, `en-US` to a supported language, or null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (ALIASES[lower]) return ALIASES[lower];
  if (lower.startsWith('zh-hant')) return 'zh-TW';
  const [base, region] = lower.split('-');
  if (base === 'zh' && region) return ALIASES[`zh-${region}`] ?? 'zh-CN';
  return base ? (ALIASES[base] ?? null) : null;
}

/**
 * Picks the best supported language from an HTTP Accept-Language header
 * (`zh-TW,zh;q=0.9,en;q=0.8`), falling back to the default.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of ranked) {
    const language = q > 0 ? toLanguage(tag) : null;
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
