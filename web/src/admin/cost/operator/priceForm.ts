import { BILLED_SERVICES, type BilledService, type Price } from '@peilian/shared';
import { yuanToFen } from '../money';
import { friendlyAmount, storedPrice } from '../units';

/** What the editor shows per service: yuan per the friendly unit as text ('' for no price). */
export type PriceTexts = Partial<Record<BilledService, string>>;

/** A stored price as the editor's text: yuan per the friendly unit, a fraction of a fen kept (up to two more decimals). */
export function priceText(price: Price): string {
  const fen = friendlyAmount(price);
  return Number.isInteger(fen) ? (fen / 100).toFixed(2) : String(Math.round(fen * 100) / 10_000);
}

/** The editor's texts of a price list. */
export const priceTexts = (prices: readonly Price[]): PriceTexts => Object.fromEntries(prices.map((price) => [price.service, priceText(price)]));

/** Whether a typed price is one: yuan at or above 0 with at most two decimals ('' is none). */
export const priceValid = (text: string): boolean => text.trim() === '' || (yuanToFen(text) ?? -1) >= 0;

/**
 * The price list to store: each service with a price, stored per its friendly unit; one the
 * operator did not change (its text as shown) stays exactly as stored, whatever unit it was in.
 */
export function priceList(texts: PriceTexts, stored: readonly Price[]): Price[] {
  return BILLED_SERVICES.flatMap((service) => {
    const text = (texts[service] ?? '').trim();
    if (text === '') return [];
    const before = stored.find((price) => price.service === service);
    if (before && priceText(before) === text) return [before];
    return [storedPrice(service, yuanToFen(text) ?? 0)];
  });
}
