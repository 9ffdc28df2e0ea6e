import type { BilledService, Price } from '@peilian/shared';

/**
 * Pricing metered usage (docs/billing.md "Prices"): `amount` fen for every `per` units. Money is
 * whole fen; what a charge leaves below one fen is carried (in fen × `per`, an exact integer) to the
 * next charge of the same service, so many small uses cost what one large use would.
 */

/** A service's price, or undefined when it is free (no row). */
export function priceOf(prices: readonly Price[], service: BilledService): Price | undefined {
  return prices.find((price) => price.service === service);
}

/** The units a usage row bills: an LLM call's prompt and completion tokens together, else its quantity. */
export function billedUnits(row: { quantity: number; output: number }): number {
  return row.quantity + row.output;
}

/**
 * Charges `units` at `price` with `carry` left from before (in fen × per): the whole fen to charge
 * and the carry to keep. BigInt keeps `units × amount` exact past 2^53.
 */
export function charge(units: number, price: Pick<Price, 'per' | 'amount'>, carry = 0): { fen: number; carry: number } {
  const per = BigInt(price.per);
  const total = BigInt(units) * BigInt(price.amount) + BigInt(carry);
  return { fen: Number(total / per), carry: Number(total % per) };
}

/** What `units` cost at `price` without carry, rounded to the nearest fen (reports' estimates). */
export function costOf(units: number, price: Pick<Price, 'per' | 'amount'> | undefined): number {
  if (!price) return 0;
  const per = BigInt(price.per);
  return Number((BigInt(units) * BigInt(price.amount) * 2n + per) / (2n * per));
}
