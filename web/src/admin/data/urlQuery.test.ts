import { describe, expect, it } from 'vitest';
import { callQuery, changedQuery, exportQuery, readQuery, writeQuery } from './urlQuery';

const DEFAULTS = { text: '', departmentid: '', status: '', sort: 'learningseconds', page: 1, rows: 30 };

describe('a report query in the URL', () => {
  it('reads each field from the URL, by the type of its default, and falls back on a missing or unreadable one', () => {
    const params = new URLSearchParams('text=张&status=2&page=3&rows=abc&unknown=1');
    expect(readQuery(params, DEFAULTS)).toEqual({ text: '张', departmentid: '', status: '2', sort: 'learningseconds', page: 3, rows: 30 });
  });

  it('writes only what differs from the defaults, with the kept id first, and reads back the same query', () => {
    const query = { ...DEFAULTS, departmentid: 'd1', sort: 'avgscore', page: 2 };
    const params = writeQuery(query, DEFAULTS, { id: 'p9' });
    expect(params.toString()).toBe('id=p9&departmentid=d1&sort=avgscore&page=2');
    expect(readQuery(params, DEFAULTS)).toEqual(query);
  });

  it('sends the call no empty texts, and the export no page', () => {
    const query = { ...DEFAULTS, text: 'a', page: 4, rows: 50 };
    expect(callQuery(query)).toEqual({ text: 'a', sort: 'learningseconds', page: 4, rows: 50 });
    expect(exportQuery(query)).toEqual({ text: 'a', sort: 'learningseconds' });
  });

  it('goes back to the first page when a filter changes, and keeps the filters when the page does', () => {
    const query = { ...DEFAULTS, text: 'a', page: 3 };
    expect(changedQuery(query, { departmentid: 'd2' }, DEFAULTS)).toEqual({ ...query, departmentid: 'd2', page: 1 });
    expect(changedQuery(query, { page: 4, rows: 50 }, DEFAULTS)).toEqual({ ...query, page: 4, rows: 50 });
  });
});
