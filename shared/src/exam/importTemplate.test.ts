import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { normaliseHeader, readTemplateMarker, templateMarker } from '../imports/template.js';
import { columnForHeader, EXAM_IMPORT_TEMPLATE, importColumnLabel, QUESTION_IMPORT_TEMPLATE, templateHeader } from './importTemplate.js';
import { LANGUAGES } from '../i18n/languages.js';

describe('import templates', () => {
  it('writes the header in the reader language, closed by the version marker', () => {
    expect(templateHeader(QUESTION_IMPORT_TEMPLATE, createTranslator('zh-CN'))).toEqual([
      '题目分类',
      '题型',
      '难度',
      '分值',
      '题目',
      '选项A',
      '选项B',
      '选项C',
      '选项D',
      '选项E',
      '选项F',
      '答案',
      '解析',
      '#question-v1',
    ]);
    expect(templateHeader(EXAM_IMPORT_TEMPLATE, createTranslator('en')).slice(0, 5)).toEqual([
      'Paper title',
      'Duration (minutes)',
      'Minimum time before submission (minutes)',
      'Pass score',
      'Paper category',
    ]);
    expect(templateMarker(EXAM_IMPORT_TEMPLATE)).toBe('#exam-v1');
  });

  it.each(LANGUAGES)('reads back every %s header as its column', (language) => {
    const t = createTranslator(language);
    for (const column of EXAM_IMPORT_TEMPLATE.columns) expect(columnForHeader(importColumnLabel(column.key, t))).toBe(column.key);
  });

  it('gives no two columns the same header in any language', () => {
    for (const language of LANGUAGES) {
      const t = createTranslator(language);
      const labels = EXAM_IMPORT_TEMPLATE.columns.map((column) => normaliseHeader(importColumnLabel(column.key, t)));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it.each([
    ['考试时长（分钟）', 'minute'],
    [' 考试时长 ', 'minute'],
    ['*题目', 'text'],
    ['题目：', 'text'],
    ['选项Ａ', 'optionA'],
    ['選項F', 'optionF'],
    ['option b', 'optionB'],
    ['PASS SCORE', 'passScore'],
    ['questionCategory', 'questionCategory'],
    ['备注', null],
    ['', null],
  ])('reads header %j as %j', (cell, key) => {
    expect(columnForHeader(cell)).toBe(key);
  });

  it.each([
    ['#exam-v1', { id: 'exam', version: 1 }],
    [' ＃EXAM-V2 ', { id: 'exam', version: 2 }],
    ['#question-v10', { id: 'question', version: 10 }],
    ['exam-v1', null],
    ['#exam', null],
    ['版本1', null],
  ])('reads marker %j', (cell, marker) => {
    expect(readTemplateMarker(cell)).toEqual(marker);
  });
});
