import { endpoint } from '../api/endpoint.js';
import { rankingQuerySchema, rankingResponseSchema } from '../schemas/ranking.js';

/** The organisation's ranking of learning time. */
export const trainingRankingEndpoints = {
  ranking: endpoint({ method: 'GET', path: 'api/trainning/v3/ranking', query: rankingQuerySchema, response: rankingResponseSchema }),
} as const;
