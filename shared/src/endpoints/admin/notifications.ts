import { endpoint } from '../../api/endpoint.js';
import { okResponseSchema } from '../../api/envelopeSchemas.js';
import {
  notifyDeliveryRequestSchema,
  notifyDeliveryResponseSchema,
  notifyEnabledSchema,
  notifyOptionsResponseSchema,
  notifyPreviewResponseSchema,
  notifySendListQuerySchema,
  notifySendListResponseSchema,
  notifyTemplateListQuerySchema,
  notifyTemplateListResponseSchema,
  notifyTemplateRequestSchema,
  notifyTemplateResponseSchema,
  notifyTestResponseSchema,
  taskMessageSettingResponseSchema,
  taskMessageSettingSchema,
} from '../../schemas/notifications.js';

const NOTIFY = 'api/admin/system/notify';

/** Notification templates, their send log and delivery settings (`message-management`, `edit-msg-template`): docs/notifications.md. */
export const notifyEndpoints = {
  options: endpoint({ method: 'GET', path: `${NOTIFY}/options`, response: notifyOptionsResponseSchema }),
  list: endpoint({ method: 'GET', path: `${NOTIFY}/template`, query: notifyTemplateListQuerySchema, response: notifyTemplateListResponseSchema }),
  read: endpoint({ method: 'GET', path: `${NOTIFY}/template/:id`, response: notifyTemplateResponseSchema }),
  create: endpoint({ method: 'POST', path: `${NOTIFY}/template`, body: notifyTemplateRequestSchema, response: notifyTemplateResponseSchema, json: true }),
  update: endpoint({ method: 'PUT', path: `${NOTIFY}/template/:id`, body: notifyTemplateRequestSchema, response: notifyTemplateResponseSchema, json: true }),
  enable: endpoint({ method: 'PUT', path: `${NOTIFY}/template/:id/enabled`, body: notifyEnabledSchema, response: notifyTemplateResponseSchema, json: true }),
  remove: endpoint({ method: 'DELETE', path: `${NOTIFY}/template/:id`, response: okResponseSchema }),
  /** The form as it stands (saved or not), rendered with the values a send now would use. */
  preview: endpoint({
    method: 'POST',
    path: `${NOTIFY}/template/preview`,
    body: notifyTemplateRequestSchema,
    response: notifyPreviewResponseSchema,
    json: true,
  }),
  /** "Send a test now": the saved template to its recipients, at once, logged as a test. */
  test: endpoint({ method: 'POST', path: `${NOTIFY}/template/:id/test`, response: notifyTestResponseSchema }),
  sends: endpoint({ method: 'GET', path: `${NOTIFY}/sends`, query: notifySendListQuerySchema, response: notifySendListResponseSchema }),
  delivery: endpoint({ method: 'GET', path: `${NOTIFY}/delivery`, response: notifyDeliveryResponseSchema }),
  setDelivery: endpoint({ method: 'PUT', path: `${NOTIFY}/delivery`, body: notifyDeliveryRequestSchema, response: notifyDeliveryResponseSchema, json: true }),
  taskMessages: endpoint({ method: 'GET', path: `${NOTIFY}/taskmsg`, response: taskMessageSettingResponseSchema }),
  setTaskMessages: endpoint({
    method: 'PUT',
    path: `${NOTIFY}/taskmsg`,
    body: taskMessageSettingSchema,
    response: taskMessageSettingResponseSchema,
    json: true,
  }),
} as const;
