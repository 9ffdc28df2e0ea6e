// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createTranslator } from '@peilian/shared'
import { lockText } from './lockText'

const zh = createTranslator('zh-CN')

describe('lock text', () => {
  test("reads as shared's lock message, translated; an open task has none", () => {
    expect(lockText(zh, { lockreason: 'frontpackage' }, '新员工入职培训')).toBe('请先完成前置任务包“新员工入职培训”')
    expect(lockText(zh, { lockreason: 'notstarted', starttime: '2026-11-01T01:00:00.000Z' })).toBe('尚未开始 · 2026-11-01 09:00')
    expect(lockText(zh, { lockreason: '', fronttasktitle: '观看操作视频' }, '新员工入职培训')).toBe('')
  })
})
