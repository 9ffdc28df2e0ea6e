import { ApiError, createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { serverIssues } from './serverIssues';

const t = createTranslator('zh-CN');
const invalid = (detail: string[]) => new ApiError(40000, `输入不正确：${detail.join('; ')}`, 400, 'errors.invalidInput', { detail });

describe("the server's answer to a save", () => {
  it('puts each invalid-input line on the field whose rule it is, and the rest above the form', () => {
    const issues = serverIssues(invalid(['标准问题最多800个字符', '图片无效，请重新上传', '排序须为0到99999之间的整数', '别的问题']), t);
    expect(issues.byField).toEqual({ question: ['标准问题最多800个字符'], images: ['图片无效，请重新上传'], sort: ['排序须为0到99999之间的整数'] });
    expect(issues.general).toEqual(['别的问题']);
  });

  it('puts an unknown catalogue on the catalogue field and any other refusal above the form', () => {
    expect(serverIssues(new ApiError(40410, '分类不存在', 404, 'errors.library.catalogNotFound'), t)).toEqual({
      byField: { catalogid: ['分类不存在'] },
      general: [],
    });
    expect(serverIssues(new ApiError(40490, '题目不存在', 404, 'errors.faq.notFound'), t)).toEqual({ byField: {}, general: ['题目不存在'] });
  });
});
