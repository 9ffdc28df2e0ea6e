import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import { recycleBinQuerySchema, recycleBinResponseSchema, recycleBinSettingSchema } from '../../schemas/recycleBin.js';

const BIN = 'api/admin/system/recyclebin';

/** The recycle bin (admin §4, `recyclebin`, isadmin 100): every deletion of the back office, restored or deleted for good. */
export const recycleBinEndpoints = {
  list: endpoint({ method: 'GET', path: BIN, query: recycleBinQuerySchema, response: recycleBinResponseSchema }),
  restore: endpoint({ method: 'POST', path: `${BIN}/:id/restore`, response: okResponseSchema, json: true }),
  setDays: endpoint({ method: 'PUT', path: `${BIN}/setting`, body: recycleBinSettingSchema, response: okResponseSchema, json: true }),
  purge: endpoint({ method: 'DELETE', path: `${BIN}/:id`, response: okResponseSchema, json: true }),
} as const;
