import { endpoint } from '../api/endpoint.js';
import { myCheckinListResponseSchema, myCheckinResponseSchema } from '../schemas/checkin.js';

const CHECKIN = 'api/trainning/v3/checkin';

/** The learner's check-in tasks (打卡; docs/checkin.md): the list with streaks and stars, one task with its days. */
export const trainingCheckinEndpoints = {
  checkins: endpoint({ method: 'GET', path: CHECKIN, response: myCheckinListResponseSchema }),
  checkin: endpoint({ method: 'GET', path: `${CHECKIN}/:id`, response: myCheckinResponseSchema }),
} as const;
