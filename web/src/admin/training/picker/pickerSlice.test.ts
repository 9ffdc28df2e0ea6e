import { describe, expect, it } from 'vitest';
import { pickerSlice, SERVER_PAGE_ROWS } from './pickerSlice';

/** A server list of `total` numbered rows, paged as the server pages it, recording each call. */
function server(total: number) {
  const calls: { page: number; rows: number }[] = [];
  const all = Array.from({ length: total }, (_, index) => index + 1);
  const load = async (page: number, rows: number) => {
    calls.push({ page, rows });
    return { rows: all.slice((page - 1) * rows, page * rows), total };
  };
  return { calls, load };
}

describe('picker pages cut from server pages', () => {
  it('shows rows 1–20 on page 1 and 81–100 on page 5 from the first server page', async () => {
    const { calls, load } = server(250);
    expect(await pickerSlice({ page: 1, rows: 20 }, load)).toEqual({ rows: Array.from({ length: 20 }, (_, i) => i + 1), total: 250 });
    const fifth = await pickerSlice({ page: 5, rows: 20 }, load);
    expect([fifth.rows[0], fifth.rows.at(-1)]).toEqual([81, 100]);
    expect(calls).toEqual([
      { page: 1, rows: SERVER_PAGE_ROWS },
      { page: 1, rows: SERVER_PAGE_ROWS },
    ]);
  });

  it('moves on to the next server page at picker page 6 and keeps the total', async () => {
    const { calls, load } = server(250);
    const sixth = await pickerSlice({ page: 6, rows: 20 }, load);
    expect([sixth.rows[0], sixth.rows.length, sixth.total]).toEqual([101, 20, 250]);
    expect(calls).toEqual([{ page: 2, rows: SERVER_PAGE_ROWS }]);
  });

  it('gives a short last page', async () => {
    const { load } = server(45);
    expect((await pickerSlice({ page: 3, rows: 20 }, load)).rows).toEqual([41, 42, 43, 44, 45]);
  });
});
