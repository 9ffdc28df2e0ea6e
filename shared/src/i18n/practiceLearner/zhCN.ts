import { practiceLearnerMainZhCN } from './zhCNMain.js';
import { practiceLearnerReportZhCN } from './zhCNReport.js';

/** The learner's voice-practice page and report — the `practiceLearner` section of the zh-CN source. */
export const practiceLearnerZhCN = { ...practiceLearnerMainZhCN, report: practiceLearnerReportZhCN } as const;
