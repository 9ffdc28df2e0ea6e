import { en, zhTW, type Language, type Messages } from '@peilian/shared';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18nStore';

const RESOURCES: Partial<Record<Language, Messages>> = { 'zh-TW': zhTW, en };

describe('interface language', () => {
  it('starts in zh-CN', () => {
    const { store } = createI18n({ load: async () => null });
    expect(store.getState().language).toBe('zh-CN');
    expect(store.getState().t('nav.trainingCentre')).toBe('培训中心');
  });

  it('switches once the messages have loaded and reports the applied language', async () => {
    const onApplied = vi.fn();
    const i18n = createI18n({ load: async (language) => RESOURCES[language] ?? null, onApplied });
    await expect(i18n.change('en')).resolves.toBe(true);
    expect(i18n.store.getState().language).toBe('en');
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('Training Centre');
    expect(onApplied).toHaveBeenCalledWith('en');
  });

  it('stays in the current language when loading fails', async () => {
    const onApplied = vi.fn();
    const i18n = createI18n({ load: async (language) => (language === 'en' ? null : (RESOURCES[language] ?? null)), onApplied });
    await i18n.change('zh-TW');
    await expect(i18n.change('en')).resolves.toBe(false);
    expect(i18n.store.getState().language).toBe('zh-TW');
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('培訓中心');
    expect(onApplied).not.toHaveBeenCalledWith('en');
  });

  it('lets the last choice win when an earlier load answers late', async () => {
    let releaseEnglish: (messages: Messages) => void = () => undefined;
    const i18n = createI18n({
      load: (language) => (language === 'en' ? new Promise<Messages>((resolve) => (releaseEnglish = resolve)) : Promise.resolve(RESOURCES[language] ?? null)),
    });
    const slow = i18n.change('en');
    await i18n.change('zh-TW');
    releaseEnglish(en);
    await expect(slow).resolves.toBe(false);
    expect(i18n.store.getState().language).toBe('zh-TW');
  });
});
