import { describe, expect, it } from 'vitest';
import { faqAnswerResultSchema, faqDrillSchema, type FaqAnswerResult, type FaqDrill } from '../schemas/faq.js';
import { faqAnswerWords, isLastDrillQuestion, isDrillAnswerScored, faqSummaryRows } from './drillView.js';

const question = (seq: number, standard = '') => ({ seq, question: `问题${seq}`, emotion: 0, thinking: 0, images: [], standard });

function anAnswer(overrides: Partial<FaqAnswerResult> = {}): FaqAnswerResult {
  return faqAnswerResultSchema.parse({
    seq: 1,
    text: '本月有一万元优惠',
    mode: 'typed',
    score: 80,
    outcome: 'answered',
    similarity: 0.6,
    matched: ['优惠'],
    missed: ['保养'],
    standard: '本月优惠一万元，送五年保养',
    recording: 0,
    ...overrides,
  });
}

function aDrill(overrides: Partial<FaqDrill> = {}): FaqDrill {
  return faqDrillSchema.parse({
    id: 'd1',
    childtaskid: '',
    packageid: '',
    title: '快问快答',
    status: 1,
    answerseconds: 60,
    thinkingseconds: 15,
    passscore: 60,
    questions: [question(1, '本月优惠一万元，送五年保养'), question(2, '整车保修三年或十万公里'), question(3, '可以试驾')],
    answers: [],
    score: 27,
    passed: 0,
    startdate: 0,
    ...overrides,
  });
}

describe('the quick Q&A summary', () => {
  it('lists every question in the order asked, the unanswered ones scored 0 with their standard answer', () => {
    const drill = aDrill({ answers: [anAnswer({ seq: 3, standard: '可以试驾，请预约' }), anAnswer({ seq: 1 })] });
    expect(faqSummaryRows(drill).map((row) => [row.seq, row.question, row.answer?.seq ?? null, row.score, row.standard])).toEqual([
      [1, '问题1', 1, 80, '本月优惠一万元，送五年保养'],
      [2, '问题2', null, 0, '整车保修三年或十万公里'],
      [3, '问题3', 3, 80, '可以试驾，请预约'],
    ]);
  });

  it("shows the learner's answer first, then the standard answer", () => {
    const [answered, unanswered] = faqSummaryRows(aDrill({ answers: [anAnswer({ seq: 1 })] }));
    expect(answered!.blocks).toEqual([
      { kind: 'answer', label: 'faqLearner.yourAnswer', words: { text: '本月有一万元优惠' } },
      { kind: 'standard', label: 'faqLearner.standard', words: { text: '本月优惠一万元，送五年保养' } },
    ]);
    expect(unanswered!.blocks).toEqual([
      { kind: 'answer', label: 'faqLearner.yourAnswer', words: { key: 'faqLearner.empty' } },
      { kind: 'standard', label: 'faqLearner.standard', words: { text: '整车保修三年或十万公里' } },
    ]);
  });

  it("takes the standard answer the learner's feedback showed, else the question's, and leaves out an empty one", () => {
    const drill = aDrill({
      questions: [question(1, '题目的标准答案'), question(2), question(3)],
      answers: [anAnswer({ seq: 1, standard: '作答时的标准答案' }), anAnswer({ seq: 2, standard: '' })],
    });
    const rows = faqSummaryRows(drill);
    expect(rows.map((row) => row.standard)).toEqual(['作答时的标准答案', '', '']);
    expect(rows.map((row) => row.blocks.map((block) => block.kind))).toEqual([['answer', 'standard'], ['answer'], ['answer']]);
  });
});

describe('the drill as the page shows it', () => {
  it("an answer's words: the text, else why there is none", () => {
    expect(faqAnswerWords(anAnswer())).toEqual({ text: '本月有一万元优惠' });
    expect(faqAnswerWords(anAnswer({ text: '', outcome: 'timeout' }))).toEqual({ key: 'faqLearner.timeout' });
    expect(faqAnswerWords(anAnswer({ text: '', outcome: 'empty' }))).toEqual({ key: 'faqLearner.empty' });
    expect(faqAnswerWords(null)).toEqual({ key: 'faqLearner.empty' });
  });

  it('only the last question offers the result instead of the next question', () => {
    const drill = aDrill();
    expect([0, 1, 2].map((index) => isLastDrillQuestion(drill, index))).toEqual([false, false, true]);
  });

  it('an answer counts as scored only when the same drill holds it', () => {
    const drill = aDrill({ answers: [anAnswer({ seq: 1 })] });
    expect(isDrillAnswerScored(drill, 'd1', 1)).toBe(true);
    expect(isDrillAnswerScored(drill, 'd1', 2)).toBe(false);
    expect(isDrillAnswerScored(drill, 'd2', 1)).toBe(false);
    expect(isDrillAnswerScored(null, 'd1', 1)).toBe(false);
  });
});
