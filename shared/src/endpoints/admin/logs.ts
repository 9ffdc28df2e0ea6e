import { endpoint } from '../../api/endpoint.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { operationChangesResponseSchema, operationLogListResponseSchema, operationLogQuerySchema } from '../../schemas/operationLogs.js';
import { loginLogListResponseSchema, loginLogQuerySchema, logRetentionSettingResponseSchema, logRetentionSettingSchema } from '../../schemas/loginLogs.js';

const LOG = 'api/admin/log';

/**
 * Sign-in logs (admin §2 /admin/log; docs/security.md "Sign-in logs"): learners' sign-ins
 * (`loglogin`) and administrators' (`logadminlogin`), each a paged list and its Excel export with the
 * same filters; the operation log (`logoperation`, docs/security.md "Operation log"): every write of the
 * back office, its list, export and the rows one write changed. Their retention is one of the
 * organisation's settings (`adminsetting`).
 */
export const logEndpoints = {
  login: endpoint({ method: 'GET', path: `${LOG}/login`, query: loginLogQuerySchema, response: loginLogListResponseSchema }),
  exportLogin: endpoint({ method: 'GET', path: `${LOG}/login/export`, query: loginLogQuerySchema, response: fileDownloadSchema, binary: true }),
  adminLogin: endpoint({ method: 'GET', path: `${LOG}/adminlogin`, query: loginLogQuerySchema, response: loginLogListResponseSchema }),
  exportAdminLogin: endpoint({ method: 'GET', path: `${LOG}/adminlogin/export`, query: loginLogQuerySchema, response: fileDownloadSchema, binary: true }),
  operations: endpoint({ method: 'GET', path: `${LOG}/operation`, query: operationLogQuerySchema, response: operationLogListResponseSchema }),
  exportOperations: endpoint({ method: 'GET', path: `${LOG}/operation/export`, query: operationLogQuerySchema, response: fileDownloadSchema, binary: true }),
  operationChanges: endpoint({ method: 'GET', path: `${LOG}/operation/:id`, response: operationChangesResponseSchema }),
  retention: endpoint({ method: 'GET', path: 'api/admin/system/setting/logretention', response: logRetentionSettingResponseSchema }),
  setRetention: endpoint({
    method: 'PUT',
    path: 'api/admin/system/setting/logretention',
    body: logRetentionSettingSchema,
    response: logRetentionSettingResponseSchema,
    json: true,
  }),
} as const;
