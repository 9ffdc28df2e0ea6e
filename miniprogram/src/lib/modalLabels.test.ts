// @vitest-environment node
import { LANGUAGES } from '@peilian/shared'
import { createTranslator } from '@peilian/shared/i18n'
import { describe, expect, test } from 'vitest'
import { MODAL_LABEL_MAX, modalLabelWidth } from '../../test/wechatRules'
import { MODAL_LABELS } from './modalLabels'

describe('the modal labels', () => {
  test.each(LANGUAGES)('fit a WeChat modal button in %s', (language) => {
    const t = createTranslator(language)
    const tooWide = MODAL_LABELS.map((key) => ({ key, label: t(key) })).filter(({ label }) => modalLabelWidth(label) > MODAL_LABEL_MAX)
    expect(tooWide).toEqual([])
  })

  test('are measured as WeChat does: a Chinese character 1, a Latin letter ½', () => {
    expect(modalLabelWidth('结束并提交')).toBe(5)
    expect(modalLabelWidth('Cancel')).toBe(3)
    expect(modalLabelWidth('End and submit')).toBe(7)
    expect(modalLabelWidth('確定')).toBe(2)
  })
})
