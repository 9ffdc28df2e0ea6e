import { createApiClient } from '../api/client.js';
import { bindEndpoints } from '../api/endpoint.js';
import type { Transport, TransportRequest, TransportResponse } from '../api/transport.js';
import { LEARNER_ENDPOINTS } from '../endpoints/index.js';

/** One scripted answer: a response, a transport failure to throw, or a response still on its way. */
export type ScriptedAnswer = TransportResponse | Error | Promise<TransportResponse>;

/**
 * The learner table over a scripted transport, for the stores' tests: each request takes the next
 * answer, `fallback` once they run out. The requests are kept in order.
 */
export function scriptedLearnerApi(fallback: (request: TransportRequest) => TransportResponse, ...answers: ScriptedAnswer[]) {
  const requests: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const next = answers.shift() ?? fallback(request);
    if (next instanceof Error) throw next;
    return next;
  };
  const client = createApiClient({ transport, baseUrl: 'https://peilian.test', client: { browser: 'b', os: 'o', from: 'mini' }, getToken: () => 't' });
  return { api: bindEndpoints(client, LEARNER_ENDPOINTS), requests };
}
