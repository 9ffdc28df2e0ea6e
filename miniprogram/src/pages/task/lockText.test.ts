// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { createTranslator } from '@peilian/shared'
import { lockText } from './lockText'

const zh = createTranslator('zh-CN')
const ZONE = 'Asia/Shanghai'

describe('lock text', () => {
  test("reads as shared's lock message, translated; an open task has none", () => {
    expect(lockText(zh, { lockreason: 'frontpackage' }, ZONE, '新员工入职培训')).toBe('请先完成前置任务包“新员工入职培训”')
    expect(lockText(zh, { lockreason: 'notstarted', starttime: '2026-11-01T01:00:00.000Z' }, ZONE)).toBe('尚未开始 · 2026-11-01 09:00')
    expect(lockText(zh, { lockreason: 'notstarted', starttime: '2026-11-01T01:00:00.000Z' }, 'Europe/London')).toBe('尚未开始 · 2026-11-01 01:00')
    expect(lockText(zh, { lockreason: '', fronttasktitle: '观看操作视频' }, ZONE, '新员工入职培训')).toBe('')
  })
})
