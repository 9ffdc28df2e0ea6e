import { PRACTICE_LEARNER_PATHS, practiceScenarioListResponseSchema, practiceSessionResponseSchema } from '@peilian/shared';
import { api } from '../app/services';

/** The learner's practice reads (shared `PRACTICE_LEARNER_PATHS`), each answer checked against its shared schema. */

export const fetchPracticeScenarios = async () => practiceScenarioListResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.scenarios)).rows;

export const fetchPracticeSession = async (id: string) => practiceSessionResponseSchema.parse(await api.get(PRACTICE_LEARNER_PATHS.session(id))).session;
