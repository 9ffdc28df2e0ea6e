import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { appError } from '../errors/index.js';
import { ANSWERED, attachmentHeader, XLSX_TYPE } from '../http/contract.js';

export { attachmentHeader } from '../http/contract.js';
import { excelWidth, loadExcel } from './excel.js';
import type { Logger } from '../logger.js';

/**
 * Streamed Excel exports (docs/reports.md, "Exports": the data centre's, and the cost centre's
 * usage export): an .xlsx streamed to the response while the rows are read from the database in
 * batches, so a 10 000-row report neither holds the workbook in memory nor keeps the event loop
 * from other requests.
 */

/** Rows read from the database per query, and written between two turns of the event loop. */
export const EXPORT_BATCH = 1000;
/** Exports one process streams at once; one more is refused (429) rather than slowing every export down. */
export const EXPORT_CONCURRENCY = 2;
/** The header carrying the number of rows the file will hold, so a client can show progress. */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

const COLUMN_WIDTH_MIN = 10;
/** A wider column than this is a long text; it wraps in Excel rather than pushing the others away. */
const COLUMN_WIDTH_MAX = 80;

let running = 0;

/** What an export writes: its file name and sheet, the header row, and the rows as they are read. */
export interface ExportFile {
  /** Shown in the browser's save dialog; any characters (sent as RFC 5987 UTF-8). */
  filename: string;
  sheet: string;
  header: readonly string[];
}

/**
 * A number Excel shows in a format of its own — a duration as `h:mm:ss`, a rate as a percent — so
 * the file reads like the page and still sums and sorts; `text` is what it shows (for the widths).
 */
export interface FormattedCell {
  value: number;
  numFmt: string;
  text: string;
}

/**
 * One cell of an export, typed as Excel should hold it: a number where the table shows a figure (so
 * it sums and sorts), a text otherwise, null for nothing to say (an empty cell, never a dash).
 */
export type ExportCell = string | number | null | FormattedCell;

const isFormatted = (cell: ExportCell): cell is FormattedCell => typeof cell === 'object' && cell !== null;
/** What a cell shows, as the widths measure it. */
const shownText = (cell: ExportCell | undefined): string => (cell === undefined || cell === null ? '' : isFormatted(cell) ? cell.text : String(cell));

export interface ExportSource {
  /** How many rows `rows` will yield (sent before the body as `X-Export-Rows`). */
  total: number;
  rows: AsyncIterable<readonly ExportCell[]>;
}

/**
 * The rows of a keyset-paged query: `readBatch(after, limit)` returns the rows after the last one of
 * the previous batch (undefined for the first), at most `limit`; a short batch ends the rows.
 */
export async function* batchedRows<T>(readBatch: (after: T | undefined, limit: number) => Promise<T[]>, size = EXPORT_BATCH): AsyncGenerator<T> {
  let after: T | undefined;
  for (;;) {
    const batch = await readBatch(after, size);
    yield* batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1];
  }
}

/** Column widths by the spec's rule (admin §9) from the header and the first rows: later rows are not yet read. */
export function columnWidths(header: readonly string[], rows: readonly (readonly ExportCell[])[]): number[] {
  return header.map((title, index) =>
    Math.min(COLUMN_WIDTH_MAX, Math.max(COLUMN_WIDTH_MIN, excelWidth(title), ...rows.map((row) => excelWidth(shownText(row[index]))))),
  );
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Answers `file` as a streamed .xlsx. A free export slot is taken first (else 429
 * `errors.reports.exportBusy`), then `source()` counts and opens the rows: anything that fails up to
 * there is an ordinary error answer. Once the headers are sent, a failure can only cut the download
 * short (and is logged).
 */
export async function streamExport(ctx: Context, file: ExportFile, source: () => Promise<ExportSource>): Promise<typeof ANSWERED> {
  if (running >= EXPORT_CONCURRENCY) throw appError('errors.reports.exportBusy');
  running += 1;
  let released = false;
  const release = () => {
    if (!released) running -= 1;
    released = true;
  };
  let opened: ExportSource;
  try {
    opened = await source();
  } catch (error) {
    release();
    throw error;
  }
  const body = new PassThrough();
  // Koa destroys the body when the client goes away: the slot is free at once, whatever the writer is doing.
  body.once('close', release);
  ctx.set('Content-Disposition', attachmentHeader(file.filename));
  ctx.set(EXPORT_ROWS_HEADER, String(opened.total));
  ctx.set('Cache-Control', 'no-store');
  ctx.type = XLSX_TYPE;
  ctx.body = body;
  const log = ctx.log;
  void writeWorkbook(body, file, opened.rows)
    .then((rows) => log.info({ export: file.sheet, rows }, 'export written'))
    .catch((error: unknown) => failed(body, log, error))
    .finally(release);
  return ANSWERED;
}

/**
 * The same workbook as a file in memory (a scheduled notification's attachment): the rows are few
 * (one organisation's table), so the whole file is collected rather than streamed.
 */
export async function workbookBuffer(file: Omit<ExportFile, 'filename'>, rows: readonly (readonly ExportCell[])[]): Promise<Buffer> {
  const body = new PassThrough();
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    body.once('end', resolve);
    body.once('error', reject);
  });
  async function* each() {
    yield* rows;
  }
  await writeWorkbook(body, { ...file, filename: '' }, each());
  if (!body.writableEnded) body.end();
  await ended;
  return Buffer.concat(chunks);
}

function failed(body: PassThrough, log: Logger, error: unknown): void {
  log.error({ err: error }, 'export failed after its headers were sent');
  body.destroy(error instanceof Error ? error : new Error(String(error)));
}

/** Waits until the response has taken what was written (or the client has gone). */
async function drained(body: PassThrough): Promise<void> {
  if (!body.writableNeedDrain || body.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      body.off('drain', done);
      body.off('close', done);
      resolve();
    };
    body.on('drain', done);
    body.on('close', done);
  });
}

/**
 * Writes the workbook row by row into `body`; the number of rows written. The header row is frozen
 * and carries Excel's filters, so a manager scrolls and filters the file as the table.
 */
async function writeWorkbook(body: PassThrough, file: ExportFile, rows: AsyncIterable<readonly ExportCell[]>): Promise<number> {
  const Excel = await loadExcel();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(file.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(1, file.header.length) } };
  const iterator = rows[Symbol.asyncIterator]();
  // Widths must be set before the first row is committed: measure the header and the first batch.
  const first: (readonly ExportCell[])[] = [];
  let next = await iterator.next();
  while (!next.done && first.length < EXPORT_BATCH) {
    first.push(next.value);
    next = await iterator.next();
  }
  sheet.columns = columnWidths(file.header, first).map((width) => ({ width }));
  const headerRow = sheet.addRow([...file.header]);
  headerRow.font = { bold: true };
  headerRow.commit();
  let written = 0;
  const write = async (row: readonly ExportCell[]) => {
    const added = sheet.addRow(row.map((cell) => (isFormatted(cell) ? cell.value : cell)));
    row.forEach((cell, index) => {
      if (isFormatted(cell)) added.getCell(index + 1).numFmt = cell.numFmt;
    });
    added.commit();
    written += 1;
    // Between batches: let other requests run, and let the client take the bytes before making more.
    if (written % EXPORT_BATCH === 0) {
      await nextTurn();
      await drained(body);
    }
  };
  for (const row of first) await write(row);
  for (; !next.done; next = await iterator.next()) {
    if (body.destroyed) break;
    await write(next.value);
  }
  if (body.destroyed) {
    // The client went away: stop reading (a generator's `finally` runs) and write nothing more.
    await iterator.return?.();
    return written;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
