import {
  EXAM_PATHS,
  examQueryTimeResponseSchema,
  examResultResponseSchema,
  examSaveResponseSchema,
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenResponseSchema,
  type AnswerItem,
  type ApiClient,
  type ExamQueryTimeResponse,
  type ExamResultResponse,
  type ExamSaveResponse,
  type ExamStartResponse,
  type ExamSubmitResponse,
  type ExamTokenResponse,
} from '@peilian/shared'

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

export function createExamApi(api: ApiClient): ExamApi {
  return {
    token: async (childId) => examTokenResponseSchema.parse(await api.get(EXAM_PATHS.token(childId))),
    start: async (childId, key) => examStartResponseSchema.parse(await api.get(EXAM_PATHS.start(childId), { key })),
    queryTime: async (childId, key) => examQueryTimeResponseSchema.parse(await api.get(EXAM_PATHS.querytime(childId), { key })),
    save: async (childId, key, answer) => examSaveResponseSchema.parse(await api.post(EXAM_PATHS.save(childId), { answer }, { query: { key } })),
    submit: async (childId, key, answer) => examSubmitResponseSchema.parse(await api.post(EXAM_PATHS.submit(childId), { answer }, { query: { key } })),
    result: async (childId) => examResultResponseSchema.parse(await api.get(EXAM_PATHS.result(childId))),
  }
}
