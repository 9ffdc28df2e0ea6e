import { scopedLearnerIds } from '../data/reportScope.js';
import type { CallerRequest } from '../lib/request.js';
import { reportScope } from './scope.js';

/** The learners a report counts, as the subquery the task report's and analysis's reads take (the one scope, scope.ts). */
export const scopedLearners = (request: CallerRequest, filter: { departmentid: string; positionid: string }) => scopedLearnerIds(reportScope(request, filter));
