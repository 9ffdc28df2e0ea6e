import { describe, expect, it } from 'vitest';
import { pickerSlice, serverPage, SERVER_PAGE_ROWS, type PageQuery } from './pickerSlice';

/** A server list of `total` numbered rows, paged as the server pages it, recording each call. */
function server(total: number) {
  const calls: PageQuery[] = [];
  const all = Array.from({ length: total }, (_, index) => index + 1);
  const answer = ({ page, rows }: PageQuery) => {
    calls.push({ page, rows });
    return { rows: all.slice((page - 1) * rows, page * rows), total };
  };
  /** A picker page as the picker reads it: the server page holding it, then its slice. */
  const read = (query: PageQuery) => pickerSlice(query, answer(serverPage(query)));
  return { calls, read };
}

describe('picker pages cut from server pages', () => {
  it('shows rows 1–20 on page 1 and 81–100 on page 5 from the first server page', () => {
    const { calls, read } = server(250);
    expect(read({ page: 1, rows: 20 })).toEqual({ rows: Array.from({ length: 20 }, (_, i) => i + 1), total: 250 });
    const fifth = read({ page: 5, rows: 20 });
    expect([fifth.rows[0], fifth.rows.at(-1)]).toEqual([81, 100]);
    expect(calls).toEqual([
      { page: 1, rows: SERVER_PAGE_ROWS },
      { page: 1, rows: SERVER_PAGE_ROWS },
    ]);
  });

  it('asks the same server page for all five picker pages it holds, so one cached answer serves them', () => {
    const pages = [1, 2, 3, 4, 5].map((page) => serverPage({ page, rows: 20 }));
    expect(new Set(pages.map((page) => JSON.stringify(page))).size).toBe(1);
    expect(serverPage({ page: 6, rows: 20 })).toEqual({ page: 2, rows: SERVER_PAGE_ROWS });
  });

  it('moves on to the next server page at picker page 6 and keeps the total', () => {
    const { calls, read } = server(250);
    const sixth = read({ page: 6, rows: 20 });
    expect([sixth.rows[0], sixth.rows.length, sixth.total]).toEqual([101, 20, 250]);
    expect(calls).toEqual([{ page: 2, rows: SERVER_PAGE_ROWS }]);
  });

  it('gives a short last page', () => {
    const { read } = server(45);
    expect(read({ page: 3, rows: 20 }).rows).toEqual([41, 42, 43, 44, 45]);
  });
});
