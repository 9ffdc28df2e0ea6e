import { describe, expect, it } from 'vitest';
import { locateHeader, pickSheet } from './header.js';

const COLUMNS = new Set(['姓名', '账号', '部门', '手机号']);
const names = (cell: string) => COLUMNS.has(cell);

describe('the header of an import, found as a person would', () => {
  it('is the first row when the table starts at the top', () => {
    expect(
      locateHeader(
        [
          ['姓名', '账号'],
          ['张三', 'zs'],
        ],
        names,
      ),
    ).toEqual({ at: 0, cells: ['姓名', '账号'], dataFrom: 1 });
  });

  it('lies below a merged title and notes', () => {
    const rows = [['2026年11月员工花名册'], ['', ''], ['说明：账号为工号'], ['姓名', '账号', '部门'], ['张三', 'zs', '销售部']];
    expect(locateHeader(rows, names)).toEqual({ at: 3, cells: ['姓名', '账号', '部门'], dataFrom: 4 });
  });

  it('folds a two-row header: a group over its columns, a column merged down across both', () => {
    const rows = [
      ['姓名', '基本信息', '', '联系方式'],
      ['', '账号', '部门', '手机号'],
      ['张三', 'zs', '销售部', '13800000000'],
    ];
    expect(locateHeader(rows, names)).toEqual({ at: 0, cells: ['姓名', '账号', '部门', '手机号'], dataFrom: 2 });
  });

  it('is the first row with content when no row names a column, and null for an empty sheet', () => {
    expect(locateHeader([[], ['名字', '工号'], ['张三', 'zs']], names)).toEqual({ at: 1, cells: ['名字', '工号'], dataFrom: 2 });
    expect(locateHeader([[], ['', null]], names)).toBeNull();
  });

  it('takes numbers, dates and rich text as their text, never throws on junk', () => {
    expect(locateHeader([[1, { richText: [{ text: '姓名' }] }, null, undefined, { formula: 'A1' }]], names)?.cells).toEqual(['1', '姓名', '', '', '']);
  });
});

describe('the sheet an import reads', () => {
  it('passes over an empty sheet and an instructions sheet before the table', () => {
    const empty: string[][] = [];
    const notes = [['填写说明'], ['1. 账号不能重复']];
    const table = [
      ['姓名', '账号'],
      ['张三', 'zs'],
    ];
    expect(pickSheet([empty, notes, table], names)).toBe(table);
  });

  it('is the first sheet with content when none names a column', () => {
    const notes = [['填写说明']];
    expect(pickSheet([[], notes, [['其他']]], names)).toBe(notes);
    expect(pickSheet([[], []], names)).toEqual([]);
  });
});
