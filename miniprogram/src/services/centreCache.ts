import { centerResponseSchema, type CenterResponse } from '@peilian/shared'
import type { SyncStorage } from '../lib/storage'

/** The storage key of a user's last loaded training centre. */
export function centreCacheKey(userId: string): string {
  return `peilian.centre.${userId}`
}

/**
 * The last training centre the server gave a user, kept for when the phone is offline. What comes
 * back out of storage is checked against the same schema as the server's answer.
 */
export function createCentreCache(storage: SyncStorage) {
  return {
    save(userId: string, centre: CenterResponse): void {
      storage.setItem(centreCacheKey(userId), JSON.stringify(centre))
    },
    load(userId: string): CenterResponse | null {
      const text = storage.getItem(centreCacheKey(userId))
      if (!text) return null
      try {
        const parsed = centerResponseSchema.safeParse(JSON.parse(text))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
  }
}
