import {
  type AnswerItem,
  type BoundTable,
  type ExamQueryTimeResponse,
  type ExamResultResponse,
  type ExamSaveResponse,
  type ExamStartResponse,
  type ExamSubmitResponse,
  type ExamTokenResponse,
} from '@peilian/shared'
import type { LearnerEndpoints } from '@peilian/shared/endpoints'

/** The `answer` of a save or a submit: its save id, when it was sent (server clock) and the answers. */
export interface AnswerBody {
  saveid: string
  at: number
  items: AnswerItem[]
}

/** The learner's exam calls (docs/exam.md "Calls"), each answer checked against its shared schema. */
export interface ExamApi {
  token(childId: string): Promise<ExamTokenResponse>
  start(childId: string, key: string): Promise<ExamStartResponse>
  queryTime(childId: string, key: string): Promise<ExamQueryTimeResponse>
  save(childId: string, key: string, answer: AnswerBody): Promise<ExamSaveResponse>
  submit(childId: string, key: string, answer: AnswerBody): Promise<ExamSubmitResponse>
  result(childId: string): Promise<ExamResultResponse>
}

/** The pages' exam calls over the table's `exam` group, by exam child task. */
export function createExamApi(exam: BoundTable<LearnerEndpoints>['exam']): ExamApi {
  return {
    token: (childId) => exam.token({ id: childId }),
    start: (childId, key) => exam.start({ id: childId, key }),
    queryTime: (childId, key) => exam.querytime({ id: childId, key }),
    save: (childId, key, answer) => exam.save({ id: childId, key }, { answer }),
    submit: (childId, key, answer) => exam.submit({ id: childId, key }, { answer }),
    result: (childId) => exam.result({ id: childId }),
  }
}
