import { endpoint } from '../../api/endpoint.js';
import {
  dataPermissionSettingResponseSchema,
  dataPermissionSettingSchema,
  passwordSettingResponseSchema,
  passwordSettingSchema,
  rankSettingResponseSchema,
  rankSettingSchema,
  sceneSettingResponseSchema,
  sceneSettingSchema,
  timeZoneSettingResponseSchema,
  timeZoneSettingSchema,
  voiceprintSettingResponseSchema,
  voiceprintSettingSchema,
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
  /** Also read by the user managers' forms, which apply the rule before sending a password. */
  password: endpoint({ method: 'GET', path: `${SETTING}/password`, response: passwordSettingResponseSchema }),
  setPassword: endpoint({ method: 'PUT', path: `${SETTING}/password`, body: passwordSettingSchema, response: passwordSettingResponseSchema, json: true }),
  voiceprint: endpoint({ method: 'GET', path: `${SETTING}/voiceprint`, response: voiceprintSettingResponseSchema }),
  setVoiceprint: endpoint({
    method: 'PUT',
    path: `${SETTING}/voiceprint`,
    body: voiceprintSettingSchema,
    response: voiceprintSettingResponseSchema,
    json: true,
  }),
  scene: endpoint({ method: 'GET', path: `${SETTING}/scene`, response: sceneSettingResponseSchema }),
  setScene: endpoint({ method: 'PUT', path: `${SETTING}/scene`, body: sceneSettingSchema, response: sceneSettingResponseSchema, json: true }),
} as const;
