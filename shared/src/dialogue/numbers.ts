/**
 * Numbers as people say them (docs/practice.md, "Numbers"): 十万, 10万 and 100000 are one number,
 * 三年 and 3年 one duration. A run of Chinese numerals, digits and the units 十百千万亿 that reads as
 * a number is written in digits; ordinary words with numeral characters (一定, 一些, 万一, 统一, 十分,
 * 三心二意, 一两个) are left as they are. Both sides of every match go through it.
 */

/** A replacement of `[start, end)` of a text by the digits it says. */
export interface NumberReplacement {
  start: number;
  end: number;
  text: string;
}

/** Each digit's numerals: everyday, 两 and the financial forms (壹贰叁). */
const DIGIT_CHARS = ['零〇', '一壹', '二两贰', '三叁', '四肆', '五伍', '六陆', '七柒', '八捌', '九玖'];
const DIGITS: ReadonlyMap<string, number> = new Map(DIGIT_CHARS.flatMap((chars, value) => [...chars].map((ch) => [ch, value] as const)));
const SMALL_UNITS: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const BIG_UNITS: Readonly<Record<string, number>> = { 万: 1e4, 亿: 1e8 };

/**
 * Measure words and units after which a single numeral is a number (三年, 两个, 五座, 八折). 点 is
 * not one (一点 is "a little"), nor 分 (十分 is "very"; 十分钟 is, by 分钟).
 */
const UNITS = (
  '年 岁 月 天 日 号 周 星期 小时 分钟 秒 个 次 位 名 人 辆 台 款 种 家 元 块 毛 角 公里 千米 米 斤 公斤 吨 升 ' +
  '倍 成 折 档 层 期 座 套 张 件 份 条 项 遍 排 缸'
).split(' ');

const isAsciiDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isNumeral = (ch: string | undefined): boolean => ch !== undefined && (DIGITS.has(ch) || ch in SMALL_UNITS || ch in BIG_UNITS || isAsciiDigit(ch));

type Token = { kind: 'digit'; value: number; zero: boolean } | { kind: 'unit'; value: number; big: boolean };

/** Splits a run into numbers (an ASCII number with at most one decimal point is one) and units. */
function tokens(run: string): Token[] | null {
  const out: Token[] = [];
  for (let i = 0; i < run.length;) {
    const ch = run[i] ?? '';
    if (isAsciiDigit(ch)) {
      const ascii = /^\d+(\.\d+)?/.exec(run.slice(i))?.[0] ?? ch;
      out.push({ kind: 'digit', value: Number(ascii), zero: false });
      i += ascii.length;
      continue;
    }
    const digit = DIGITS.get(ch);
    if (digit !== undefined) out.push({ kind: 'digit', value: digit, zero: digit === 0 });
    else if (ch in SMALL_UNITS) out.push({ kind: 'unit', value: SMALL_UNITS[ch] ?? 0, big: false });
    else if (ch in BIG_UNITS) out.push({ kind: 'unit', value: BIG_UNITS[ch] ?? 0, big: true });
    else return null;
    i += 1;
  }
  return out;
}

/** `value × unit` when it is a whole number (3.5万 is, 3.55555万 is not), else NaN. */
function times(value: number, unit: number): number {
  const product = value * unit;
  const whole = Math.round(product);
  return Math.abs(product - whole) < 1e-6 ? whole : Number.NaN;
}

/** Place-value reading of the tokens (一百零五, 两万五, 3.5万, 十万), NaN when they are not a number. */
function placeValue(list: readonly Token[]): number {
  let total = 0; // whole 亿 groups
  let wan = 0; // the 万 group since the last 亿
  let section = 0; // below 万
  let pending: number | null = null;
  let lastSmall = Infinity;
  let lastUnit = 0;
  // A 零 since the last unit: 一百零五 is 105, and a digit may follow it.
  let zeroSaid = false;
  for (const token of list) {
    if (token.kind === 'digit') {
      if (pending !== null && !(pending === 0 && zeroSaid)) return Number.NaN;
      pending = token.value;
      zeroSaid ||= token.zero;
      continue;
    }
    if (!token.big) {
      if (pending === null && !(token.value === 10 && section === 0 && lastSmall === Infinity)) return Number.NaN;
      if (token.value >= lastSmall || pending === 0) return Number.NaN;
      section += times(pending ?? 1, token.value);
      lastSmall = token.value;
    } else {
      const group = section + (pending ?? 0);
      if (token.value === 1e4) {
        if (group === 0 || wan !== 0) return Number.NaN;
        wan = times(group, 1e4);
      } else {
        if (group + wan === 0) return Number.NaN;
        total = times(total + wan + group, 1e8);
        wan = 0;
      }
      section = 0;
      lastSmall = Infinity;
    }
    lastUnit = token.value;
    pending = null;
    zeroSaid = false;
  }
  // A last digit straight after a unit of a hundred or more is the next place down: 两万五 is 25000.
  const tail = pending === null ? 0 : !zeroSaid && lastUnit >= 100 ? times(pending, lastUnit / 10) : pending;
  const result = total + wan + section + tail;
  return Number.isInteger(result) && result <= Number.MAX_SAFE_INTEGER ? result : Number.NaN;
}

/**
 * The digits a numeral run says (十万 → 100000, 3.5万 → 35000, 二零二四 → 2024), or null when the
 * run is not a number (万一, 一两, 五六十) or has nothing to convert (100000, 3.5).
 */
export function readNumber(run: string): string | null {
  const list = tokens(run);
  if (!list?.length) return null;
  const units = list.filter((t) => t.kind === 'unit').length;
  if (units === 0) {
    if (/[0-9]/.test(run)) return null;
    // Digits said one by one (二零二四年); two alone are a range (三五天, 七八个), not a number.
    return run.length >= 3 ? list.map((t) => String(t.value)).join('') : run.length === 1 ? String(list[0]?.value) : null;
  }
  const value = placeValue(list);
  return Number.isNaN(value) ? null : String(value);
}

/** Whether a single numeral at `end` is followed by a measure word or unit. */
const unitFollows = (text: string, end: number): boolean => UNITS.some((unit) => text.startsWith(unit, end));

/** Where a run of numerals ends; a run never crosses a place where `joined` says the raw text had a gap. */
function runEnd(text: string, start: number, joined: (i: number) => boolean): number {
  let end = start + 1;
  for (; end < text.length; end += 1) {
    const ch = text[end];
    const decimalPoint = ch === '.' && isAsciiDigit(text[end - 1]) && isAsciiDigit(text[end + 1]);
    if (!isNumeral(ch) && !decimalPoint) break;
    // Dropped punctuation between two numbers splits them (3，十万), except inside digits (100,000).
    if (!joined(end) && !(isAsciiDigit(text[end - 1]) && isAsciiDigit(ch))) break;
  }
  return end;
}

/**
 * The replacements that write every number in a text in digits. A run with a digit or a unit is
 * converted when it reads as a number; a single numeral (三, 两) only before a measure word or
 * unit (三年, 两个), or when it is the whole text (a keyword 三); two numerals without a unit
 * (三五, 一两) never. `joined(i)` tells whether characters `i - 1` and `i` were adjacent in what was
 * said (punctuation dropped between them was not).
 */
export function numberReplacements(text: string, joined: (i: number) => boolean = () => true): NumberReplacement[] {
  const out: NumberReplacement[] = [];
  for (let start = 0; start < text.length;) {
    if (!isNumeral(text[start])) {
      start += 1;
      continue;
    }
    const end = runEnd(text, start, joined);
    const run = text.slice(start, end);
    const single = run.length === 1 && !isAsciiDigit(run);
    const digits = single && !(unitFollows(text, end) || text.length === 1) ? null : readNumber(run);
    if (digits !== null && digits !== run) out.push({ start, end, text: digits });
    start = end;
  }
  return out;
}
