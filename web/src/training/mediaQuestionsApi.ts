import type { LearnerMediaQuestion, MediaAnswerResponse } from '@peilian/shared';
import { learnerApi } from '../app';

/** The questions inside a media (docs/training.md "Questions inside a video or file"), without the answer key. */
export const fetchMediaQuestions = async (childId: string, mediaId: string): Promise<LearnerMediaQuestion[]> =>
  (await learnerApi.training.mediaQuestions({ id: childId, mediaId })).questions;

/** Answers question `n`: scored by the server, which then says right or wrong and the correct options. */
export const answerMediaQuestion = (childId: string, mediaId: string, n: number, choices: string[]): Promise<MediaAnswerResponse> =>
  learnerApi.training.mediaAnswer({ id: childId, mediaId, n: String(n) }, { choices });
