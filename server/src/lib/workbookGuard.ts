import type { ZipEntry } from './zipArchive.js';

/**
 * What exceljs builds cell by cell from a few bytes of a workbook's XML, bounded before it reads
 * them. exceljs creates one object per cell of every merged range (`<mergeCell ref="A1:XFD1048576"/>`
 * is 17 billion), per cell of a data validation's range and of a defined name's range, and one per
 * column up to a `<col max>`; so a small, honestly compressed file could still take the process
 * down. Data validations and defined names mean nothing to an import: their elements are renamed so
 * exceljs skips them. Merged cells are read (their followers read empty), so their number and area
 * are counted the way exceljs reads a reference, and a workbook beyond the limits is refused.
 */

export interface WorkbookShapeLimits {
  /** The most merged ranges all sheets may hold (exceljs compares every new one with all before it). */
  merges: number;
  /** The most cells all merged ranges together may cover. */
  mergedCells: number;
}

/** Excel's last column (XFD); exceljs refuses a reference past it, and no `<col>` goes beyond. */
const COLUMNS_MAX = 16_384;
/** Elements exceljs expands range by range and an import never reads. */
const SKIPPED = /<(\/?)(dataValidations|definedNames)(?=[\s/>])/g;
/** A start tag, attribute values may hold `>`. */
const tag = (name: string) => new RegExp(`<${name}(?=[\\s/>])(?:[^>"']|"[^"]*"|'[^']*')*>`, 'g');
const MERGE_TAG = tag('mergeCell');
const COL_TAG = tag('col');
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Entries exceljs keeps as bytes and never parses as XML. */
const isMedia = (entry: ZipEntry) => /xl\/media\//.test(entry.name.toString('latin1'));

/** Raised when a workbook holds more merged cells or columns than the limits allow. */
export class WorkbookShapeRefusal extends Error {
  override name = 'WorkbookShapeRefusal';
}

/** An attribute's value as the XML parser hands it over: quotes removed, entities replaced. */
function attribute(text: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(text);
  if (!found) return undefined;
  return (found[1] ?? found[2] ?? '').replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** exceljs's reading of one address (`colCache.decodeAddress`): letters then digits, `$` and other characters skipped. */
function address(text: string): { col: number; row: number } | undefined {
  let col = 0;
  let row = 0;
  let hasCol = false;
  let hasRow = false;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (!hasRow && code >= 65 && code <= 90) {
      hasCol = true;
      col = col * 26 + code - 64;
    } else if (code >= 48 && code <= 57) {
      hasRow = true;
      row = row * 10 + code - 48;
    } else if (hasRow && hasCol && char !== '$') break;
  }
  return hasCol && hasRow ? { col, row } : undefined;
}

/** The cells exceljs walks to merge a reference (`colCache.decodeEx`: an optional sheet name, then two addresses). */
export function mergedArea(reference: string): number {
  const parts = (/^(?:(?:'(?:[^']|'')*'|[^'^ !]*)!)?(.*)/.exec(reference)?.[1] ?? '').split(':');
  if (parts.length < 2) return 1;
  const [from, to] = [address(parts[0] ?? ''), address(parts[1] ?? '')];
  // exceljs loops over nothing when a side has no row or column, and throws past the last column.
  if (!from || !to || from.col > COLUMNS_MAX || to.col > COLUMNS_MAX) return 0;
  return (Math.abs(to.row - from.row) + 1) * (Math.abs(to.col - from.col) + 1);
}

/** Counts one entry's merged ranges and checks its column definitions. */
function measure(text: string, totals: { merges: number; mergedCells: number }): boolean {
  for (const [mergeTag] of text.matchAll(MERGE_TAG)) {
    totals.merges += 1;
    totals.mergedCells += mergedArea(attribute(mergeTag, 'ref') ?? '');
  }
  for (const [colTag] of text.matchAll(COL_TAG)) {
    const bounds = ['min', 'max'].map((name) => Number.parseInt(attribute(colTag, name) ?? '0', 10));
    if (bounds.some((bound) => bound > COLUMNS_MAX)) return false;
  }
  return true;
}

/**
 * The entries with data validations and defined names taken out of exceljs's sight; throws
 * `WorkbookShapeRefusal` when the merged ranges or a column definition go beyond the limits.
 */
export function guardWorkbookShape(entries: readonly ZipEntry[], limits: WorkbookShapeLimits): ZipEntry[] {
  const totals = { merges: 0, mergedCells: 0 };
  const guarded = entries.map((entry) => {
    if (isMedia(entry)) return entry;
    // latin1 maps each byte to one character and back, so the rewritten bytes are the same elsewhere.
    const text = entry.data.toString('latin1');
    if (!measure(text, totals)) throw new WorkbookShapeRefusal('a column definition goes past the last column');
    SKIPPED.lastIndex = 0;
    if (!SKIPPED.test(text)) return entry;
    return { ...entry, data: Buffer.from(text.replace(SKIPPED, '<$1peilianSkipped-$2'), 'latin1') };
  });
  if (totals.merges > limits.merges || totals.mergedCells > limits.mergedCells) {
    throw new WorkbookShapeRefusal(`${totals.merges} merged ranges covering ${totals.mergedCells} cells`);
  }
  return guarded;
}
