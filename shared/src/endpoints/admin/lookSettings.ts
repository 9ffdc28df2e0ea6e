import { endpoint } from '../../api/endpoint.js';
import { individuateRequestSchema, watermarkSettingResponseSchema, watermarkSettingSchema } from '../../schemas/look.js';
import { systemConfigResponseSchema } from '../../schemas/systemConfig.js';

const SETTING = 'api/admin/system/setting';

/**
 * The organisation's watermark and personalisation (`adminsetting`, admin §3 settings). The spec
 * names only `PUT …/individuate`; the watermark's pair and the back office's read of the look are
 * this product's (docs/identity-web.md "Watermark and personalisation").
 */
export const lookSettingEndpoints = {
  watermark: endpoint({ method: 'GET', path: `${SETTING}/watermark`, response: watermarkSettingResponseSchema }),
  setWatermark: endpoint({ method: 'PUT', path: `${SETTING}/watermark`, body: watermarkSettingSchema, response: watermarkSettingResponseSchema, json: true }),
  individuate: endpoint({ method: 'GET', path: `${SETTING}/individuate`, response: systemConfigResponseSchema }),
  setIndividuate: endpoint({ method: 'PUT', path: `${SETTING}/individuate`, body: individuateRequestSchema, response: systemConfigResponseSchema, json: true }),
} as const;
