import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { changeFields, type ChangeReading } from './operationFields.js';

const zh = createTranslator('zh-CN');
const DEPARTMENT = '6f1c2a54-7d1e-4c55-9a0e-2b1d3c4e5f60';
const reading: ChangeReading = { names: { [DEPARTMENT]: '华东区' }, time: (instant) => `北京时间 ${instant.slice(0, 10)}` };
const fields = (table: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  changeFields(zh, { table, action: 'update', rowId: 'r', before, after }, reading).map(({ label, before: was, after: is }) => [label, was, is]);

describe("a logged change in the manager's words", () => {
  it('labels the fields, names the records they refer to, reads states and times, and leaves the bookkeeping out', () => {
    expect(
      fields(
        'users',
        { disabled: 0, deleted_at: null, department_id: null, updated_at: '2026-11-26T08:00:00+00:00' },
        { disabled: 1, deleted_at: '2026-11-26T08:00:00+00:00', department_id: DEPARTMENT, updated_at: '2026-11-27T08:00:00+00:00' },
      ),
    ).toEqual([
      ['状态', '启用', '禁用'],
      ['删除时间', '—', '北京时间 2026-11-26'],
      ['部门', '—', '华东区'],
    ]);
  });

  it('reads the codes of each kind as its page does', () => {
    expect(fields('task_packages', { publish_state: 3 }, { publish_state: -1 })).toEqual([['发布状态', '已发布', '在回收站']]);
    expect(fields('papers', { status: 0 }, { status: 1 })).toEqual([['状态', '未发布', '已发布']]);
    expect(fields('questions', { type: 0 }, { type: 2 })).toEqual([['类型', '单选题', '判断题']]);
    expect(fields('roles', { funcs: ['adminuser'] }, { funcs: ['adminuser', 'logoperation'] })).toEqual([['功能权限', '用户管理', '用户管理、操作日志']]);
    expect(fields('child_tasks', { required: false }, { required: true })).toEqual([['必修', '否', '是']]);
    // A column the log does not know yet is shown by its name rather than dropped.
    expect(fields('speeches', { legacy: 1 }, { legacy: 2 })).toEqual([['legacy', '1', '2']]);
  });

  it("shows an organisation's settings one setting a row", () => {
    expect(
      fields('organisations', { settings: { loginLogRetentionDays: 180 } }, { settings: { loginLogRetentionDays: 365, timeZone: 'Asia/Shanghai' } }),
    ).toEqual([
      ['设置 · 日志保留天数', '180', '365'],
      ['设置 · 时区', '—', 'Asia/Shanghai'],
    ]);
  });
});
