import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import {
  childTaskRequestSchema,
  childTaskResponseSchema,
  createPackageRequestSchema,
  packageDetailResponseSchema,
  packageExportQuerySchema,
  packageListQuerySchema,
  packageListResponseSchema,
  publishRequestSchema,
  updatePackageRequestSchema,
} from '../../schemas/tasks.js';
import { fileDownloadSchema } from '../../schemas/files.js';
import { packageReachResponseSchema, taskExceptionListResponseSchema, taskExceptionQuerySchema } from '../../schemas/taskExceptions.js';

const TASK = 'api/admin/task';

/** Task packages of the three task lists (docs/training.md "Calls"); JSON bodies. */
export const packageEndpoints = {
  list: endpoint({ method: 'GET', path: `${TASK}/package`, query: packageListQuerySchema, response: packageListResponseSchema }),
  /** The filtered list as an .xlsx (the list's columns), downloaded by its URL. */
  export: endpoint({ method: 'GET', path: `${TASK}/package/export`, query: packageExportQuerySchema, response: fileDownloadSchema, binary: true }),
  read: endpoint({ method: 'GET', path: `${TASK}/package/:id`, response: packageDetailResponseSchema }),
  /** How many learners the package's saved range reaches now; the publish dialog warns at 0. */
  reach: endpoint({ method: 'GET', path: `${TASK}/package/:id/reach`, response: packageReachResponseSchema }),
  /** The published packages that reach no learner (admin §7 `task/exception`). */
  exceptions: endpoint({ method: 'GET', path: `${TASK}/exception`, query: taskExceptionQuerySchema, response: taskExceptionListResponseSchema }),
  create: endpoint({ method: 'POST', path: `${TASK}/package`, body: createPackageRequestSchema, response: packageDetailResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${TASK}/package/:id`, body: updatePackageRequestSchema, response: packageDetailResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${TASK}/package/:id`, response: okResponseSchema, json: true }),
  publish: endpoint({ method: 'POST', path: `${TASK}/package/:id/publish`, body: publishRequestSchema, response: packageDetailResponseSchema, json: true }),
  unpublish: endpoint({ method: 'POST', path: `${TASK}/package/:id/unpublish`, response: packageDetailResponseSchema, json: true }),
  addChild: endpoint({ method: 'POST', path: `${TASK}/package/:id/child`, body: childTaskRequestSchema, response: childTaskResponseSchema, json: true }),
} as const;

/** A package's child tasks, by their own id. */
export const childTaskEndpoints = {
  update: endpoint({ method: 'PUT', path: `${TASK}/child/:id`, body: childTaskRequestSchema, response: childTaskResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${TASK}/child/:id`, response: okResponseSchema, json: true }),
} as const;
