import type { PickerPage } from './pickerSelection';

/** The server's page size the slices are cut from (one of admin §9's 30/50/100). */
export const SERVER_PAGE_ROWS = 100;

/**
 * The server pages lists by 30/50/100 (admin §9) while the data picker shows 20 rows a page
 * (admin §2): a picker page is a slice of the 100-row server page that holds it (20 divides 100,
 * so a slice never spans two server pages).
 */
export async function pickerSlice<Row>(
  query: { page: number; rows: number },
  load: (page: number, rows: number) => Promise<{ rows: Row[]; total: number }>,
): Promise<PickerPage<Row>> {
  const offset = (query.page - 1) * query.rows;
  const answer = await load(Math.floor(offset / SERVER_PAGE_ROWS) + 1, SERVER_PAGE_ROWS);
  const start = offset % SERVER_PAGE_ROWS;
  return { rows: answer.rows.slice(start, start + query.rows), total: answer.total };
}
