/**
 * A spreadsheet cell as text, whatever the parser handed over: strings as they are, numbers and
 * booleans printed, dates as ISO text, exceljs rich text / hyperlink / formula objects by their
 * visible text; anything else (null, arrays, unknown objects) is ''. Never throws.
 */
export function cellText(value: unknown): string {
  return cellTextAt(value, 0);
}

function cellTextAt(value: unknown, depth: number): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  // The depth bound keeps a self-referencing object from recursing forever.
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 3) return '';
  const cell = value as { richText?: unknown; text?: unknown; result?: unknown };
  if (Array.isArray(cell.richText)) {
    return cell.richText
      .map((run: unknown) => (typeof run === 'object' && run !== null ? cellTextAt((run as { text?: unknown }).text, depth + 1) : ''))
      .join('');
  }
  if ('text' in cell) return cellTextAt(cell.text, depth + 1);
  if ('result' in cell) return cellTextAt(cell.result, depth + 1);
  return '';
}
