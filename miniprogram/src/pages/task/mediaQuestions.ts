import { bindEndpoints, type LearnerMediaQuestion, type MediaAnswerResponse } from '@peilian/shared'
import { trainingTaskEndpoints } from '@peilian/shared/endpoints'
import { mediaQuestionsErrorsZhCN, mediaQuestionsLearnerZhCN } from '@peilian/shared/i18n/zhCNSections'
import { api } from '../../services/app'
import { i18n } from '../../services/i18nStore'

// The questions' strings travel in this subpackage, not the main package.
i18n.registerZhCN('training', { mediaQuestions: mediaQuestionsLearnerZhCN })
i18n.registerZhCN('common', { errors: { mediaQuestions: mediaQuestionsErrorsZhCN } })

const { mediaQuestions, mediaAnswer } = trainingTaskEndpoints
const calls = bindEndpoints(api, { training: { mediaQuestions, mediaAnswer } }).training

/** The questions inside a video or file (docs/training.md "Questions inside a video or file"): no answer key until answered. */
export const fetchQuestions = async (childId: string, mediaId: string): Promise<LearnerMediaQuestion[]> =>
  (await calls.mediaQuestions({ id: childId, mediaId })).questions

/** Answers question `n`; the server scores it and says right or wrong with the correct options. */
export const answerQuestion = (childId: string, mediaId: string, n: number, choices: string[]): Promise<MediaAnswerResponse> =>
  calls.mediaAnswer({ id: childId, mediaId, n: String(n) }, { choices })
