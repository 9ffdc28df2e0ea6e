import { loadExcel } from '../src/lib/excel.js';

/** The rows of an exported workbook's first sheet as text, header first. */
export async function workbookRows(response: Response): Promise<string[][]> {
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}
