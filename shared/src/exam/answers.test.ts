import { describe, expect, it } from 'vitest';
import { answerSaveSchema, isNewerAnswer, isSaveId, mergeAnswers, storedAnswers, type StoredAnswer } from './answers.js';

const answer = (questionid: string, at: number, saveid: string, choices: string[] = ['o1']): StoredAnswer => ({ questionid, choices, fills: [], at, saveid });

describe('answerSaveSchema', () => {
  it('parses a save, de-duplicating option ids and defaulting its time to the newest answer', () => {
    const save = answerSaveSchema.parse({
      saveid: 'c1a2b3c4-0000-4000-8000-000000000001',
      items: [
        { questionid: 'q1', choices: ['o1', 'o1', 'o2'], at: 1000 },
        { questionid: 'q2', fills: [' 北京 ', '上海'], at: '2000' },
      ],
    });
    expect(save).toEqual({
      saveid: 'c1a2b3c4-0000-4000-8000-000000000001',
      at: 2000,
      items: [
        { questionid: 'q1', choices: ['o1', 'o2'], fills: [], at: 1000 },
        { questionid: 'q2', choices: [], fills: [' 北京 ', '上海'], at: 2000 },
      ],
    });
    expect(storedAnswers(save).map((item) => item.saveid)).toEqual([save.saveid, save.saveid]);
  });

  it.each<[string, unknown, string]>([
    ['a short save id', { saveid: 'abc', items: [] }, 'exam.answer.saveIdInvalid'],
    ['a save id with spaces', { saveid: 'abc def ghi', items: [] }, 'exam.answer.saveIdInvalid'],
    ['a negative time', { saveid: 'abcdefgh', items: [{ questionid: 'q', at: -1 }] }, 'exam.answer.timeInvalid'],
    ['a fractional time', { saveid: 'abcdefgh', items: [{ questionid: 'q', at: 1.5 }] }, 'exam.answer.timeInvalid'],
    ['a time that is no number', { saveid: 'abcdefgh', items: [{ questionid: 'q', at: 'soon' }] }, 'exam.answer.timeInvalid'],
    [
      'a question twice',
      {
        saveid: 'abcdefgh',
        items: [
          { questionid: 'q', at: 1 },
          { questionid: 'q', at: 2 },
        ],
      },
      'exam.answer.duplicateQuestion',
    ],
    ['a blank text of 201', { saveid: 'abcdefgh', items: [{ questionid: 'q', at: 1, fills: ['x'.repeat(201)] }] }, 'exam.answer.fillTooLong'],
  ])('refuses %s', (_name, input, message) => {
    const result = answerSaveSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('refuses more than 10 options or 20 blanks for one question, and more than 500 answers', () => {
    expect(
      answerSaveSchema.safeParse({ saveid: 'abcdefgh', items: [{ questionid: 'q', at: 1, choices: Array.from({ length: 11 }, (_, i) => `o${i}`) }] }).success,
    ).toBe(false);
    expect(answerSaveSchema.safeParse({ saveid: 'abcdefgh', items: [{ questionid: 'q', at: 1, fills: Array(21).fill('a') }] }).success).toBe(false);
    const items = Array.from({ length: 501 }, (_, i) => ({ questionid: `q${i}`, at: 1 }));
    expect(answerSaveSchema.safeParse({ saveid: 'abcdefgh', items }).success).toBe(false);
  });

  it('accepts UUIDs and similar keys as save ids', () => {
    expect(isSaveId('0b6f6c52-8d43-4c5e-9b1f-2f0c3c1d7e11')).toBe(true);
    expect(isSaveId('save_0001')).toBe(true);
    expect(isSaveId('短ID12345')).toBe(false);
  });
});

describe('mergeAnswers', () => {
  it.each<[string, StoredAnswer | undefined, StoredAnswer, boolean]>([
    ['nothing stored', undefined, answer('q', 5, 'b'), true],
    ['a later answer', answer('q', 5, 'b'), answer('q', 6, 'a'), true],
    ['an earlier answer arriving late', answer('q', 5, 'a'), answer('q', 4, 'z'), false],
    ['the same time, greater save key', answer('q', 5, 'a'), answer('q', 5, 'b'), true],
    ['the same time, smaller save key', answer('q', 5, 'b'), answer('q', 5, 'a'), false],
    ['the same answer again', answer('q', 5, 'a'), answer('q', 5, 'a'), false],
  ])('%s: replaces = %s', (_name, current, candidate, replaces) => {
    expect(isNewerAnswer(candidate, current)).toBe(replaces);
  });

  it('is idempotent and independent of arrival order', () => {
    const saves = [answer('q1', 10, 's1', ['o1']), answer('q1', 30, 's3', ['o3']), answer('q2', 20, 's2', ['o2']), answer('q1', 20, 's2', ['o2'])];
    const once = mergeAnswers({}, saves).answers;
    const twice = mergeAnswers(once, saves);
    expect(twice.changed).toEqual([]);
    expect(twice.answers).toEqual(once);
    const reversed = mergeAnswers({}, [...saves].reverse()).answers;
    expect(reversed).toEqual(once);
    expect(once.q1?.choices).toEqual(['o3']);
    expect(once.q2?.choices).toEqual(['o2']);
  });

  it('reports the questions it changed and leaves the input untouched', () => {
    const current = { q1: answer('q1', 10, 's1') };
    const result = mergeAnswers(current, [answer('q1', 11, 's2', ['o9']), answer('q2', 1, 's2')]);
    expect(result.changed).toEqual(['q1', 'q2']);
    expect(current.q1.choices).toEqual(['o1']);
  });

  it('keeps an id such as __proto__ as a plain key', () => {
    const result = mergeAnswers({}, [answer('__proto__', 1, 's1')]);
    expect(Object.keys(result.answers)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(result.answers)).toBe(Object.prototype);
  });
});
