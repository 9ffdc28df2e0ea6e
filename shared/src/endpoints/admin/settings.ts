import { endpoint } from '../../api/endpoint.js';
import {
  dataPermissionSettingResponseSchema,
  dataPermissionSettingSchema,
  rankSettingResponseSchema,
  rankSettingSchema,
  timeZoneSettingResponseSchema,
  timeZoneSettingSchema,
} from '../../schemas/settings.js';

const SETTING = 'api/admin/system/setting';

/** The organisation's own settings (`adminsetting`). */
export const settingEndpoints = {
  timeZone: endpoint({ method: 'GET', path: `${SETTING}/timezone`, response: timeZoneSettingResponseSchema }),
  setTimeZone: endpoint({ method: 'PUT', path: `${SETTING}/timezone`, body: timeZoneSettingSchema, response: timeZoneSettingResponseSchema, json: true }),
  dataPermission: endpoint({ method: 'GET', path: `${SETTING}/datapermission`, response: dataPermissionSettingResponseSchema }),
  setDataPermission: endpoint({
    method: 'PUT',
    path: `${SETTING}/datapermission`,
    body: dataPermissionSettingSchema,
    response: dataPermissionSettingResponseSchema,
    json: true,
  }),
  rank: endpoint({ method: 'GET', path: `${SETTING}/rank`, response: rankSettingResponseSchema }),
  setRank: endpoint({ method: 'PUT', path: `${SETTING}/rank`, body: rankSettingSchema, response: rankSettingResponseSchema, json: true }),
} as const;
