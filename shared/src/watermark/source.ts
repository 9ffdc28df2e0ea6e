import type { StorageAdapter } from '../session/storage.js';
import type { WatermarkConfig } from './watermark.js';

/** Where the device keeps the last watermark setting it was given, per organisation. */
export const WATERMARK_STORAGE_KEY = 'peilian-watermark';
/** Bump with a migration whenever the stored shape changes; another version is dropped. */
export const WATERMARK_STORE_VERSION = 1;

/** With no setting known on this device, the watermark is drawn: the user's name and the date. */
export const FALLBACK_WATERMARK: WatermarkConfig = { waterprint: 1, watertext: '' };

type KeptSettings = Record<string, WatermarkConfig>;

function isWatermarkConfig(value: unknown): value is WatermarkConfig {
  const config = value as Partial<WatermarkConfig> | null;
  return typeof config === 'object' && config !== null && (config.waterprint === 0 || config.waterprint === 1) && typeof config.watertext === 'string';
}

/**
 * The kept settings of a stored record, each checked (the record is read on every watermarked page,
 * so the check uses no schema library); another version, or a malformed record, keeps nothing.
 */
function keptSettings(record: unknown): KeptSettings {
  const { version, byOrg } = (typeof record === 'object' && record !== null ? record : {}) as { version?: unknown; byOrg?: unknown };
  if (version !== WATERMARK_STORE_VERSION || typeof byOrg !== 'object' || byOrg === null) return {};
  return Object.fromEntries(Object.entries(byOrg).filter(([, config]) => isWatermarkConfig(config))) as KeptSettings;
}

export interface WatermarkSource {
  /** The organisation's watermark setting for this session; never missing (see `createWatermarkSource`). */
  config(session: { token: string; orgid: string }): Promise<WatermarkConfig>;
  /** Drops the fetched setting: the next `config` asks the server again (after the back office changed it). */
  forget(): void;
}

export interface WatermarkSourceDeps {
  /** `GET api/common/setting/waterconfig` of the session (the endpoint table's `waterConfig`). */
  fetch: () => Promise<{ waterconfig: WatermarkConfig }>;
  storage: StorageAdapter;
  warn?: (message: string, error: unknown) => void;
}

async function readStored(storage: StorageAdapter): Promise<KeptSettings> {
  try {
    const raw = await storage.getItem(WATERMARK_STORAGE_KEY);
    return raw ? keptSettings(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

/**
 * The watermark setting, fetched once per session token and shared by every page. Each setting
 * fetched is kept on the device under the organisation's id, so when the setting cannot be fetched
 * (offline, the server down) the last known one still applies, and with none known the watermark
 * falls back to the user's name and the date rather than disappearing. A failure is not cached: the
 * next page asks again.
 */
export function createWatermarkSource({ fetch, storage, warn = () => undefined }: WatermarkSourceDeps): WatermarkSource {
  let cache: { token: string; config: Promise<WatermarkConfig> } | null = null;

  async function remember(orgid: string, config: WatermarkConfig): Promise<void> {
    try {
      const byOrg = await readStored(storage);
      await storage.setItem(WATERMARK_STORAGE_KEY, JSON.stringify({ version: WATERMARK_STORE_VERSION, byOrg: { ...byOrg, [orgid]: config } }));
    } catch (error) {
      warn('[watermark] could not keep the watermark setting', error);
    }
  }

  async function load(orgid: string): Promise<{ config: WatermarkConfig; fetched: boolean }> {
    try {
      const { waterconfig } = await fetch();
      await remember(orgid, waterconfig);
      return { config: waterconfig, fetched: true };
    } catch (error) {
      warn('[watermark] no watermark setting; using the last known one', error);
      return { config: (await readStored(storage))[orgid] ?? FALLBACK_WATERMARK, fetched: false };
    }
  }

  return {
    config({ token, orgid }) {
      if (cache?.token !== token) {
        const entry: NonNullable<typeof cache> = {
          token,
          config: load(orgid).then(({ config, fetched }) => {
            if (!fetched && cache === entry) cache = null;
            return config;
          }),
        };
        cache = entry;
      }
      return cache.config;
    },
    forget() {
      cache = null;
    },
  };
}
