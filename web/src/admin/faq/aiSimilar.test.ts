import { ApiError, createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { cleanSuggestion, excludeOf, freshSuggestions, LOADING, withAdded, withBatch, withFailure, withSelection } from './aiSimilar';

describe('AI similar questions', () => {
  it('strips spaces and quotes of every kind from a suggestion', () => {
    expect(cleanSuggestion(' “保养 多久 一次？” ')).toBe('保养多久一次？');
    expect(cleanSuggestion(`"How 'often'?"`)).toBe('Howoften?');
    expect(cleanSuggestion('「多久」『保养』')).toBe('多久保养');
  });

  it('keeps each suggestion once, none empty and none the same as a known text once cleaned', () => {
    const known = ['保养多久一次？', '多久 保养'];
    expect(freshSuggestions(['"多久保养"', '保养周期是多久', ' 保养周期是多久 ', '   ', '"保养多久一次？"', '多长时间保养一次'], known)).toEqual([
      '保养周期是多久',
      '多长时间保养一次',
    ]);
  });

  it('lists a batch without what exists, and the next batch excludes everything shown or existing', () => {
    const first = withBatch(LOADING, ['甲', '乙', '丙'], ['乙']);
    expect(first).toMatchObject({ status: 'ready', items: ['甲', '丙'], selected: [], shown: ['甲', '丙'] });
    expect(excludeOf(first, ['标准问题', '乙'])).toEqual(['标准问题', '乙', '甲', '丙']);
    const second = withBatch(first, ['甲', '丁'], ['标准问题']);
    expect(second.items).toEqual(['丁']);
    expect(second.shown).toEqual(['甲', '丙', '丁']);
  });

  it('adds only what is selected, in list order, and takes it off the list', () => {
    let state = withBatch(LOADING, ['甲', '乙', '丙'], []);
    state = withSelection(withSelection(state, '丙', true), '甲', true);
    state = withSelection(state, '不在列表', true);
    expect(state.selected).toEqual(['丙', '甲']);
    const outcome = withAdded(state);
    expect(outcome.added).toEqual(['甲', '丙']);
    expect(outcome.state).toMatchObject({ items: ['乙'], selected: [] });
    expect(withAdded(outcome.state).added).toEqual([]);
  });

  it('tells "no model configured" apart from a failure to retry', () => {
    const t = createTranslator('zh-CN');
    const notConfigured = new ApiError(50396, '未配置AI模型', 503, 'errors.faq.modelNotConfigured');
    expect(withFailure(LOADING, notConfigured, t)).toMatchObject({ status: 'notConfigured', message: '未配置AI模型', items: [] });
    const silent = new ApiError(50396, '', 503, 'errors.faq.modelNotConfigured');
    expect(withFailure(LOADING, silent, t).message).toBe('未配置AI模型，无法生成相似问题，请联系管理员');
    expect(withFailure(LOADING, new ApiError(50390, 'AI模型暂时没有响应，请稍后再试', 503, 'errors.faq.modelFailed'), t)).toMatchObject({
      status: 'failed',
      message: 'AI模型暂时没有响应，请稍后再试',
    });
  });
});
