// @vitest-environment node
import { beforeEach, describe, expect, test } from 'vitest'
import type { DeviceStorage } from '@peilian/shared'
import { createProgressOutbox, outboxKey } from './progressOutbox'

let storage: DeviceStorage
const KEY = outboxKey('u1')

beforeEach(() => {
  const values = new Map<string, string>()
  storage = {
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  }
})

describe('progress outbox', () => {
  test('adds seconds per media and keeps the latest position, surviving a new instance', () => {
    const outbox = createProgressOutbox(storage, KEY)
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 10, position: 12 })
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 5, position: 17 })
    outbox.add({ childId: 'c1', mediaId: 'm2', seconds: 3, position: 0 })
    expect(createProgressOutbox(storage, KEY).all()).toEqual([
      { childId: 'c1', mediaId: 'm1', seconds: 15, position: 17 },
      { childId: 'c1', mediaId: 'm2', seconds: 3, position: 0 },
    ])
  })

  test('settling takes off what was sent and removes an entry with nothing left', () => {
    const outbox = createProgressOutbox(storage, KEY)
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 15, position: 0 })
    outbox.settle('c1', 'm1', 10)
    expect(outbox.find('c1', 'm1')?.seconds).toBe(5)
    outbox.settle('c1', 'm1', 5)
    expect(outbox.find('c1', 'm1')).toBeUndefined()
    expect(storage.getItem(KEY)).toBeNull()
  })

  test('dropping removes only that media', () => {
    const outbox = createProgressOutbox(storage, KEY)
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 1, position: 0 })
    outbox.add({ childId: 'c2', mediaId: 'm1', seconds: 2, position: 0 })
    outbox.drop('c1', 'm1')
    expect(outbox.all()).toEqual([{ childId: 'c2', mediaId: 'm1', seconds: 2, position: 0 }])
  })

  test('ignores damaged, foreign-version and malformed stored values', () => {
    const outbox = createProgressOutbox(storage, KEY)
    storage.setItem(KEY, '{not json')
    expect(outbox.all()).toEqual([])
    storage.setItem(KEY, JSON.stringify({ version: 2, entries: [{ childId: 'c1', mediaId: 'm1', seconds: 1, position: 0 }] }))
    expect(outbox.all()).toEqual([])
    storage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        entries: [
          { childId: 'c1', mediaId: 'm1', seconds: -4, position: 0 },
          { childId: 'c1', seconds: 3 },
          { childId: 'c1', mediaId: 'm2', seconds: 3, position: 1, extra: true },
        ],
      }),
    )
    expect(outbox.all()).toEqual([{ childId: 'c1', mediaId: 'm2', seconds: 3, position: 1 }])
  })

  test('keeps what an earlier version stored and goes on from it', () => {
    storage.setItem(KEY, JSON.stringify({ version: 1, entries: [{ childId: 'c1', mediaId: 'm1', seconds: 6, position: 2 }] }))
    const outbox = createProgressOutbox(storage, KEY)
    outbox.add({ childId: 'c1', mediaId: 'm2', seconds: 1, position: 0 })
    expect(createProgressOutbox(storage, KEY).all()).toEqual([
      { childId: 'c1', mediaId: 'm1', seconds: 6, position: 2 },
      { childId: 'c1', mediaId: 'm2', seconds: 1, position: 0 },
    ])
  })

  test("keeps each user's entries apart", () => {
    createProgressOutbox(storage, outboxKey('u1')).add({ childId: 'c1', mediaId: 'm1', seconds: 9, position: 0 })
    expect(createProgressOutbox(storage, outboxKey('u2')).all()).toEqual([])
  })
})
