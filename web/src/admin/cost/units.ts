import type { BilledService, Price } from '@peilian/shared';

/**
 * The units the cost centre speaks in (docs/billing.md, "The back office"): a price is stored as
 * `amount` fen per `per` raw units of its service (ms of audio, characters, tokens, messages, bytes,
 * seconds of video); the operator reads and types it per a unit a person thinks in.
 */

export const GIB = 1024 ** 3;

/** Each service's friendly unit: how many raw units it holds. */
export const FRIENDLY_PER: Record<BilledService, number> = {
  asr: 60_000,
  tts: 10_000,
  llm: 1_000_000,
  embedding: 1_000_000,
  sms: 1,
  storage: GIB,
  video: 60,
};

/**
 * A stored price per the friendly unit, in fen; a fraction of a fen when it was stored per another
 * unit (rounded to a hundredth of a fen for showing, never stored back that way).
 */
export function friendlyAmount(price: Pick<Price, 'service' | 'per' | 'amount'>): number {
  return Math.round(((price.amount * FRIENDLY_PER[price.service]) / price.per) * 100) / 100;
}

/** The price to store for `fen` per the friendly unit of `service`. */
export const storedPrice = (service: BilledService, fen: number): Price => ({ service, per: FRIENDLY_PER[service], amount: fen });

/** Bytes as whole GB with up to two decimals (`1.5`), as a limit's input shows it. */
export const bytesToGb = (bytes: number): number => Math.round((bytes / GIB) * 100) / 100;

/** GB typed with at most two decimals, in whole bytes. */
export function gbToBytes(gb: number): number {
  return Math.round(Math.round(gb * 100) * (GIB / 100));
}

/** A count of bytes for the capacity card (`512 MB`, `3.25 GB`). */
export function storageText(bytes: number): string {
  if (bytes < GIB) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${bytesToGb(bytes)} GB`;
}

/** How full a resource is, 0–100 (null: no limit; a limit of 0 with anything used is full). */
export function usedPercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}
