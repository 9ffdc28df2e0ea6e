/**
 * Money in the cost centre (docs/billing.md, "The back office"): every amount arrives and leaves as
 * an integer count of fen (0.01 CNY); the page shows it in yuan with two decimals, written the way
 * the admin's language writes money, and reads what the admin types back into fen by its digits,
 * never through a float.
 */

const FEN_PER_YUAN = 100;
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format;
}

/** Fen as money in the admin's language (`¥1,234.56`, `-¥0.05`): exact, the division left to the format's digits. */
export function fenText(fen: number, language: string): string {
  const negative = fen < 0;
  const whole = Math.abs(fen);
  const text = currencyFormat(language).format(Math.floor(whole / FEN_PER_YUAN) + (whole % FEN_PER_YUAN) / FEN_PER_YUAN);
  return negative ? `-${text}` : text;
}

/** Fen as plain yuan with two decimals, as an input shows it (`1234.56`, `-0.05`). */
export function fenToYuanInput(fen: number): string {
  const whole = Math.abs(fen);
  const cents = String(whole % FEN_PER_YUAN).padStart(2, '0');
  return `${fen < 0 ? '-' : ''}${Math.floor(whole / FEN_PER_YUAN)}.${cents}`;
}

const YUAN = /^([+-]?)(\d{1,9})(?:\.(\d{0,2}))?$/;

/**
 * What the admin typed as yuan (`12`, `12.5`, `-0.05`, `1,000.00`), in fen; null when it is not an
 * amount with at most two decimals (or is larger than a safe count of fen).
 */
export function yuanToFen(text: string): number | null {
  const match = YUAN.exec(text.trim().replaceAll(',', '').replaceAll('，', ''));
  if (!match) return null;
  const [, sign = '', yuan = '0', cents = ''] = match;
  const fen = Number(yuan) * FEN_PER_YUAN + Number(cents.padEnd(2, '0'));
  return sign === '-' ? -fen : fen;
}
