import { describe, expect, it } from 'vitest';
import { options, question } from './testFactories.js';
import { bankQuestionSchema, checkQuestion, choiceAnswerLetters, fillBlankCount, fillBlanks, paperQuestionSchema, type Question } from './question.js';

const keys = (q: Question, context: 'bank' | 'paper' = 'paper') => checkQuestion(q, context).map((issue) => issue.key);

describe('checkQuestion', () => {
  it.each([0, 1, 2, 3] as const)('accepts a well-formed question of type %i', (type) => {
    expect(checkQuestion(question({ type }), 'paper')).toEqual([]);
  });

  it.each<[string, Question, string[]]>([
    ['empty text', question({ type: 0, text: '' }), ['exam.rules.textRequired']],
    ['text of 501', question({ type: 0, text: '题'.repeat(501) }), ['exam.rules.textTooLong']],
    ['level 0', question({ type: 0, level: 0 as never }), ['exam.rules.levelInvalid']],
    ['level 4', question({ type: 0, level: 4 as never }), ['exam.rules.levelInvalid']],
    ['score with two decimals', question({ type: 0, score: 2.55 }), ['exam.rules.scoreInvalid']],
    ['negative score', question({ type: 0, score: -1 }), ['exam.rules.scoreInvalid']],
    ['score over 100', question({ type: 0, score: 101 }), ['exam.rules.scoreInvalid']],
    ['tip of 129', question({ type: 0, promotion: 'x'.repeat(129) }), ['exam.rules.promotionTooLong']],
    ['unknown type', question({ type: 7 as never }), ['exam.rules.typeInvalid']],
    ['single with one option', question({ type: 0, choices: options(['甲'], [0]) }), ['exam.rules.optionsTooFew']],
    ['single with two correct', question({ type: 0, choices: options(['甲', '乙'], [0, 1]) }), ['exam.rules.singleNeedsOne']],
    ['single with none correct', question({ type: 0, choices: options(['甲', '乙'], []) }), ['exam.rules.singleNeedsOne']],
    ['multiple with one correct', question({ type: 1, choices: options(['甲', '乙', '丙'], [0]) }), ['exam.rules.multipleNeedsTwo']],
    ['judge with three options', question({ type: 2, choices: options(['对', '错', '不知道'], [0]) }), ['exam.rules.judgeNeedsTwoOptions']],
    ['judge with both correct', question({ type: 2, choices: options(['对', '错'], [0, 1]) }), ['exam.rules.judgeNeedsOne']],
    ['empty option text', question({ type: 0, choices: options(['甲', ''], [0]) }), ['exam.rules.optionTextRequired']],
    ['option of 201', question({ type: 0, choices: options(['甲', 'x'.repeat(201)], [0]) }), ['exam.rules.optionTextTooLong']],
    [
      'repeated option ids',
      question({
        type: 0,
        choices: [
          { id: 'a', content: '甲', iscorrect: 1 },
          { id: 'a', content: '乙', iscorrect: 0 },
        ],
      }),
      ['exam.rules.optionIdDuplicate'],
    ],
    ['fill without answer', question({ type: 3, answer: ' ' }), ['exam.rules.fillAnswerRequired']],
    ['fill with an empty blank', question({ type: 3, answer: '北京,,上海' }), ['exam.rules.fillBlankEmpty']],
    ['fill with an empty alternative only', question({ type: 3, answer: '北京,|' }), ['exam.rules.fillBlankEmpty']],
    ['fill with 21 blanks', question({ type: 3, answer: Array(21).fill('a').join(',') }), ['exam.rules.fillTooManyBlanks']],
    ['fill blank of 201', question({ type: 3, answer: 'x'.repeat(201) }), ['exam.rules.fillBlankTooLong']],
    ['fill with options', question({ type: 3, choices: options(['甲', '乙'], [0]) }), ['exam.rules.fillHasOptions']],
  ])('refuses %s', (_name, q, expected) => {
    expect(keys(q)).toEqual(expected);
  });

  it('counts length in code points: 500 emoji or CJK characters fit', () => {
    expect(keys(question({ type: 0, text: '🙂'.repeat(500) }))).toEqual([]);
    expect(keys(question({ type: 0, text: '🙂'.repeat(501) }))).toEqual(['exam.rules.textTooLong']);
  });

  it('allows 10 options in the bank but only 6 in a paper', () => {
    const seven = question({ type: 1, choices: options(['1', '2', '3', '4', '5', '6', '7'], [0, 1]) });
    expect(keys(seven, 'bank')).toEqual([]);
    expect(keys(seven, 'paper')).toEqual(['exam.rules.optionsTooMany']);
    const eleven = question({
      type: 1,
      choices: options(
        Array.from({ length: 11 }, (_, i) => String(i)),
        [0, 1],
      ),
    });
    expect(keys(eleven, 'bank')).toEqual(['exam.rules.optionsTooMany']);
  });

  it('points at the option concerned', () => {
    expect(checkQuestion(question({ type: 0, choices: options(['甲', '', '丙'], [0]) }), 'paper')).toEqual([
      { field: 'choices', key: 'exam.rules.optionTextRequired', option: 1 },
    ]);
  });
});

describe('fill answers', () => {
  it.each([
    ['北京,上海', [['北京'], ['上海']]],
    ['北京，上海', [['北京'], ['上海']]],
    [
      '北京|Beijing， 上海 ｜ Shanghai',
      [
        ['北京', 'Beijing'],
        ['上海', 'Shanghai'],
      ],
    ],
    ['  ', []],
    ['唯一', [['唯一']]],
  ])('reads %j as blanks %j', (answer, blanks) => {
    expect(fillBlanks(answer)).toEqual(blanks);
    expect(fillBlankCount(answer)).toBe(blanks.length);
  });
});

describe('choiceAnswerLetters', () => {
  it('names the correct options by position', () => {
    expect(choiceAnswerLetters(options(['a', 'b', 'c', 'd'], [0, 2]))).toBe('A,C');
    expect(choiceAnswerLetters(options(['a', 'b'], []))).toBe('');
  });
});

describe('question schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

  it('parses a form-like body with defaults (level 3, score 10) and trimmed text', () => {
    const parsed = bankQuestionSchema.parse({
      type: '0',
      text: '  一道题 ',
      choices: [
        { id: 'a', content: ' 甲 ', iscorrect: 'true' },
        { id: 'b', content: '乙', iscorrect: false },
      ],
    });
    expect(parsed).toMatchObject({ type: 0, text: '一道题', level: 3, score: 10, promotion: '', disabled: 0 });
    expect(parsed.choices).toEqual([
      { id: 'a', content: '甲', iscorrect: 1 },
      { id: 'b', content: '乙', iscorrect: 0 },
    ]);
  });

  it('reports rule failures as i18n keys at the field', () => {
    const result = paperQuestionSchema.safeParse({ type: 1, text: '', choices: [{ id: 'a', content: '甲', iscorrect: 1 }] });
    expect(messages(result)).toEqual(['exam.rules.textRequired', 'exam.rules.optionsTooFew', 'exam.rules.multipleNeedsTwo']);
    expect(result.error?.issues[0]?.path).toEqual(['text']);
  });

  it('refuses an unknown type or level with its key', () => {
    expect(messages(bankQuestionSchema.safeParse({ type: 'x', text: 't' }))).toContain('exam.rules.typeInvalid');
    expect(messages(bankQuestionSchema.safeParse({ type: 5, text: 't' }))).toContain('exam.rules.typeInvalid');
    expect(messages(bankQuestionSchema.safeParse({ type: 3, text: 't', answer: 'a', level: 9 }))).toContain('exam.rules.levelInvalid');
  });
});
