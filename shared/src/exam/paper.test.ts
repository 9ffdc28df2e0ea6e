import { describe, expect, it } from 'vitest';
import { batchSetScore, checkPaper, paperComposeSchema, paperSchema, type PaperRulesInput } from './paper.js';
import { spreadScores } from './score.js';
import { question } from './testFactories.js';

const scored = (...scores: number[]) => scores.map((score, index) => ({ id: `q${index + 1}`, score }));
const paper = (overrides: Partial<PaperRulesInput> = {}): PaperRulesInput => ({
  title: '产品知识考试',
  minute: 60,
  limitMinute: 10,
  score: 60,
  questions: scored(50, 50),
  ...overrides,
});
const errorKeys = (input: PaperRulesInput) => checkPaper(input).errors.map((issue) => issue.key);
const warningKeys = (input: PaperRulesInput) => checkPaper(input).warnings.map((issue) => issue.key);

describe('checkPaper', () => {
  it('accepts a paper totalling exactly 100', () => {
    expect(checkPaper(paper())).toEqual({ total: 100, errors: [], warnings: [] });
    expect(checkPaper(paper({ questions: scored(...spreadScores(3)) })).errors).toEqual([]);
    expect(checkPaper(paper({ questions: scored(...Array(30).fill(3.3), 1) })).errors).toEqual([]);
  });

  it.each<[string, Partial<PaperRulesInput>, string[]]>([
    ['no title', { title: ' \u3000' }, ['exam.paper.titleRequired']],
    ['a title of 101', { title: '试'.repeat(101) }, ['exam.paper.titleTooLong']],
    ['a title with a bidi override', { title: '期末\u202E考试' }, ['validation.nameUnsafe']],
    ['duration 0', { minute: 0, limitMinute: 0 }, ['exam.paper.minuteInvalid']],
    ['fractional duration', { minute: 30.5 }, ['exam.paper.minuteInvalid']],
    ['duration over a day', { minute: 1441 }, ['exam.paper.minuteInvalid']],
    ['negative limit', { limitMinute: -1 }, ['exam.paper.limitInvalid']],
    ['duration equal to the limit', { minute: 30, limitMinute: 30 }, ['exam.paper.durationNotAboveLimit']],
    ['duration below the limit', { minute: 20, limitMinute: 30 }, ['exam.paper.durationNotAboveLimit']],
    ['pass score 0', { score: 0 }, ['exam.paper.passScoreInvalid']],
    ['pass score over 100', { score: 100.5 }, ['exam.paper.passScoreInvalid']],
    ['pass score with two decimals', { score: 59.95 }, ['exam.paper.passScoreInvalid']],
    ['no questions', { questions: [] }, ['exam.paper.questionsRequired']],
    ['a total of 99.9', { questions: scored(50, 49.9) }, ['exam.paper.totalNot100']],
    ['a total of 110', { questions: scored(60, 50) }, ['exam.paper.totalNot100']],
    ['a question scored 2.55', { questions: scored(97.45, 2.55) }, ['exam.paper.questionScoreInvalid', 'exam.paper.questionScoreInvalid']],
    [
      'the same question twice',
      {
        questions: [
          { id: 'a', score: 50 },
          { id: 'a', score: 50 },
        ],
      },
      ['exam.paper.duplicateQuestion'],
    ],
  ])('refuses %s', (_name, overrides, expected) => {
    expect(errorKeys(paper(overrides))).toEqual(expected);
  });

  it('accepts pass score 100 and a limit of 0', () => {
    expect(errorKeys(paper({ score: 100, limitMinute: 0 }))).toEqual([]);
  });

  it('warns about zero-score questions and a total over 100, and still refuses the total', () => {
    expect(warningKeys(paper({ questions: scored(100, 0, 0) }))).toEqual(['exam.paper.zeroScoreQuestions']);
    expect(checkPaper(paper({ questions: scored(100, 0, 0) })).warnings[0]?.params).toEqual({ count: 2 });
    const over = checkPaper(paper({ questions: scored(60, 50.5) }));
    expect(over.total).toBe(110.5);
    expect(over.warnings).toEqual([{ field: 'questions', key: 'exam.paper.totalOver100', params: { total: 110.5, required: 100 } }]);
    expect(over.errors.map((issue) => issue.key)).toEqual(['exam.paper.totalNot100']);
    expect(warningKeys(paper({ questions: scored(40, 40) }))).toEqual([]);
  });

  it('names the question concerned, counting from 1', () => {
    const check = checkPaper(paper({ questions: scored(50, 50, -1) }));
    expect(check.errors[0]).toMatchObject({ question: 2, params: { index: 3 } });
  });

  it('refuses a paper of 501 questions', () => {
    const questions = scored(...Array(501).fill(0.2));
    expect(errorKeys(paper({ questions }))).toContain('exam.paper.tooManyQuestions');
  });
});

describe('batchSetScore', () => {
  const questions = scored(10, 20, 30);

  it('sets one score on the chosen questions only', () => {
    const result = batchSetScore(questions, ['q1', 'q3'], 2.5);
    expect(result).toEqual({
      ok: true,
      questions: [
        { id: 'q1', score: 2.5 },
        { id: 'q2', score: 20 },
        { id: 'q3', score: 2.5 },
      ],
    });
    expect(questions[0]?.score).toBe(10);
  });

  it.each([2.55, -1, 101, Number.NaN])('refuses %f and changes nothing', (score) => {
    expect(batchSetScore(questions, ['q1'], score)).toEqual({ ok: false, issue: { key: 'exam.paper.batchScoreInvalid', params: { max: 100 } } });
  });
});

describe('paper schemas', () => {
  it('parses a composed paper, defaulting the category to 12', () => {
    const parsed = paperComposeSchema.parse({
      title: ' 期末考试 ',
      minute: '45',
      score: '60',
      questions: [
        { id: 'a', score: '40' },
        { id: 'b', score: 60 },
      ],
    });
    expect(parsed).toMatchObject({
      title: '期末考试',
      minute: 45,
      limitMinute: 0,
      score: 60,
      category: '12',
      questions: [
        { id: 'a', score: 40 },
        { id: 'b', score: 60 },
      ],
    });
  });

  it('reports every paper rule with its key and path', () => {
    const result = paperComposeSchema.safeParse({ title: '', minute: 10, limitMinute: 10, score: 60, questions: [{ id: 'a', score: 2.55 }] });
    expect(result.error?.issues.map((issue) => [issue.message, issue.path.join('.')])).toEqual([
      ['exam.paper.titleRequired', 'title'],
      ['exam.paper.durationNotAboveLimit', 'limitMinute'],
      ['exam.paper.questionScoreInvalid', 'questions.0.score'],
    ]);
    const short = paperComposeSchema.safeParse({ title: 't', minute: 10, score: 60, questions: [{ id: 'a', score: 90 }] });
    expect(short.error?.issues.map((issue) => [issue.message, issue.path.join('.'), (issue as { params?: unknown }).params])).toEqual([
      ['exam.paper.totalNot100', 'questions', { total: 90, required: 100 }],
    ]);
  });

  it('checks full papers with the paper option limit', () => {
    const q = { ...question({ type: 0, id: 'x', score: 100 }) };
    expect(paperSchema.safeParse({ title: 't', minute: 30, score: 60, questions: [q] }).success).toBe(true);
    const seven = { ...q, choices: Array.from({ length: 7 }, (_, i) => ({ id: `o${i}`, content: `${i}`, iscorrect: i === 0 ? 1 : 0 })) };
    const result = paperSchema.safeParse({ title: 't', minute: 30, score: 60, questions: [seven] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['exam.rules.optionsTooMany']);
  });
});
