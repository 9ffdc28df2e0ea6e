import type { PickerPage } from './pickerSelection';

/** The server's page size the slices are cut from (one of admin §9's 30/50/100). */
export const SERVER_PAGE_ROWS = 100;

/** A page of a list: its number (from 1) and its size. */
export interface PageQuery {
  page: number;
  rows: number;
}

/**
 * The server pages lists by 30/50/100 (admin §9) while the data picker shows 20 rows a page
 * (admin §2): a picker page is read from the 100-row server page that holds it (20 divides 100,
 * so a slice never spans two server pages, and five picker pages share one cached server page).
 */
export function serverPage({ page, rows }: PageQuery): PageQuery {
  return { page: Math.floor(((page - 1) * rows) / SERVER_PAGE_ROWS) + 1, rows: SERVER_PAGE_ROWS };
}

/** The picker page `query` cut from the answer to `serverPage(query)`. */
export function pickerSlice<Row>(query: PageQuery, answer: { rows: readonly Row[]; total: number }): PickerPage<Row> {
  const start = ((query.page - 1) * query.rows) % SERVER_PAGE_ROWS;
  return { rows: answer.rows.slice(start, start + query.rows), total: answer.total };
}
