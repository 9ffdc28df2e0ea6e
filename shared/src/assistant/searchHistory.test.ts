import { describe, expect, it } from 'vitest';
import { readSearchHistory, rememberSearch, SEARCH_HISTORY_MAX } from './searchHistory.js';

describe('the search history', () => {
  it('keeps the last ten unique entries, newest first', () => {
    let history: string[] = [];
    for (let n = 1; n <= 12; n += 1) history = rememberSearch(history, `问题${n}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe('问题12');
    expect(history.at(-1)).toBe('问题3');
  });

  it('moves a repeated entry to the front instead of keeping it twice, and ignores blank text', () => {
    const history = rememberSearch(rememberSearch(rememberSearch([], '保养'), '试驾'), ' 保养 ');
    expect(history).toEqual(['保养', '试驾']);
    expect(rememberSearch(history, '   ')).toEqual(history);
  });

  it('reads anything stored that is not a list of texts as empty', () => {
    expect(readSearchHistory('保养')).toEqual([]);
    expect(readSearchHistory(['保养', 3, '', '试驾'])).toEqual(['保养', '试驾']);
  });
});
