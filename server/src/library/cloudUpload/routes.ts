import { ok } from '@peilian/shared';
import { ADMIN_ENDPOINTS, LEARNER_ENDPOINTS } from '@peilian/shared/endpoints';
import { appError } from '../../errors/index.js';
import { adminRoute, learnerRoute } from '../../http/contract.js';
import type { Routers } from '../../http/routers.js';
import { federationToken } from '../../providers/cloudUpload/sts.js';
import { vodUploadSignature } from '../../providers/cloudUpload/vod.js';
import { assertMayUploadImage, IMAGE_LIMITS } from '../files/imageAccess.js';
import { LIBRARY_FUNCTION } from '../mediaAccess.js';

/** Where a video goes when this server's own pipeline takes it: the resumable library upload. */
const LOCAL_VIDEO_UPLOAD = ADMIN_ENDPOINTS.uploads.create.path;

/**
 * The cloud side of uploads (docs/media.md "Direct uploads"): temporary COS credentials that may only
 * put images, within the kind's size limit, under the caller organisation's folder of one image kind,
 * for a user who may upload that kind; and the video service's client-upload signature for library managers.
 */
export function registerCloudUploadRoutes(routers: Routers): void {
  learnerRoute(routers, LEARNER_ENDPOINTS.files.cosCredentials, {}, async ({ query }, { deps, caller, log }) => {
    const { filetype } = query();
    const sts = deps.config.cloudUpload.sts;
    if (!sts) throw appError('errors.cloudUpload.credentialsDisabled');
    await assertMayUploadImage(deps, caller, filetype);
    const prefix = `${caller.orgId}/${filetype}/`;
    try {
      const { startTime, expiredTime, ...credentials } = await federationToken(
        sts,
        { prefix, maxBytes: IMAGE_LIMITS[filetype] },
        `u-${caller.id.slice(0, 30)}`,
        deps.clock.now(),
      );
      // Who got credentials for where, never the values.
      log.info({ prefix, expiredTime, by: caller.id }, 'upload credentials issued');
      return ok({ credentials, startTime, expiredTime, bucket: sts.bucket, region: sts.region, prefix });
    } catch (error) {
      log.warn({ err: error, prefix }, 'upload credentials refused by STS');
      throw appError('errors.cloudUpload.credentialsFailed');
    }
  });

  adminRoute(routers, ADMIN_ENDPOINTS.vod.signature, { functions: LIBRARY_FUNCTION }, async (_input, { deps, caller }) => {
    const vod = deps.config.cloudUpload.vod;
    if (vod.provider === 'local') return ok({ provider: 'local' as const, signature: '', expiredtime: 0, uploadpath: LOCAL_VIDEO_UPLOAD });
    const { signature, expiredTime } = vodUploadSignature(vod, caller.orgId, deps.clock.now());
    return ok({ provider: 'tencent' as const, signature, expiredtime: expiredTime, uploadpath: '' });
  });
}
