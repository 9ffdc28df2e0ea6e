import { z } from 'zod';
import { fileDownloadSchema } from '../schemas/files.js';
import { endpoint } from './endpoint.js';

// The endpoint table the tests of binding (eager and by area) call through.

export const answered = z.object({ successed: z.literal(true), n: z.number() });
export const table = {
  things: {
    list: endpoint({ method: 'GET', path: 'api/things', query: z.object({ page: z.number(), name: z.string().optional() }), response: answered }),
    read: endpoint({ method: 'GET', path: 'api/things/:id', response: answered }),
    save: endpoint({
      method: 'POST',
      path: 'api/things/:id/save',
      query: z.object({ key: z.string() }),
      body: z.object({ items: z.array(z.number()) }),
      response: answered,
      json: true,
    }),
    rename: endpoint({ method: 'PUT', path: 'api/things/:id', body: z.object({ name: z.string() }), response: answered }),
    join: endpoint({ method: 'POST', path: 'api/join', body: z.object({ code: z.string() }), response: answered, noLogout: true }),
    upload: endpoint({ method: 'POST', path: 'api/things/:id/file', response: answered, multipart: true }),
    file: endpoint({ method: 'GET', path: 'api/things/:id/file', response: fileDownloadSchema, binary: true }),
  },
  others: {
    ping: endpoint({ method: 'GET', path: 'api/ping', response: answered }),
  },
} as const;
