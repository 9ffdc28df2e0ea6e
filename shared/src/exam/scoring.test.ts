import { describe, expect, it } from 'vitest';
import { isPassed, learnerBlanks, scorePaper, scoreQuestion, type AnswerInput } from './scoring.js';
import { options, question } from './testFactories.js';

const single = question({ type: 0, id: 's', score: 10 });
const multiple = question({ type: 1, id: 'm', score: 20, choices: options(['甲', '乙', '丙', '丁'], [0, 2, 3]) });
const judge = question({ type: 2, id: 'j', score: 5 });
const fill = question({ type: 3, id: 'f', score: 7.5, answer: '北京|Beijing，上海' });

describe('scoreQuestion', () => {
  it.each<[string, AnswerInput | undefined, boolean, boolean]>([
    ['the correct option', { choices: ['o2'] }, true, true],
    ['a wrong option', { choices: ['o1'] }, false, true],
    ['two options', { choices: ['o1', 'o2'] }, false, true],
    ['the correct option twice', { choices: ['o2', 'o2'] }, true, true],
    ['an unknown option', { choices: ['zz'] }, false, true],
    ['nothing', { choices: [] }, false, false],
    ['no answer at all', undefined, false, false],
    ['only fill texts', { fills: ['o2'] }, false, false],
  ])('single: %s', (_name, answer, correct, answered) => {
    expect(scoreQuestion(single, answer)).toEqual({ questionid: 's', earned: correct ? 10 : 0, max: 10, correct, answered });
  });

  it.each<[string, string[], boolean]>([
    ['exactly the correct set', ['o1', 'o3', 'o4'], true],
    ['the correct set in another order', ['o4', 'o1', 'o3'], true],
    ['a subset (no partial credit)', ['o1', 'o3'], false],
    ['a superset', ['o1', 'o2', 'o3', 'o4'], false],
    ['a wrong set of the same size', ['o1', 'o2', 'o3'], false],
    ['one correct option', ['o1'], false],
  ])('multiple: %s', (_name, choices, correct) => {
    expect(scoreQuestion(multiple, { choices }).earned).toBe(correct ? 20 : 0);
  });

  it.each<[string, string[], number]>([
    ['true when true is right', ['o1'], 5],
    ['false when true is right', ['o2'], 0],
    ['both', ['o1', 'o2'], 0],
  ])('judge: %s', (_name, choices, earned) => {
    expect(scoreQuestion(judge, { choices }).earned).toBe(earned);
  });

  it.each<[string, string[], boolean]>([
    ['both blanks exact', ['北京', '上海'], true],
    ['an alternative', ['Beijing', '上海'], true],
    ['other case and full-width letters', ['ＢＥＩＪＩＮＧ', '上海'], true],
    ['stray and ideographic spaces', ['  北京\u3000', ' 上海 '], true],
    ['one box with a full-width comma', ['北京，上海'], true],
    ['one box with an ASCII comma', ['beijing, 上海'], true],
    ['blanks swapped', ['上海', '北京'], false],
    ['one blank wrong', ['北京', '广州'], false],
    ['one blank empty', ['北京', ''], false],
    ['too few blanks', ['北京'], false],
    ['too many blanks', ['北京', '上海', '广州'], false],
    ['inner space differs', ['北 京', '上海'], false],
  ])('fill: %s', (_name, fills, correct) => {
    expect(scoreQuestion(fill, { fills })).toMatchObject({ correct, earned: correct ? 7.5 : 0, answered: true });
  });

  it('fill: blank texts only are not an answer', () => {
    expect(scoreQuestion(fill, { fills: [' ', ''] })).toMatchObject({ answered: false, earned: 0 });
  });

  it('a choice question without a correct option is never right', () => {
    const broken = question({ type: 0, choices: options(['甲', '乙'], []) });
    expect(scoreQuestion(broken, { choices: [] }).correct).toBe(false);
    expect(scoreQuestion(broken, { choices: ['o1'] }).correct).toBe(false);
  });

  it('a fill question without an answer is never right', () => {
    expect(scoreQuestion(question({ type: 3, answer: '' }), { fills: [''] }).correct).toBe(false);
  });

  it('an unknown type scores 0', () => {
    expect(scoreQuestion(question({ type: 9 as never, choices: options(['a'], [0]) }), { choices: ['o1'] }).earned).toBe(0);
  });
});

describe('learnerBlanks', () => {
  it.each<[string[], number, string[]]>([
    [['a,b'], 2, ['a', 'b']],
    [['a，b'], 2, ['a', 'b']],
    [['a,b'], 1, ['a,b']],
    [['a', 'b'], 2, ['a', 'b']],
    [[], 2, []],
  ])('reads %j for %i blanks as %j', (fills, count, blanks) => {
    expect(learnerBlanks(fills, count)).toEqual(blanks);
  });
});

describe('scorePaper', () => {
  const questions = [single, multiple, judge, fill, question({ type: 0, id: 'extra', score: 57.5 })];

  it('sums the earned points with one decimal and counts right and answered questions', () => {
    const result = scorePaper(questions, {
      s: { choices: ['o2'] },
      m: { choices: ['o1', 'o3'] },
      j: { choices: ['o1'] },
      f: { fills: ['beijing', '上海'] },
    });
    expect(result).toMatchObject({ score: 22.5, max: 100, correctCount: 3, answeredCount: 4 });
    expect(result.items.map((item) => item.earned)).toEqual([10, 0, 5, 7.5, 0]);
  });

  it('scores an empty attempt 0 and ignores answers to questions not in the paper', () => {
    expect(scorePaper(questions, {})).toMatchObject({ score: 0, correctCount: 0, answeredCount: 0 });
    expect(scorePaper(questions, { other: { choices: ['o2'] } }).score).toBe(0);
  });

  it('does not read inherited properties as answers', () => {
    expect(scorePaper([question({ type: 0, id: 'toString' })], {}).items[0]?.answered).toBe(false);
  });

  it('keeps one decimal exactly when tenths add up', () => {
    const thirds = [0, 1, 2].map((index) => question({ type: 0, id: `t${index}`, score: index === 0 ? 33.4 : 33.3 }));
    const result = scorePaper(thirds, { t0: { choices: ['o2'] }, t1: { choices: ['o2'] }, t2: { choices: ['o2'] } });
    expect(result.score).toBe(100);
  });
});

describe('isPassed', () => {
  it.each([
    [60, 60, true],
    [59.9, 60, false],
    [100, 60, true],
    [0, 0.1, false],
  ])('score %f against pass %f: %s', (score, pass, passed) => {
    expect(isPassed(score, pass)).toBe(passed);
  });
});
