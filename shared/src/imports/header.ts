import { cleanText } from '../validators/plainText.js';
import { cellText } from './cells.js';

/**
 * Where an import's table starts, found as a person reading the sheet would: HR files rarely start
 * with the header in row 1. Above it there may be a merged title ("2026年11月员工花名册") or notes;
 * the header itself may take two rows (a merged group such as "基本信息" over "姓名", "账号", or a
 * column whose name is merged down across both). Pure and total over any rows.
 */

/** Tells whether a header cell names a column of the import (truthy when it does). */
export type NamesColumn = (cell: string) => unknown;

/** The header found: its cells (one per column, the two rows folded into one), where it is and where the data starts. */
export interface LocatedHeader {
  /** Index of the header's (first) row. */
  at: number;
  cells: string[];
  /** Index of the first row below the header. */
  dataFrom: number;
}

/** How far down a header is looked for: a title and a few lines of notes, not a page of them. */
export const HEADER_SEARCH_ROWS = 20;

const text = (cell: unknown) => cleanText(cellText(cell)).trim();
const hasContent = (cells: readonly unknown[]) => cells.some((cell) => text(cell) !== '');
const named = (cells: readonly string[], names: NamesColumn) => cells.filter((cell) => cell !== '' && Boolean(names(cell))).length;

/** Two header rows as one: each column named by its lower cell where that names a column, else by its upper one. */
function fold(upper: readonly unknown[], lower: readonly unknown[], names: NamesColumn): string[] {
  return Array.from({ length: Math.max(upper.length, lower.length) }, (_, index) => {
    const below = text(lower[index]);
    return below !== '' && names(below) ? below : text(upper[index]) || below;
  });
}

/**
 * The header of `rows`: among the first rows with content, the row — or two rows folded into one,
 * where the upper row names columns the lower does not — naming the most of the import's columns
 * (the earlier, and a single row, on a tie). When no row
 * names any, the first row with content, so the import's own checks say what is wrong with it;
 * null when the sheet is empty.
 */
export function locateHeader(rows: readonly (readonly unknown[])[], names: NamesColumn): LocatedHeader | null {
  const candidates = rows
    .map((cells, index) => ({ cells, index }))
    .filter(({ cells }) => hasContent(cells))
    .slice(0, HEADER_SEARCH_ROWS);
  const first = candidates[0];
  if (!first) return null;
  let best: LocatedHeader & { score: number } = { at: first.index, cells: first.cells.map(text), dataFrom: first.index + 1, score: 0 };
  for (const { cells, index } of candidates) {
    const single = cells.map(text);
    const options = [{ cells: single, dataFrom: index + 1 }];
    const next = rows[index + 1];
    // Two rows are one header only where the upper names what the lower alone does not.
    const folded = next && hasContent(next) ? fold(cells, next, names) : null;
    if (folded && next && named(folded, names) > named(next.map(text), names)) options.push({ cells: folded, dataFrom: index + 2 });
    for (const option of options) {
      const score = named(option.cells, names);
      if (score > best.score) best = { at: index, ...option, score };
    }
  }
  return { at: best.at, cells: best.cells, dataFrom: best.dataFrom };
}

/**
 * The sheet an import reads, of a workbook's sheets: the one whose header names the most of the
 * import's columns (the first on a tie), so an instructions sheet or an empty sheet before the
 * table is passed over; without a named column anywhere, the first sheet with content (else the first).
 */
export function pickSheet<T extends readonly (readonly unknown[])[]>(sheets: readonly T[], names: NamesColumn): T | undefined {
  let best: { sheet: T; score: number } | undefined;
  for (const sheet of sheets) {
    const header = locateHeader(sheet, names);
    if (!header) continue;
    const score = named(header.cells, names);
    if (!best || score > best.score) best = { sheet, score };
  }
  return best?.sheet ?? sheets[0];
}
