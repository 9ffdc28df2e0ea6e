import { scopedLearnerIds } from '../data/reportScope.js';
import type { Caller } from '../auth/caller.js';
import { reportScope } from './scope.js';

/** The learners a report counts, as the subquery the task report's and analysis's reads take (the one scope, scope.ts). */
export const scopedLearners = (request: Caller, filter: { departmentid: string; positionid: string }) => scopedLearnerIds(reportScope(request, filter));
