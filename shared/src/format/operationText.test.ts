import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { operationTableLabel, operationText } from './operationText.js';

const zh = createTranslator('zh-CN');
const en = createTranslator('en');

describe('what the operation log says an operation did', () => {
  it('names the records by kind and name, counting those past the first three', () => {
    const summary = { table: 'users', count: 5, names: ['韦艳', '曾秀丽', '赵然'] };
    expect(operationText(zh, { method: 'POST', verb: 'batchDelete', summary })).toBe('批量删除 用户 韦艳、曾秀丽、赵然 等 5 项');
    expect(operationText(en, { method: 'POST', verb: 'restore', summary: { table: 'banners', count: 1, names: ['春季促销'] } })).toBe(
      'Restore banner: 春季促销',
    );
  });

  it('says the verb alone without records it can name, and the method for an endpoint it does not know', () => {
    expect(operationText(zh, { method: 'PUT', verb: 'setRetention', summary: null })).toBe('设置日志保留');
    expect(operationText(zh, { method: 'PUT', verb: 'setTimeZone', summary: { table: 'organisations', count: 1, names: ['演示企业'] } })).toBe('设置时区');
    expect(operationText(zh, { method: 'DELETE', verb: '', summary: null })).toBe('删除');
    expect(operationText(zh, { method: 'POST', verb: 'noSuchEndpoint', summary: null })).toBe('新增或提交');
  });

  it('labels a table by the kind of record it holds where it knows it', () => {
    expect(operationTableLabel(zh, 'task_packages')).toBe('任务包');
    expect(operationTableLabel(en, 'organisations')).toBe('Organisation');
    expect(operationTableLabel(zh, 'user_positions')).toBe('用户岗位');
    expect(operationTableLabel(en, 'report_refreshes')).toBe('report_refreshes');
  });
});
