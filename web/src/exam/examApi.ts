import { learnerApi } from '../app';

/** The learner's exam result by exam child task (the print page); answering runs in the shared exam stores. */
export const fetchExamResult = (childId: string) => learnerApi.exam.result({ id: childId });
