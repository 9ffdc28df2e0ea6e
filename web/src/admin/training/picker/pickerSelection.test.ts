import { describe, expect, it } from 'vitest';
import { pickerSelection } from './pickerSelection';

interface Row {
  id: string;
}
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));
const ids = (list: readonly Row[]) => list.map((row) => row.id);
const multi = (max = 0) => pickerSelection<Row>((row) => row.id, { multiple: true, max });

describe('picker selection', () => {
  it('keeps rows chosen on other pages while the page on screen changes', () => {
    const outcome = multi().apply(rows('a', 'b'), rows('c', 'd', 'e'), ['c', 'e']);
    expect(ids(outcome.rows)).toEqual(['a', 'b', 'c', 'e']);
    expect(outcome.overMax).toBe(false);
  });

  it('drops a row of the page on screen when it is unticked, and only that one', () => {
    const outcome = multi().apply(rows('a', 'c', 'd'), rows('c', 'd'), ['d']);
    expect(ids(outcome.rows)).toEqual(['a', 'd']);
  });

  it('refuses a change that passes the maximum and says so', () => {
    const outcome = multi(2).apply(rows('a'), rows('b', 'c'), ['b', 'c']);
    expect(ids(outcome.rows)).toEqual(['a']);
    expect(outcome.overMax).toBe(true);
  });

  it('still lets rows be removed when a maximum is set', () => {
    const outcome = multi(1).apply(rows('a', 'b'), rows('a', 'b'), ['b']);
    expect(ids(outcome.rows)).toEqual(['b']);
    expect(outcome.overMax).toBe(false);
  });

  it('treats a maximum of 0 as no limit', () => {
    expect(multi(0).apply([], rows('a', 'b', 'c'), ['a', 'b', 'c']).rows).toHaveLength(3);
  });

  it('keeps one row in a single picker, the newest choice, even from another page', () => {
    const single = pickerSelection<Row>((row) => row.id, { multiple: false, max: 0 });
    expect(ids(single.apply(rows('a'), rows('x', 'y'), ['y']).rows)).toEqual(['y']);
    expect(ids(single.apply(rows('y'), rows('x', 'y'), []).rows)).toEqual([]);
  });
});
