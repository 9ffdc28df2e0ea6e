import { describe, expect, test } from 'vitest'
import { faqAnswerResultSchema, faqDrillSchema, type FaqAnswerResult, type FaqDrill } from '@peilian/shared'
import { answerWords, isLastQuestion, summaryRows } from './drillView'

const question = (seq: number, standard = '') => ({ seq, question: `问题${seq}`, emotion: 0, thinking: 0, images: [], standard })

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
  })
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
  })
}

describe('the drill as the page shows it', () => {
  test('the summary lists every question in the order asked, the unanswered ones with their standard answer', () => {
    const drill = aDrill({ answers: [anAnswer({ seq: 3, standard: '可以试驾，请预约' }), anAnswer({ seq: 1 })] })
    expect(summaryRows(drill).map((row) => [row.seq, row.question, row.answer?.score ?? null, row.standard])).toEqual([
      [1, '问题1', 80, '本月优惠一万元，送五年保养'],
      [2, '问题2', null, '整车保修三年或十万公里'],
      [3, '问题3', 80, '可以试驾，请预约'],
    ])
  })

  test("an answer's words: the text, else why there is none", () => {
    expect(answerWords(anAnswer())).toEqual({ text: '本月有一万元优惠' })
    expect(answerWords(anAnswer({ text: '', outcome: 'timeout' }))).toEqual({ key: 'faqLearner.timeout' })
    expect(answerWords(anAnswer({ text: '', outcome: 'empty' }))).toEqual({ key: 'faqLearner.empty' })
    expect(answerWords(null)).toEqual({ key: 'faqLearner.empty' })
  })

  test('only the last question offers the result instead of the next question', () => {
    const drill = aDrill()
    expect([0, 1, 2].map((index) => isLastQuestion(drill, index))).toEqual([false, false, true])
  })
})
