import { createRequire } from 'node:module';
import { appError } from '../errors/index.js';
import { centralEntries, inflatedChunks, ZipRefusal } from './zipArchive.js';

/**
 * An import's row cap, applied while the workbook is read rather than after exceljs has built it
 * whole: exceljs builds every row of every sheet (a million rows take about a gigabyte), so
 * before it does, each worksheet part is inflated chunk by chunk and walked row by row with
 * exceljs's own streaming worksheet reader, which keeps nothing of a row once it is counted, and
 * the walk stops at the first row past the cap. A refused workbook costs the rows up to the cap.
 */

/** What exceljs's streaming reader hands over of a row: its number (`r`) and whether a cell holds a value. */
interface StreamedRow {
  number: number;
  hasValues: boolean;
}
type WorksheetReader = new (options: {
  workbook: { styles: { getStyleModel: () => undefined }; properties: object };
  id: number;
  iterator: AsyncIterable<Buffer>;
  options: { worksheets: 'emit' };
}) => AsyncIterable<StreamedRow>;

let worksheetReader: WorksheetReader | undefined;
/**
 * exceljs's streaming worksheet reader (what its `stream.xlsx.WorkbookReader` hands out for each
 * sheet), fed here with the server's own bounded inflating: the WorkbookReader unzips with a
 * streaming ZIP parser that now and then loses entries (see excel.ts).
 */
function loadWorksheetReader(): WorksheetReader {
  worksheetReader ??= createRequire(import.meta.url)('exceljs/lib/stream/xlsx/worksheet-reader.js') as WorksheetReader;
  return worksheetReader;
}

/** The parts exceljs loads as worksheets (its own test of an entry's name). */
const WORKSHEET = /xl\/worksheets\/sheet(\d+)[.]xml/;
/** Styles, shared strings and dates mean nothing to a count; a cell of a shared string reads as a value. */
const COUNTING_WORKBOOK = { styles: { getStyleModel: () => undefined }, properties: {} };

export interface RowCapReading {
  /** True when a sheet holds a value in a row numbered past the cap, or more rows than the cap allows. */
  overCap: boolean;
  /** The rows the reader went through, all sheets together: never more than a sheet's cap and one more row past it per sheet read. */
  rowsRead: number;
}

/**
 * Walks every worksheet of an .xlsx up to its row cap. A sheet is over the cap at the first row
 * numbered past `maxRows` that holds a value (what the import refuses after reading, so its
 * refusal is unchanged), or once it has held more than `2 × maxRows` rows of any kind (empty
 * formatted rows past the data are tolerated up to the cap again; a million of them are not).
 * Every sheet is held to it, as exceljs builds every sheet. The parts inflate together under
 * `inflatedBytes` (else importTooLarge, 413); a part exceljs could not read either is 'invalid Excel'.
 */
export async function readRowsUpToCap(bytes: Buffer, maxRows: number, inflatedBytes: number, entriesMax: number): Promise<RowCapReading> {
  const Reader = loadWorksheetReader();
  let rowsRead = 0;
  let budget = inflatedBytes;
  try {
    for (const entry of centralEntries(bytes, { inflatedBytes, entries: entriesMax })) {
      const sheet = WORKSHEET.exec(entry.name.toString('latin1'));
      if (!sheet) continue;
      let inflated = 0;
      const chunks = async function* () {
        for await (const chunk of inflatedChunks(bytes, entry, budget)) {
          inflated += chunk.length;
          yield chunk;
        }
      };
      let sheetRows = 0;
      for await (const row of new Reader({ workbook: COUNTING_WORKBOOK, id: Number(sheet[1]), iterator: chunks(), options: { worksheets: 'emit' } })) {
        sheetRows += 1;
        rowsRead += 1;
        if ((row.hasValues && row.number > maxRows) || sheetRows > 2 * maxRows) return { overCap: true, rowsRead };
      }
      budget -= inflated;
    }
  } catch (error) {
    if (error instanceof ZipRefusal && error.reason === 'tooLarge') throw appError('errors.importTooLarge', { mb: Math.round(inflatedBytes / 2 ** 20) });
    throw appError('errors.exam.invalidExcel');
  }
  return { overCap: false, rowsRead };
}
