// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createTranslator } from '@peilian/shared'
import { periodText } from './trainingText'

const zh = createTranslator('zh-CN')
const en = createTranslator('en')

describe('training texts', () => {
  test("windows are shown in China time in the learner's language", () => {
    expect(periodText(zh, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z')).toBe('2026-11-01 09:00 至 2026-12-31 18:00')
    expect(periodText(en, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z')).toBe('2026-11-01 09:00 to 2026-12-31 18:00')
  })
})
