import { waterConfigResponseSchema, type WatermarkConfig } from '@peilian/shared'

export interface WatermarkSource {
  /** The organisation's watermark setting for this session, or null when it cannot be had. */
  config(token: string): Promise<WatermarkConfig | null>
}

/**
 * The watermark setting (`GET api/common/setting/waterconfig`), fetched once per session token and
 * shared by every page; a failed fetch is not kept, so the next page asks again.
 */
export function createWatermarkSource(api: { get(path: string): Promise<unknown> }): WatermarkSource {
  let cache: { token: string; config: Promise<WatermarkConfig | null> } | null = null
  return {
    config(token) {
      if (cache?.token !== token) {
        const entry = {
          token,
          config: api
            .get('api/common/setting/waterconfig')
            .then((body) => waterConfigResponseSchema.parse(body).waterconfig)
            .catch((error: unknown) => {
              console.warn('[watermark] no watermark setting', error)
              if (cache === entry) cache = null
              return null
            }),
        }
        cache = entry
      }
      return cache.config
    },
  }
}
