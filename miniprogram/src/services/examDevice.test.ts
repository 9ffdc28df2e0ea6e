// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type { ExamStartResponse } from '@peilian/shared'
import type { DeviceStorage } from '@peilian/shared'
import { answerRecords, createExamDevice, examStorageKeys } from './examDevice'

function memoryStorage(): DeviceStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  }
}

const start = (key: string): ExamStartResponse => ({
  successed: true,
  key,
  paper: {
    id: 'paper-1',
    title: '结业考试',
    categoryName: '',
    minute: 30,
    limitMinute: 0,
    score: 60,
    total: 100,
    questioncount: 1,
    questions: [{ id: '0', type: 0, text: '单选', level: 2, score: 100, choices: [{ id: 'A', content: '是' }], blanks: 0 }],
  },
  paperkey: '',
  attempt: { startedAt: 1000, deadline: 1_801_000, minSubmitAt: 1000, servertime: 1000, status: 'inProgress', submittedAt: null, answers: [] },
})

const answer = (questionid: string, saveid: string, at = 2000) => ({ questionid, choices: ['A'], fills: [], at, saveid })

describe("the phone's copy of an exam", () => {
  test("keeps each question's latest answer unsynced until the server acknowledges that very save", () => {
    const storage = memoryStorage()
    const device = createExamDevice(storage, 'u1', 'c1')
    device.put('k1', answer('0', 'save-a'))
    device.put('k1', answer('1', 'save-b'))
    device.put('k1', answer('0', 'save-c', 3000))
    expect(device.answers('k1').map(({ questionid, saveid, synced }) => [questionid, saveid, synced])).toEqual([
      ['1', 'save-b', false],
      ['0', 'save-c', false],
    ])
    expect(device.markSynced('k1', '0', 'save-a')).toBe(false)
    expect(device.markSynced('k1', '0', 'save-c')).toBe(true)
    expect(device.markSynced('k1', '0', 'save-c')).toBe(false)
    // Another launch of the app reads the same outbox.
    expect(
      createExamDevice(storage, 'u1', 'c1')
        .answers('k1')
        .find((entry) => entry.questionid === '0')?.synced,
    ).toBe(true)
    expect(createExamDevice(storage, 'u2', 'c1').answers('k1')).toEqual([])
  })

  test("keeps an attempt's answers as device records by question, beside its submit key", () => {
    const storage = memoryStorage()
    const device = createExamDevice(storage, 'u1', 'c1')
    expect(device.submitKey('k1', 'the-submit')).toBe('the-submit')
    const records = answerRecords(storage, examStorageKeys('u1', 'c1').outbox('k1'))
    records.put('0', { ...answer('0', 'save-a'), synced: false })
    records.put('1', { ...answer('1', 'save-b'), synced: true })
    records.put('0', { ...answer('0', 'save-c'), synced: false })
    expect(records.all().map(({ questionid, saveid }) => [questionid, saveid])).toEqual([
      ['0', 'save-c'],
      ['1', 'save-b'],
    ])
    records.remove('1')
    expect(records.get('1')).toBeUndefined()
    expect(device.answers('k1')).toHaveLength(1)
    expect(device.submitKey('k1', 'another-submit')).toBe('the-submit')
  })

  test('makes the submit key once per attempt', () => {
    const device = createExamDevice(memoryStorage(), 'u1', 'c1')
    expect(device.submitKey('k1', 'first-submit')).toBe('first-submit')
    expect(device.submitKey('k1', 'second-submit')).toBe('first-submit')
    expect(device.submitKey('k2', 'other-attempt')).toBe('other-attempt')
  })

  test('keeps the sealed paper of the exam, ignoring a damaged copy', () => {
    const storage = memoryStorage()
    const device = createExamDevice(storage, 'u1', 'c1')
    expect(device.paper()).toBeNull()
    device.keepPaper({ version: 'v1', sealed: 'sealed-text' })
    expect(device.paper()).toEqual({ version: 'v1', sealed: 'sealed-text' })
    expect(createExamDevice(storage, 'u1', 'c2').paper()).toBeNull()
    storage.setItem(examStorageKeys('u1', 'c1').paper, JSON.stringify({ version: 3 }))
    expect(device.paper()).toBeNull()
  })

  test('opens an attempt kept before the app kept papers (no paperkey)', () => {
    const storage = memoryStorage()
    const { paperkey: _none, ...older } = start('k1')
    storage.setItem(examStorageKeys('u1', 'c1').attempt, JSON.stringify({ version: 1, offset: 5, start: older }))
    expect(createExamDevice(storage, 'u1', 'c1').attempt()).toEqual({ start: start('k1'), offset: 5 })
  })

  test('keeps the attempt for opening offline, ignoring a damaged or foreign copy', () => {
    const storage = memoryStorage()
    const device = createExamDevice(storage, 'u1', 'c1')
    expect(device.attempt()).toBeNull()
    device.keepAttempt({ start: start('k1'), offset: -250 })
    expect(device.attempt()).toEqual({ start: start('k1'), offset: -250 })
    const keys = examStorageKeys('u1', 'c1')
    storage.setItem(keys.attempt, '{not json')
    expect(device.attempt()).toBeNull()
    storage.setItem(keys.attempt, JSON.stringify({ version: 1, offset: 0, start: { ...start('k1'), paper: null } }))
    expect(device.attempt()).toBeNull()
    storage.setItem(keys.outbox('k1'), JSON.stringify({ version: 1, answers: [answer('0', 'save-a'), { questionid: 7 }] }))
    expect(device.answers('k1')).toEqual([])
    storage.setItem(keys.outbox('k1'), JSON.stringify({ version: 1, answers: [{ ...answer('0', 'save-a'), synced: false }, { questionid: 7 }] }))
    expect(device.answers('k1')).toHaveLength(1)
  })

  test('forgets a settled attempt only once nothing of it waits to be sent', () => {
    const storage = memoryStorage()
    const device = createExamDevice(storage, 'u1', 'c1')
    device.keepAttempt({ start: start('k1'), offset: 0 })
    device.put('k1', answer('0', 'save-a'))
    device.forget('k1')
    expect(device.answers('k1')).toHaveLength(1)
    expect(device.attempt()).not.toBeNull()
    device.markSynced('k1', '0', 'save-a')
    device.forget('k1')
    expect(storage.values.size).toBe(0)
  })
})
