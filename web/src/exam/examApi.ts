import {
  EXAM_PATHS,
  examQueryTimeResponseSchema,
  examResultResponseSchema,
  examSaveResponseSchema,
  examStartResponseSchema,
  examSubmitResponseSchema,
  examTokenResponseSchema,
  type AnswerItem,
} from '@peilian/shared';
import { api } from '../app/services';

/** The learner's exam calls (shared `EXAM_PATHS`), each answer checked against its shared schema. */

export const fetchExamToken = async (childId: string) => examTokenResponseSchema.parse(await api.get(EXAM_PATHS.token(childId)));

export const startExam = async (childId: string, key: string) => examStartResponseSchema.parse(await api.get(EXAM_PATHS.start(childId), { key }));

export const queryExamTime = async (childId: string, key: string) => examQueryTimeResponseSchema.parse(await api.get(EXAM_PATHS.querytime(childId), { key }));

export interface SaveBody {
  saveid: string;
  at: number;
  items: AnswerItem[];
}

export const saveAnswers = async (childId: string, key: string, answer: SaveBody) =>
  examSaveResponseSchema.parse(await api.post(EXAM_PATHS.save(childId), { answer }, { query: { key } }));

export const submitExam = async (childId: string, key: string, answer: SaveBody) =>
  examSubmitResponseSchema.parse(await api.post(EXAM_PATHS.submit(childId), { answer }, { query: { key } }));

export const fetchExamResult = async (childId: string) => examResultResponseSchema.parse(await api.get(EXAM_PATHS.result(childId)));
