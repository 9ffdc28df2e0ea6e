// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createTranslator, type CenterPackage } from '@peilian/shared'
import { durationText, packageGroups, periodText } from './trainingText'

const zh = createTranslator('zh-CN')
const en = createTranslator('en')
const pkg = (id: string) => ({ id }) as CenterPackage

describe('training texts', () => {
  test('durations read as mm:ss, and hh:mm:ss from an hour on', () => {
    expect(durationText(75)).toBe('01:15')
    expect(durationText(3600)).toBe('01:00:00')
  })

  test("windows are shown in China time in the learner's language", () => {
    expect(periodText(zh, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z')).toBe('2026-11-01 09:00 至 2026-12-31 18:00')
    expect(periodText(en, '2026-11-01T01:00:00.000Z', '2026-12-31T10:00:00.000Z')).toBe('2026-11-01 09:00 to 2026-12-31 18:00')
  })

  test('groups come in progress first, then not started, then ended, empty ones left out', () => {
    const groups = packageGroups(zh, { successed: true, banners: [], groups: { inprogress: [], notstarted: [pkg('a')], ended: [pkg('b')] } })
    expect(groups.map((group) => [group.key, group.title, group.packages.length])).toEqual([
      ['notstarted', '未开始', 1],
      ['ended', '已结束', 1],
    ])
  })
})
