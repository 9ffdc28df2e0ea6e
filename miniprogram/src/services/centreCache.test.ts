// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type { CenterResponse } from '@peilian/shared'
import type { SyncStorage } from '../lib/storage'
import { centreCacheKey, createCentreCache } from './centreCache'

function memory(): SyncStorage {
  const values = new Map<string, string>()
  return { getItem: (name) => values.get(name) ?? null, setItem: (name, value) => void values.set(name, value), removeItem: (name) => void values.delete(name) }
}

const centre: CenterResponse = { successed: true, banners: [], groups: { inprogress: [], notstarted: [], ended: [] } }

describe('centre cache', () => {
  test("keeps each learner's last centre apart", () => {
    const cache = createCentreCache(memory())
    cache.save('u1', centre)
    expect(cache.load('u1')).toEqual(centre)
    expect(cache.load('u2')).toBeNull()
  })

  test('a damaged or foreign value reads as nothing kept', () => {
    const storage = memory()
    const cache = createCentreCache(storage)
    storage.setItem(centreCacheKey('u1'), '{oops')
    expect(cache.load('u1')).toBeNull()
    storage.setItem(centreCacheKey('u1'), JSON.stringify({ successed: true, banners: 'none' }))
    expect(cache.load('u1')).toBeNull()
  })
})
