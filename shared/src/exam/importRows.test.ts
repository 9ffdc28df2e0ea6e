import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/bundled.js';
import { IMPORT_ROWS_MAX } from '../imports/issue.js';
import { parseAnswerLetters, parseQuestionLevel, parseQuestionType } from './importQuestionRow.js';
import { checkExamImport, checkQuestionImport, importIssueText, importRowReason, type ImportCheck } from './importRows.js';
import { EXAM_IMPORT_TEMPLATE, QUESTION_IMPORT_TEMPLATE, templateHeader } from './importTemplate.js';

const zh = createTranslator('zh-CN');
const EXAM_HEADER = templateHeader(EXAM_IMPORT_TEMPLATE, zh);
const QUESTION_HEADER = templateHeader(QUESTION_IMPORT_TEMPLATE, zh);

interface QuestionCells {
  cat?: string;
  type?: string;
  level?: string;
  score?: string;
  text?: string;
  options?: string[];
  answer?: string;
  tip?: string;
}
interface ExamCells {
  title?: string;
  minute?: string;
  limit?: string;
  pass?: string;
  category?: string;
}

/** A question row of the question template, with sensible valid defaults. */
function qrow(cells: QuestionCells = {}): string[] {
  const options = cells.options ?? ['甲', '乙', '丙', '丁'];
  return [
    cells.cat ?? '产品知识',
    cells.type ?? '单选题',
    cells.level ?? '',
    cells.score ?? '',
    cells.text ?? '以下哪个正确？',
    ...Array.from({ length: 6 }, (_, i) => options[i] ?? ''),
    cells.answer ?? 'B',
    cells.tip ?? '',
    '',
  ];
}

/** A row of the exam template: paper cells then a question (or none). */
function erow(exam: ExamCells, question: QuestionCells | null): string[] {
  const paper = [exam.title ?? '', exam.minute ?? '', exam.limit ?? '', exam.pass ?? '', exam.category ?? ''];
  const rest = question ? qrow(question) : Array(14).fill('');
  return [...paper, ...rest];
}
const paperCells = (title = '期末考试'): ExamCells => ({ title, minute: '60', limit: '10', pass: '60', category: '试卷分类' });
const tenQuestions = (title = '期末考试') => Array.from({ length: 10 }, (_, i) => erow(i === 0 ? paperCells(title) : {}, {}));

const rowKeys = (check: ImportCheck, index = 0) => check.rows[index]?.errors.map((issue) => issue.key) ?? [];
const questionCheck = (cells: QuestionCells) => checkQuestionImport([QUESTION_HEADER, qrow(cells)]);

describe('question import: one row each', () => {
  it('accepts a valid row and applies the defaults score 10 and level 3', () => {
    const check = questionCheck({});
    expect(check.ok).toBe(true);
    expect(check.rows[0]).toMatchObject({ row: 2, ok: true, errors: [], warnings: [] });
    expect(check.questions).toEqual([
      {
        row: 2,
        type: 0,
        text: '以下哪个正确？',
        level: 3,
        score: 10,
        promotion: '',
        answer: '',
        categoryName: '产品知识',
        choices: [
          { content: '甲', iscorrect: 0 },
          { content: '乙', iscorrect: 1 },
          { content: '丙', iscorrect: 0 },
          { content: '丁', iscorrect: 0 },
        ],
      },
    ]);
  });

  it.each<[string, QuestionCells, string[]]>([
    ['a missing category', { cat: ' ' }, ['import.required']],
    ['a missing text', { text: '' }, ['import.required']],
    ['a missing answer', { answer: '' }, ['import.required']],
    ['a missing type', { type: '' }, ['import.required']],
    ['an unknown type', { type: '问答题' }, ['exam.import.typeUnknown']],
    ['level 4', { level: '4' }, ['exam.import.levelInvalid']],
    ['a score in words', { score: '十分' }, ['exam.rules.scoreInvalid']],
    ['a score with two decimals', { score: '2.55' }, ['exam.rules.scoreInvalid']],
    ['a score over 100', { score: '101' }, ['exam.rules.scoreInvalid']],
    ['text of 501 characters', { text: '题'.repeat(501) }, ['exam.rules.textTooLong']],
    ['a tip of 129', { tip: 'x'.repeat(129) }, ['exam.rules.promotionTooLong']],
    ['a category of 33', { cat: '类'.repeat(33) }, ['import.tooLong']],
    ['an option of 201', { options: ['甲', 'x'.repeat(201)] }, ['exam.import.optionTooLong']],
    ['a gap in the options', { options: ['甲', '', '丙'], answer: 'A' }, ['exam.import.optionGap']],
    ['a single with one option', { options: ['甲'], answer: 'A' }, ['exam.rules.optionsTooFew']],
    ['a single with two answers', { answer: 'A,B' }, ['exam.import.singleOneAnswer']],
    ['a single answer G', { answer: 'G' }, ['exam.import.answerLetter']],
    ['a single answer naming an empty option', { options: ['甲', '乙'], answer: 'D' }, ['exam.import.answerOptionMissing']],
    ['a numeric answer', { answer: '1' }, ['exam.import.answerLetter']],
    ['a multiple with one answer', { type: '多选题', answer: 'A' }, ['exam.import.multipleTwoAnswers']],
    ['a multiple repeating an answer', { type: '多选题', answer: 'A,A' }, ['exam.import.answerDuplicate', 'exam.import.multipleTwoAnswers']],
    ['a judge answer C', { type: '判断题', options: [], answer: 'C' }, ['exam.import.judgeAnswer']],
    ['a judge answer in words', { type: '判断题', options: [], answer: '对' }, ['exam.import.judgeAnswer']],
    ['a judge with two answers', { type: '判断题', options: [], answer: 'A,B' }, ['exam.import.judgeAnswer']],
    ['a judge with three options', { type: '判断题', options: ['对', '错', '不确定'], answer: 'A' }, ['exam.import.judgeOptions']],
    ['a judge with one option', { type: '判断题', options: ['对'], answer: 'A' }, ['exam.import.judgeOptions']],
    ['a fill with options', { type: '填空题', answer: '北京' }, ['exam.import.fillNoOptions']],
    ['a fill with an empty blank', { type: '填空题', options: [], answer: '北京,,上海' }, ['exam.rules.fillBlankEmpty']],
    ['a fill with 21 blanks', { type: '填空题', options: [], answer: Array(21).fill('x').join('，') }, ['exam.rules.fillTooManyBlanks']],
  ])('flags %s', (_name, cells, keys) => {
    const check = questionCheck(cells);
    expect(check.ok).toBe(false);
    expect(rowKeys(check)).toEqual(keys);
    expect(check.questions).toEqual([]);
  });

  it.each<[string, QuestionCells, Partial<{ type: number; answer: string; correct: number[]; options: string[] }>]>([
    ['multiple A,B,C', { type: '多选题', answer: 'A,B,C' }, { type: 1, correct: [0, 1, 2] }],
    ['multiple with full-width commas', { type: '多选', answer: 'A，C，D' }, { type: 1, correct: [0, 2, 3] }],
    ['multiple with 、 and spaces', { type: 'Multiple choice', answer: ' a 、 b ' }, { type: 1, correct: [0, 1] }],
    ['multiple run together', { type: '1', answer: 'ABD' }, { type: 1, correct: [0, 1, 3] }],
    ['single in full width', { type: '單選題', answer: 'Ｃ' }, { type: 0, correct: [2] }],
    ['judge with default options', { type: '判断题', options: [], answer: 'B' }, { type: 2, correct: [1], options: ['正确', '错误'] }],
    ['judge with its own options', { type: 'true/false', options: ['对', '错'], answer: 'a' }, { type: 2, correct: [0], options: ['对', '错'] }],
    [
      'fill with full-width commas and alternatives',
      { type: '填空题', options: [], answer: ' 北京｜Beijing ，上海 ' },
      { type: 3, answer: '北京|Beijing,上海' },
    ],
    ['six options', { type: '多选题', options: ['1', '2', '3', '4', '5', '6'], answer: 'E,F' }, { type: 1, correct: [4, 5] }],
  ])('reads %s', (_name, cells, expected) => {
    const check = questionCheck(cells);
    expect(rowKeys(check)).toEqual([]);
    const question = check.questions[0];
    if (expected.type !== undefined) expect(question?.type).toBe(expected.type);
    if (expected.answer !== undefined) expect(question?.answer).toBe(expected.answer);
    if (expected.correct) expect(question?.choices.flatMap((choice, index) => (choice.iscorrect ? [index] : []))).toEqual(expected.correct);
    if (expected.options) expect(question?.choices.map((choice) => choice.content)).toEqual(expected.options);
  });

  it('keeps CJK, emoji and inner spaces of the text, trimming only the outside', () => {
    const check = questionCheck({ text: '  🙂 客户说“太贵了”，你怎么回应？\u3000', options: ['降价 💰', '讲价值 ✨'], answer: 'b' });
    expect(check.questions[0]?.text).toBe('🙂 客户说“太贵了”，你怎么回应？');
    expect(check.questions[0]?.choices[0]?.content).toBe('降价 💰');
    expect(questionCheck({ text: '🙂'.repeat(500) }).ok).toBe(true);
  });

  it('warns about a zero score without blocking the question import', () => {
    const check = questionCheck({ score: '0' });
    expect(check.ok).toBe(true);
    expect(check.rows[0]?.warnings.map((issue) => issue.key)).toEqual(['exam.import.zeroScore']);
  });

  it('reads levels and scores written in many ways', () => {
    expect(questionCheck({ level: '低', score: '５' }).questions[0]).toMatchObject({ level: 1, score: 5 });
    expect(questionCheck({ level: 'Medium', score: ' 2.5 ' }).questions[0]).toMatchObject({ level: 2, score: 2.5 });
    expect(questionCheck({ level: '困难' }).questions[0]).toMatchObject({ level: 3 });
  });

  it('uses the judge labels it is given', () => {
    const check = checkQuestionImport([QUESTION_HEADER, qrow({ type: '判断题', options: [], answer: 'A' })], { judgeLabels: ['True', 'False'] });
    expect(check.questions[0]?.choices.map((choice) => choice.content)).toEqual(['True', 'False']);
  });

  it('numbers rows as the sheet does, skipping blank rows', () => {
    const check = checkQuestionImport([QUESTION_HEADER, qrow(), ['', ' ', null], qrow({ answer: 'Z' })], { firstRowNumber: 3 });
    expect(check.rows.map((row) => [row.row, row.ok])).toEqual([
      [4, true],
      [6, false],
    ]);
  });
});

describe('file-level checks', () => {
  it.each<[string, unknown, string[]]>([
    ['no rows', [], ['import.emptyFile']],
    ['only blank rows', [['', null], []], ['import.emptyFile']],
    ['not an array', 'name,type\n', ['import.emptyFile']],
    ['null', null, ['import.emptyFile']],
    ['an older version', [[...QUESTION_HEADER.slice(0, -1), '#question-v0'], qrow()], ['import.templateOutdated']],
    ['the exam template', [EXAM_HEADER, qrow()], ['import.templateWrong']],
    ['no data rows', [QUESTION_HEADER, ['', '']], ['import.noRows']],
  ])('refuses %s', (_name, input, keys) => {
    const check = checkQuestionImport(input);
    expect(check.ok).toBe(false);
    expect(check.fileErrors.map((issue) => issue.key)).toEqual(keys);
    expect(check.rows).toEqual([]);
  });

  it('names each missing or repeated column', () => {
    const header = QUESTION_HEADER.filter((cell) => cell !== '答案' && cell !== '题目');
    const missing = checkQuestionImport([header, qrow()]);
    expect(missing.fileErrors).toEqual([
      { key: 'import.missingColumn', column: 'text' },
      { key: 'import.missingColumn', column: 'answer' },
    ]);
    expect(missing.fileErrors.map((issue) => importIssueText(issue, zh))).toEqual(['缺少必需的列：题目', '缺少必需的列：答案']);
    const repeated = checkQuestionImport([[...QUESTION_HEADER, '题型'], qrow()]);
    expect(repeated.fileErrors).toEqual([{ key: 'import.duplicateColumn', column: 'type' }]);
  });

  it('reads a file made without the template (no marker) by its headers, below a title and over two header rows', () => {
    expect(checkQuestionImport([QUESTION_HEADER.slice(0, -1), qrow()]).ok).toBe(true);
    const titled = checkQuestionImport([['2026年产品知识题库'], [], QUESTION_HEADER.slice(0, -1), qrow(), qrow()]);
    expect(titled).toMatchObject({ ok: true, fileErrors: [] });
    expect(titled.rows.map((row) => row.row)).toEqual([4, 5]);
    // A merged group over the question's columns; 题型 merged down across both header rows.
    const header = QUESTION_HEADER.slice(0, -1);
    const groups = header.map((cell, index) => (cell === '题型' ? cell : index === 0 ? '题目信息' : ''));
    const below = header.map((cell) => (cell === '题型' ? '' : cell));
    const twoRows = checkQuestionImport([groups, below, qrow()]);
    expect(twoRows).toMatchObject({ ok: true, fileErrors: [] });
    expect(twoRows.rows.map((row) => row.row)).toEqual([3]);
  });

  it('reads columns in any order and in any language, ignoring extra columns', () => {
    const en = createTranslator('en');
    const header = [...templateHeader(QUESTION_IMPORT_TEMPLATE, en)].reverse();
    const row = [...qrow({ answer: 'A' })].reverse();
    const check = checkQuestionImport([
      ['备注', ...header],
      ['随便写', ...row],
    ]);
    expect(check.ok).toBe(true);
    expect(check.questions[0]?.choices[0]?.iscorrect).toBe(1);
  });

  it(`refuses more than ${IMPORT_ROWS_MAX} rows as a whole, and checks 10,000 rows without crashing`, () => {
    const many = [QUESTION_HEADER, ...Array.from({ length: 10_000 }, () => qrow())];
    expect(checkQuestionImport(many).fileErrors).toEqual([{ key: 'import.tooManyRows', params: { max: IMPORT_ROWS_MAX } }]);
    const most = [QUESTION_HEADER, ...Array.from({ length: IMPORT_ROWS_MAX }, () => qrow())];
    expect(checkQuestionImport(most).questions).toHaveLength(IMPORT_ROWS_MAX);
  });

  it('never throws on junk cells and rows', () => {
    const junk: unknown[] = [
      QUESTION_HEADER,
      null,
      'a string row',
      42,
      [
        undefined,
        { richText: 'no' },
        Symbol('s'),
        10n,
        () => 1,
        Number.NaN,
        new Date(0),
        [1, 2],
        { result: { result: { result: { result: { result: 'deep' } } } } },
      ],
      Array(200).fill('🙂'),
      [{ text: '产品' }, { formula: 'A1', result: '单选题' }, 3, 10, { richText: [{ text: '题' }, { text: '目' }] }, '甲', '乙', '', '', '', '', 'A'],
    ];
    const check = checkQuestionImport(junk);
    expect(check.rows.length).toBe(3);
    expect(check.rows[2]?.ok).toBe(true);
    expect(check.rows[2]?.question).toMatchObject({ text: '题目', categoryName: '产品', level: 3, score: 10 });
  });
});

describe('exam import', () => {
  it('reads a paper whose question scores sum to exactly 100', () => {
    const check = checkExamImport([EXAM_HEADER, ...tenQuestions()]);
    expect(check.ok).toBe(true);
    expect(check.exams).toHaveLength(1);
    expect(check.exams[0]).toMatchObject({ row: 2, title: '期末考试', minute: 60, limitMinute: 10, passScore: 60, categoryName: '试卷分类', total: 100 });
    expect(check.exams[0]?.questions).toHaveLength(10);
    expect(check.rows.every((row) => row.exam === 0)).toBe(true);
  });

  it('groups rows by title, also when the title repeats on every row (or its cell was merged)', () => {
    const repeated = Array.from({ length: 10 }, () => erow(paperCells('A卷'), {}));
    const second = tenQuestions('B卷');
    const check = checkExamImport([EXAM_HEADER, ...repeated, ...second]);
    expect(check.ok).toBe(true);
    expect(check.exams.map((exam) => [exam.title, exam.questions.length, exam.total])).toEqual([
      ['A卷', 10, 100],
      ['B卷', 10, 100],
    ]);
    expect(check.rows[10]?.exam).toBe(1);
  });

  it('accepts a title row without a question followed by its questions', () => {
    const rows = [erow(paperCells(), null), ...Array.from({ length: 4 }, () => erow({}, { score: '25' }))];
    const check = checkExamImport([EXAM_HEADER, ...rows]);
    expect(check.ok).toBe(true);
    expect(check.exams[0]?.questions).toHaveLength(4);
  });

  it.each([
    ['99.9', [...Array(9).fill('10'), '9.9'], 99.9],
    ['110', [...Array(9).fill('10'), '20'], 110],
    ['the defaults of 10 on 9 rows', [...Array(9).fill('')], 90],
  ])('flags a paper summing to %s on its title row', (_name, scores, total) => {
    const rows = scores.map((score, i) => erow(i === 0 ? paperCells() : {}, { score }));
    const check = checkExamImport([EXAM_HEADER, ...rows]);
    expect(check.ok).toBe(false);
    expect(check.rows[0]?.errors).toEqual([{ key: 'exam.import.scoresNot100', params: { total }, column: 'score' }]);
    expect(check.rows.slice(1).every((row) => row.ok)).toBe(true);
  });

  it.each<[string, ExamCells, string[]]>([
    ['a missing duration', { minute: '' }, ['import.required']],
    ['a missing pass score', { pass: '' }, ['import.required']],
    ['a missing category', { category: '' }, ['import.required']],
    ['a duration in words', { minute: '一小时' }, ['exam.paper.minuteInvalid']],
    ['a fractional duration', { minute: '30.5' }, ['exam.paper.minuteInvalid']],
    ['a duration not above the limit', { minute: '10', limit: '10' }, ['exam.paper.durationNotAboveLimit']],
    ['a bad limit', { limit: '-5' }, ['exam.paper.limitInvalid']],
    ['a pass score of 0', { pass: '0' }, ['exam.paper.passScoreInvalid']],
    ['a pass score over 100', { pass: '120' }, ['exam.paper.passScoreInvalid']],
    ['a title of 101', { title: '卷'.repeat(101) }, ['import.tooLong']],
  ])('flags %s', (_name, cells, keys) => {
    const rows = tenQuestions();
    rows[0] = erow({ ...paperCells(), ...cells }, {});
    const check = checkExamImport([EXAM_HEADER, ...rows]);
    expect(rowKeys(check)).toEqual(keys);
  });

  it('accepts a full-width duration, a missing limit and a pass score with one decimal', () => {
    const rows = tenQuestions();
    rows[0] = erow({ ...paperCells(), minute: '９０', limit: '', pass: '59.5' }, {});
    const check = checkExamImport([EXAM_HEADER, ...rows]);
    expect(check.ok).toBe(true);
    expect(check.exams[0]).toMatchObject({ minute: 90, limitMinute: 0, passScore: 59.5 });
  });

  it('flags question rows before any title, repeated papers, papers without questions and conflicting repeats', () => {
    const check = checkExamImport([
      EXAM_HEADER,
      erow({}, {}),
      ...tenQuestions('A卷'),
      erow(paperCells('空卷'), null),
      ...tenQuestions('A卷'),
      erow({ minute: '90' }, {}),
    ]);
    const byRow = Object.fromEntries(check.rows.map((row) => [row.row, row.errors.map((issue) => issue.key)]));
    expect(byRow[2]).toEqual(['import.required']);
    expect(check.rows[0]?.exam).toBeNull();
    expect(byRow[13]).toEqual(['exam.import.examNoQuestions']);
    expect(byRow[14]).toEqual(['exam.import.duplicateExam', 'exam.import.scoresNot100']);
    expect(byRow[24]).toEqual(['exam.import.examFieldConflict']);
    expect(check.ok).toBe(false);
  });

  it('allows continuation rows to repeat the same paper values in another spelling', () => {
    const rows = tenQuestions();
    rows[1] = erow({ minute: '６０', pass: '60.0', category: '试卷分类' }, {});
    expect(checkExamImport([EXAM_HEADER, ...rows]).ok).toBe(true);
  });

  it('checks question rows inside papers with the same rules, leaving bad questions out', () => {
    const rows = tenQuestions();
    rows[3] = erow({}, { type: '判断题', options: [], answer: 'C' });
    const check = checkExamImport([EXAM_HEADER, ...rows]);
    expect(check.ok).toBe(false);
    expect(rowKeys(check, 3)).toEqual(['exam.import.judgeAnswer']);
    expect(check.exams[0]?.questions).toHaveLength(9);
    expect(check.exams[0]?.total).toBe(100);
  });

  it('refuses the question template', () => {
    expect(checkExamImport([QUESTION_HEADER, qrow()]).fileErrors.map((issue) => issue.key)).toEqual(['import.templateWrong']);
  });
});

describe('error reasons', () => {
  it('writes every error of a row in the reader language with column names', () => {
    const check = questionCheck({ cat: '', text: '', answer: 'A,B' });
    expect(importRowReason(check.rows[0] ?? { errors: [] }, zh)).toBe('题目分类不能为空；题目不能为空；单选题只能有一个答案');
    expect(importRowReason(check.rows[0] ?? { errors: [] }, createTranslator('en'))).toBe(
      'Question category is required; Question is required; A single-choice question has exactly one answer',
    );
    expect(importIssueText({ key: 'exam.import.optionGap', params: { letter: 'C' }, column: 'optionC' }, createTranslator('zh-TW'))).toBe(
      '選項C為空，選項須從A開始連續填寫',
    );
  });
});

describe('cell readers', () => {
  it.each([
    ['单选题', 0],
    ['单选', 0],
    ['單選題', 0],
    ['Single choice', 0],
    ['0', 0],
    ['０', 0],
    ['多选题', 1],
    ['Multiple Choice', 1],
    ['1', 1],
    ['判断题', 2],
    ['判斷', 2],
    ['True/false', 2],
    ['是非题', 2],
    ['填空题', 3],
    ['Fill in the blank', 3],
    ['fill-in', 3],
    ['3', 3],
    ['问答题', null],
    ['4', null],
    ['', null],
    ['题', null],
  ])('type %j → %j', (text, type) => {
    expect(parseQuestionType(text)).toBe(type);
  });

  it.each([
    ['1', 1],
    ['低', 1],
    ['Low', 1],
    ['简单', 1],
    ['2', 2],
    ['中', 2],
    ['medium', 2],
    ['3', 3],
    ['高', 3],
    ['困難', 3],
    ['５', null],
    ['0', null],
    ['极难', null],
  ])('level %j → %j', (text, level) => {
    expect(parseQuestionLevel(text)).toBe(level);
  });

  it.each([
    ['A,B,C', ['A', 'B', 'C'], false, false],
    ['a，b', ['A', 'B'], false, false],
    ['A、B；C', ['A', 'B', 'C'], false, false],
    ['ABC', ['A', 'B', 'C'], false, false],
    ['A,,B,', ['A', 'B'], false, false],
    ['A,G', ['A'], true, false],
    ['AG', ['A'], true, false],
    ['A,A', ['A', 'A'], false, true],
    ['对', [], true, false],
    ['', [], false, false],
  ])('answer %j → %j (invalid %s, duplicate %s)', (text, letters, invalid, duplicate) => {
    expect(parseAnswerLetters(text)).toEqual({ letters, invalid, duplicate });
  });
});
