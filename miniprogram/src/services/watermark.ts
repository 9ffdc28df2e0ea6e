import type { WaterConfigResponse, WatermarkConfig } from '@peilian/shared'

export interface WatermarkSource {
  /** The organisation's watermark setting for this session, or null when it cannot be had. */
  config(token: string): Promise<WatermarkConfig | null>
}

/**
 * The watermark setting (the session table's `waterConfig`), fetched once per session token and
 * shared by every page; a failed fetch (or a malformed answer) is not kept, so the next page asks again.
 */
export function createWatermarkSource(waterConfig: () => Promise<Pick<WaterConfigResponse, 'waterconfig'>>): WatermarkSource {
  let cache: { token: string; config: Promise<WatermarkConfig | null> } | null = null
  return {
    config(token) {
      if (cache?.token !== token) {
        const entry = {
          token,
          config: waterConfig()
            .then((body) => body.waterconfig)
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
