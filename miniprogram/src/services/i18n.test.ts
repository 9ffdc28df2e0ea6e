// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { en, splitByNamespace, zhTW, type Language, type Namespace, type NamespaceResource } from '@peilian/shared'
import { EXAM_ZH_CN } from '../i18n/examZhCN'
import { MAIN_ZH_CN } from '../i18n/mainZhCN'
import { LEARNER_NAMESPACES, createAppI18n } from './i18n'
import type { LocaleBackend } from './localeBackend'

const SERVER: Partial<Record<Language, Record<Namespace, NamespaceResource>>> = { en: splitByNamespace(en), 'zh-TW': splitByNamespace(zhTW) }

/** A backend over the server's strings; `offline` languages fail, `kept` ones are on the phone. */
function fakeBackend({ offline = [], kept = [] }: { offline?: Language[]; kept?: Language[] } = {}) {
  const reads: string[] = []
  const answer = async (language: Language, namespace: Namespace) => {
    reads.push(`${language}/${namespace}`)
    const resource = offline.includes(language) ? undefined : SERVER[language]?.[namespace]
    if (!resource) throw new Error('offline')
    return resource
  }
  const backend: LocaleBackend = {
    type: 'backend',
    callbackApi: false,
    kept: (language, namespace) => (kept.includes(language) ? (SERVER[language]?.[namespace] ?? null) : null),
    read: (language, namespace) => answer(language as Language, namespace as Namespace),
  }
  return { backend, reads }
}

describe('the interface language', () => {
  test('starts in zh-CN from the main package, without loading anything', () => {
    const { backend, reads } = fakeBackend()
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    expect(i18n.store.getState().language).toBe('zh-CN')
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('培训中心')
    expect(i18n.store.getState().t('practiceLearner.entry')).toBe('自由练习')
    expect(reads).toEqual([])
  })

  test('loads every learner namespace of a language, then shows it with English plural forms', async () => {
    const { backend, reads } = fakeBackend()
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    await expect(i18n.load('en')).resolves.toBe('loaded')
    expect(i18n.store.getState().language).toBe('zh-CN')
    expect(reads.sort()).toEqual(LEARNER_NAMESPACES.map((namespace) => `en/${namespace}`).sort())

    expect(i18n.show('en')).toBe(true)
    const { t } = i18n.store.getState()
    expect(t('nav.trainingCentre')).toBe('Training Centre')
    expect(t('learnerTraining.media.views', { count: 1 })).toBe('1 view')
    expect(t('learnerTraining.media.views', { count: 2 })).toBe('2 views')
    expect(t('examLearner.waiting', { count: 1 })).toBe('1 answer waiting for network')
  })

  test('a failed load leaves the language on screen', async () => {
    const { backend } = fakeBackend({ offline: ['en'] })
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    await expect(i18n.load('en')).resolves.toBe('failed')
    expect(i18n.show('en')).toBe(false)
    await i18n.follow('en')
    expect(i18n.store.getState().language).toBe('zh-CN')
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('培训中心')
  })

  test('a later choice wins over a load that answers late', async () => {
    const { backend } = fakeBackend()
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    const slow = i18n.load('en')
    await expect(i18n.load('zh-TW')).resolves.toBe('loaded')
    await expect(slow).resolves.toBe('superseded')

    const following = i18n.follow('en')
    await i18n.follow('zh-TW')
    await following
    expect(i18n.store.getState().language).toBe('zh-TW')
  })

  test('follows a language kept on the phone at once, offline too', () => {
    const { backend } = fakeBackend({ offline: ['zh-TW'], kept: ['zh-TW'] })
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    void i18n.follow('zh-TW')
    expect(i18n.store.getState().language).toBe('zh-TW')
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('培訓中心')
  })

  test("a subpackage's zh-CN namespace translates once its page registered it", () => {
    const { backend } = fakeBackend()
    const i18n = createAppI18n({ backend, bundled: MAIN_ZH_CN })
    expect(i18n.store.getState().t('examLearner.title')).toBe('examLearner.title')
    const before = i18n.store.getState().t
    i18n.registerZhCN('exam', EXAM_ZH_CN)
    expect(i18n.store.getState().t).not.toBe(before)
    expect(i18n.store.getState().t('examLearner.title')).toBe('在线考试')
    expect(i18n.store.getState().t('nav.trainingCentre')).toBe('培训中心')
  })
})
