// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { en, splitByNamespace } from '@peilian/shared'
import type { DeviceStorage } from '@peilian/shared'
import { createLocaleBackend, localeKey } from './localeBackend'

const english = splitByNamespace(en)
let storage: DeviceStorage & { values: Map<string, string> }

beforeEach(() => {
  const values = new Map<string, string>()
  storage = {
    values,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  }
})

describe('locale backend', () => {
  test("reads the server's namespace and keeps it on the phone", async () => {
    const fetchNamespace = vi.fn(async () => english.training)
    const backend = createLocaleBackend({ storage, fetchNamespace })
    await expect(backend.read('en', 'training')).resolves.toEqual(english.training)
    expect(fetchNamespace).toHaveBeenCalledWith('en', 'training')
    expect(JSON.parse(storage.values.get(localeKey('en', 'training')) ?? '')).toEqual(english.training)
    expect(backend.kept('en', 'training')).toEqual(english.training)
  })

  test('offline, answers the copy kept from before; without one it fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    storage.setItem(localeKey('en', 'common'), JSON.stringify(english.common))
    const backend = createLocaleBackend({ storage, fetchNamespace: async () => Promise.reject(new Error('offline')) })
    await expect(backend.read('en', 'common')).resolves.toEqual(english.common)
    await expect(backend.read('en', 'exam')).rejects.toThrow('offline')
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  test('never asks the server for zh-CN, which the packages carry, nor for what is no language or namespace', async () => {
    const fetchNamespace = vi.fn(async () => english.common)
    const backend = createLocaleBackend({ storage, fetchNamespace })
    await expect(backend.read('zh-CN', 'exam')).rejects.toThrow()
    await expect(backend.read('fr', 'common')).rejects.toThrow()
    await expect(backend.read('en', 'nothing')).rejects.toThrow()
    expect(fetchNamespace).not.toHaveBeenCalled()
  })

  test("refuses an answer that is not that namespace's sections, and keeps nothing of it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const backend = createLocaleBackend({ storage, fetchNamespace: async () => english.common })
    await expect(backend.read('en', 'practice')).rejects.toThrow('not that namespace')
    await expect(createLocaleBackend({ storage, fetchNamespace: async () => '<html>' }).read('en', 'common')).rejects.toThrow()
    expect(storage.values.size).toBe(0)
    warn.mockRestore()
  })

  test('ignores a kept copy that is not readable', () => {
    storage.setItem(localeKey('en', 'common'), '{broken')
    storage.setItem(localeKey('en', 'exam'), JSON.stringify({ hello: 'world' }))
    const backend = createLocaleBackend({ storage, fetchNamespace: async () => ({}) })
    expect(backend.kept('en', 'common')).toBeNull()
    expect(backend.kept('en', 'exam')).toBeNull()
  })
})
