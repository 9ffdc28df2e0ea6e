/** Test data builders for the exam rules' tests (not exported by the package). */
import type { Question, QuestionOption } from './question.js';

/** Options from texts; `correct` lists the indexes flagged correct. Ids are 'o1', 'o2', … */
export function options(texts: string[], correct: number[]): QuestionOption[] {
  return texts.map((content, index) => ({ id: `o${index + 1}`, content, iscorrect: correct.includes(index) ? 1 : 0 }));
}

/** A valid question of each type, overridable field by field. */
export function question(overrides: Partial<Question> & Pick<Question, 'type'>): Question {
  const base: Question = {
    id: 'q1',
    type: overrides.type,
    text: '题目',
    level: 3,
    score: 10,
    promotion: '',
    answer: '',
    choices: [],
    catalog: 'c1',
    disabled: 0,
  };
  if (overrides.type === 0) base.choices = options(['甲', '乙', '丙', '丁'], [1]);
  if (overrides.type === 1) base.choices = options(['甲', '乙', '丙', '丁'], [0, 2]);
  if (overrides.type === 2) base.choices = options(['正确', '错误'], [0]);
  if (overrides.type === 3) base.answer = '北京,上海';
  return { ...base, ...overrides };
}
