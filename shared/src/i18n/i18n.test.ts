import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { LANGUAGES, negotiateLanguage, toLanguage } from './languages.js';
import { createTranslator, interpolate, RESOURCES, translatorFor } from './translate.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

function leafPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

describe('language resources', () => {
  const source = leafPaths(zhCN).sort();

  it.each([
    ['zh-TW', zhTW],
    ['en', en],
  ])('%s has exactly the keys of zh-CN, none empty', (_name, messages) => {
    expect(leafPaths(messages).sort()).toEqual(source);
    const t = translatorFor(messages);
    for (const key of source) expect(t(key as never).trim()).not.toBe('');
  });

  it.each([
    ['zh-TW', zhTW],
    ['en', en],
  ])('%s keeps every placeholder of the source text', (_name, messages) => {
    const t = translatorFor(messages);
    const s = translatorFor(zhCN);
    for (const key of source) {
      expect(placeholders(t(key as never)), key).toEqual(placeholders(s(key as never)));
    }
  });

  it('bundles all three languages', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('translate', () => {
  it('translates a key into each language', () => {
    expect(createTranslator('zh-CN')('nav.trainingCentre')).toBe('培训中心');
    expect(createTranslator('zh-TW')('nav.trainingCentre')).toBe('培訓中心');
    expect(createTranslator('en')('nav.trainingCentre')).toBe('Training Centre');
  });

  it('interpolates parameters and keeps unknown placeholders visible', () => {
    expect(createTranslator('en')('validation.accountLength', { min: 6, max: 50 })).toBe('Account must be 6 to 50 characters');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('falls back to zh-CN and then to the key for a partial resource', () => {
    const partial = { ...en, nav: { ...en.nav, home: undefined as unknown as string } };
    expect(translatorFor(partial)('nav.home')).toBe('首页');
    expect(translatorFor(partial)('no.such' as never)).toBe('no.such');
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
