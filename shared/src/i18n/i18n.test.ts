import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { LANGUAGES, negotiateLanguage, toLanguage, type Language } from './languages.js';
import type { Messages } from './messages.js';
import { isNamespace, isNamespaceResource, NAMESPACES, namespaceOf, SECTION_NAMESPACE, splitByNamespace } from './namespaces.js';
import { createI18next, resourceOf, translatorOf } from './translate.js';
import { RESOURCES, createTranslator } from './bundled.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

function leafText(messages: Messages, path: string): string {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

const others: [Language, Messages][] = [
  ['zh-TW', zhTW],
  ['en', en],
];

describe('language resources', () => {
  const source = leafPaths(zhCN).sort();

  it('zh-CN, the source, holds one form per key', () => {
    expect(source.filter((path) => PLURAL_FORM.test(path))).toEqual([]);
  });

  it.each(others)('%s has exactly the keys of zh-CN (besides plural forms), none empty', (_language, messages) => {
    const paths = leafPaths(messages);
    expect(paths.filter((path) => !PLURAL_FORM.test(path)).sort()).toEqual(source);
    for (const path of paths) expect(leafText(messages, path).trim(), path).not.toBe('');
  });

  it.each(others)('%s keeps every placeholder of the source text, and plural forms are counted', (language, messages) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const path of leafPaths(messages)) {
      const base = path.replace(PLURAL_FORM, '');
      expect(placeholders(leafText(messages, path)), path).toEqual(placeholders(leafText(zhCN, base)));
      if (base !== path) {
        expect(categories, path).toContain(path.slice(base.length + 1));
        expect(placeholders(leafText(zhCN, base)), path).toContain('count');
      }
    }
  });

  it('en is punctuated in English: no full-width marks of Chinese text', () => {
    const fullWidth = /[。，：；（）！？、【】《》]/;
    expect(leafPaths(en).filter((path) => fullWidth.test(leafText(en, path)))).toEqual([]);
  });

  it('bundles all three languages', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('namespaces', () => {
  it('place every section in exactly one namespace and split a language without losing a string', () => {
    expect(Object.keys(SECTION_NAMESPACE).sort()).toEqual(Object.keys(zhCN).sort());
    const parts = splitByNamespace(zhCN);
    expect(Object.keys(parts)).toEqual([...NAMESPACES]);
    expect(
      Object.values(parts)
        .flatMap((part) => leafPaths(part))
        .sort(),
    ).toEqual(leafPaths(zhCN).sort());
    expect(Object.keys(parts.common)).not.toContain('people');
    expect(Object.keys(parts.admin)).toContain('people');
  });

  it('tell a namespace file from anything else a request may answer', () => {
    expect(isNamespace('practice')).toBe(true);
    expect(isNamespace('__proto__')).toBe(false);
    expect(isNamespaceResource(splitByNamespace(en).practice, 'practice')).toBe(true);
    expect(isNamespaceResource(splitByNamespace(en).practice, 'exam')).toBe(false);
    expect(isNamespaceResource({}, 'common')).toBe(false);
    expect(isNamespaceResource({ errors: 'x' }, 'common')).toBe(false);
    expect(isNamespaceResource('<html>', 'common')).toBe(false);
  });

  it('name the namespace of a key', () => {
    expect(namespaceOf('errors.notFound')).toBe('common');
    expect(namespaceOf('examLearner.title')).toBe('exam');
    expect(namespaceOf('people.users.title')).toBe('admin');
  });
});

describe('translate', () => {
  it('translates a key into each language', () => {
    expect(createTranslator('zh-CN')('nav.trainingCentre')).toBe('培训中心');
    expect(createTranslator('zh-TW')('nav.trainingCentre')).toBe('培訓中心');
    expect(createTranslator('en')('nav.trainingCentre')).toBe('Training Centre');
    expect(createTranslator('en')('people.users.title')).toBe('Users');
  });

  it('interpolates parameters and keeps unknown placeholders visible', () => {
    expect(createTranslator('en')('validation.accountLength', { min: 6, max: 50 })).toBe('Account must be 6 to 50 characters');
    expect(createTranslator('zh-CN')('validation.accountLength', { min: 6 })).toContain('{max}');
  });

  it('puts values in as they are, without HTML escaping', () => {
    expect(createTranslator('en')('errors.invalidInput', { detail: '<b> & "x"' })).toContain('<b> & "x"');
  });

  it('picks the English plural form for 1 and for 2, and the one Chinese form for both', () => {
    const english = createTranslator('en');
    expect(english('examLearner.waiting', { count: 1 })).toBe('1 answer waiting for network');
    expect(english('examLearner.waiting', { count: 2 })).toBe('2 answers waiting for network');
    expect(english('learnerTraining.media.views', { count: 1 })).toBe('1 view');
    expect(english('learnerTraining.media.views', { count: 0 })).toBe('0 views');
    const chinese = createTranslator('zh-CN');
    expect(chinese('examLearner.waiting', { count: 1 })).toBe('1个答案等待网络同步');
    expect(chinese('examLearner.waiting', { count: 2 })).toBe('2个答案等待网络同步');
  });

  it('falls back to zh-CN for a key a partial resource lacks, then to the key itself', () => {
    const partial = { ...en, nav: { ...en.nav, home: undefined as unknown as string } };
    const instance = createI18next({ lng: 'en', resources: resourceOf({ 'zh-CN': zhCN, en: partial }) });
    expect(translatorOf(instance)('nav.home')).toBe('首页');
    expect(translatorOf(instance)('nav.trainingCentre')).toBe('Training Centre');
    expect(translatorOf(instance)('no.such' as never)).toBe('no.such');
  });
});

describe('language negotiation', () => {
  it('maps tags and aliases to supported languages', () => {
    expect(toLanguage('zhCN')).toBe('zh-CN');
    expect(toLanguage('zh_TW')).toBe('zh-TW');
    expect(toLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(toLanguage('zh-HK')).toBe('zh-TW');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('fr')).toBeNull();
    expect(toLanguage('')).toBeNull();
  });

  it('honours Accept-Language quality order and defaults to zh-CN', () => {
    expect(negotiateLanguage('fr-FR,en;q=0.8,zh-TW;q=0.9')).toBe('zh-TW');
    expect(negotiateLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('fr, de;q=0.5')).toBe('zh-CN');
    expect(negotiateLanguage('en;q=0, zh-TW;q=0.1')).toBe('zh-TW');
    expect(negotiateLanguage(undefined)).toBe('zh-CN');
  });
});
