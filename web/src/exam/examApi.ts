import type { AnswerItem } from '@peilian/shared';
import { learnerApi } from '../app/services';

/** The learner's exam calls, by exam child task, through the shared endpoint table. */

export const fetchExamToken = (childId: string) => learnerApi.exam.token({ id: childId });

export const startExam = (childId: string, key: string) => learnerApi.exam.start({ id: childId, key });

export const queryExamTime = (childId: string, key: string) => learnerApi.exam.querytime({ id: childId, key });

export interface SaveBody {
  saveid: string;
  at: number;
  items: AnswerItem[];
}

export const saveAnswers = (childId: string, key: string, answer: SaveBody) => learnerApi.exam.save({ id: childId, key }, { answer });

export const submitExam = (childId: string, key: string, answer: SaveBody) => learnerApi.exam.submit({ id: childId, key }, { answer });

export const fetchExamResult = (childId: string) => learnerApi.exam.result({ id: childId });
